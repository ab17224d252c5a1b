import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveChange } from '@groundwork/shared/live-updates/live-updates';
import { jsonResponse } from '../../../test/fetch';
import {
  activityPage,
  firstLoad,
  ids,
  liveStream,
  loadActivityChunks,
  makeActivityItem,
  openSignedIn,
  projectActivityApi,
  projectPagePath,
  queriesTo,
  sam,
  taskActivityApi,
  taskPagePath,
} from '../testing/fixtures';

function change(overrides: Partial<LiveChange> = {}): LiveChange {
  return {
    type: 'task.updated',
    subject: 'task',
    workspaceId: ids.workspace,
    projectId: ids.project,
    taskId: ids.task,
    actorId: ids.sam,
    ...overrides,
  };
}

describe('Activity sections', () => {
  beforeAll(loadActivityChunks, 60_000);

  it('ends the task page with the task’s history, refreshed by a live change', async () => {
    const stream = liveStream();
    let items = [makeActivityItem({ action: 'created', changes: [] })];
    const { fetchMock } = openSignedIn(taskPagePath, {
      'GET /api/events': stream.route,
      [`GET ${taskActivityApi}`]: () => jsonResponse(activityPage(items)),
    });
    const region = await screen.findByRole('region', { name: 'Activity' }, firstLoad);
    const list = await within(region).findByRole('list', { name: 'Task activity' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Maria created the task');
    await waitFor(() => expect(stream.connections).toBe(1));

    // Sam moves the task elsewhere: the page hears of it and shows the new line on top.
    items = [makeActivityItem({ actor: sam, at: new Date().toISOString() }), ...items];
    stream.send('change', change());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Sam moved status from To Do to In Progress · Just now',
    );
    // Counted once the change's answer is shown: the stream's opening (which comes before any of
    // its messages) may have asked once more for what was on screen before it.
    const asked = queriesTo(fetchMock, taskActivityApi).length;

    // A change elsewhere in the workspace leaves this history alone.
    stream.send('change', change({ taskId: null, projectId: null, subject: 'member' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queriesTo(fetchMock, taskActivityApi)).toHaveLength(asked);
  });

  it('ends the project page with the history of the project and its tasks', async () => {
    openSignedIn(projectPagePath, {
      [`GET ${projectActivityApi}`]: () =>
        jsonResponse(
          activityPage([
            makeActivityItem({
              action: 'assigned',
              changes: [{ field: 'assignedTo', from: null, to: sam }],
            }),
            makeActivityItem({
              subject: { type: 'project', id: ids.project, title: 'Bathroom refit' },
              action: 'created',
              changes: [],
            }),
          ]),
        ),
    });
    const region = await screen.findByRole('region', { name: 'Activity' }, firstLoad);
    const list = await within(region).findByRole('list', { name: 'Project activity' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Maria assigned Sam to Order the tiles · 2h ago');
    expect(second).toHaveTextContent('Maria created the project · 2h ago');
  });

  it("leads from a task named in the project's history to the task's page", async () => {
    const { user } = openSignedIn(projectPagePath, {
      [`GET ${projectActivityApi}`]: () =>
        jsonResponse(
          activityPage([
            makeActivityItem({
              subject: { type: 'comment', id: ids.comment, title: 'Order the tiles' },
              action: 'commented',
              changes: [],
            }),
            makeActivityItem({
              subject: { type: 'project', id: ids.project, title: 'Bathroom refit' },
              action: 'created',
              changes: [],
              taskId: null,
            }),
          ]),
        ),
      [`GET ${taskActivityApi}`]: () => jsonResponse(activityPage([])),
    });
    const region = await screen.findByRole('region', { name: 'Activity' }, firstLoad);
    const list = await within(region).findByRole('list', { name: 'Project activity' });
    const [comment, created] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    // The project's own page does not lead to itself.
    expect(within(created).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(comment).getByRole('link', { name: 'Order the tiles' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order the tiles' }, firstLoad),
    ).toBeVisible();
  });
});
