import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { taskMetrics } from '@groundwork/shared/tasks/rules';
import { jsonResponse } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import {
  callsTo,
  firstLoad,
  ids,
  loadTaskChunks,
  makeProject,
  makeTask,
  makeWorkspaceDetail,
  metricsRoute,
  openSignedIn,
  tasksRoute,
  threeTasks,
  wholeListCalls,
} from '../testing/fixtures';

const workspaceTasksPath = `/workspaces/${ids.workspace}/tasks`;

describe('Workspace tasks page', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('lists tasks across projects, naming each card’s project, and filters by project', async () => {
    const { user, router, fetchMock } = openSignedIn(workspaceTasksPath, {
      'GET /api/tasks': tasksRoute(threeTasks()),
      'GET /api/projects': (_init, url) =>
        pagedAnswer(
          [makeProject(), makeProject({ id: ids.otherProject, name: 'Kitchen refit' })],
          url,
        ),
    });
    const card = await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    expect(within(card).getByRole('link', { name: 'Roof repair' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/projects/${ids.project}/tasks`,
    );
    const filters = screen.getByRole('region', { name: 'Filters' });
    const project = within(filters).getByLabelText('Project');
    await waitFor(() =>
      expect(
        within(project)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All projects', 'Roof repair', 'Kitchen refit']),
    );
    await user.selectOptions(project, ids.otherProject);
    expect(router.state.location.search).toBe(`?project=${ids.otherProject}`);
    expect(within(filters).getByText('Project: Kitchen refit')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/tasks').some(
          ({ query }) => query.get('projectId') === ids.otherProject,
        ),
      ).toBe(true),
    );
    expect(screen.getByText('Every task in Acme Build you can see.')).toBeInTheDocument();
  });

  it("shows the workspace's counts from the server whatever the filters, never asking for the whole list", async () => {
    const tasks = [
      ...threeTasks(),
      makeTask({
        id: 'aaaaaaaa-0000-4000-8000-000000000009',
        title: 'Tile the kitchen',
        projectId: ids.otherProject,
        status: 'complete',
      }),
    ];
    const { fetchMock, user } = openSignedIn(workspaceTasksPath, {
      'GET /api/tasks': tasksRoute(tasks),
      'GET /api/tasks/metrics': metricsRoute(tasks),
    });
    const metrics = await screen.findByRole('region', { name: 'Task metrics' }, firstLoad);
    const tile = (title: string) => within(metrics).getByText(title).parentElement?.parentElement;
    const expected = taskMetrics(tasks, new Date());
    expect(tile('Total Tasks')).toHaveTextContent(String(expected.total));
    expect(tile('Completed')).toHaveTextContent(`${expected.completionRate}% complete`);
    const filters = screen.getByRole('region', { name: 'Filters' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'complete');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/tasks').some(
          ({ query }) => query.get('status') === 'complete',
        ),
      ).toBe(true),
    );
    expect(tile('Total Tasks')).toHaveTextContent(String(expected.total));
    const asked = callsTo(fetchMock, 'GET', '/api/tasks/metrics').map(({ query }) =>
      Object.fromEntries(query),
    );
    expect(asked).toEqual([{ workspaceId: ids.workspace }]);
    expect(wholeListCalls(fetchMock)).toEqual([]);
  });

  it('hides Edit and Delete from a contractor, who may still change a status', async () => {
    openSignedIn(workspaceTasksPath, {
      'GET /api/tasks': tasksRoute(threeTasks()),
      [`GET /api/workspaces/${ids.workspace}`]: () =>
        jsonResponse(makeWorkspaceDetail({ role: 'contractor', isOwner: false })),
    });
    const card = await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    await waitFor(() =>
      expect(within(card).getByRole('combobox', { name: 'Status' })).toBeEnabled(),
    );
    expect(within(card).queryByRole('button', { name: 'Edit task' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delete task' })).not.toBeInTheDocument();
  });
});
