import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagedAnswer } from '../test/paged-answer';
import { jsonResponse } from '../test/fetch';
import {
  callsTo,
  firstLoad,
  fourNotifications,
  ids,
  loadNotificationChunks,
  openSignedIn,
} from '../features/notifications/testing/fixtures';

const workspacePath = `/workspaces/${ids.workspace}`;
const projectTasksPath = `${workspacePath}/projects/${ids.project}/tasks`;

describe('the workspace detail Notifications tab', () => {
  beforeAll(loadNotificationChunks, 60_000);

  it("counts the workspace's unread notifications on the tab and leads each to its task or project", async () => {
    const { user, router, fetchMock } = openSignedIn(workspacePath, {
      'GET /api/projects': () => jsonResponse({ projects: [] }),
      'GET /api/notifications/unread-count': (init) =>
        jsonResponse({ count: new Headers(init.headers).get('X-Workspace-ID') ? 2 : 5 }),
      'GET /api/notifications': (_init, url) => pagedAnswer(fourNotifications(), url),
      [`PUT /api/notifications/${ids.assignment}/read`]: () => jsonResponse(fourNotifications()[0]),
    });
    const tab = await screen.findByRole('tab', { name: 'Notifications 2' }, firstLoad);
    // The header's bell counts every workspace.
    expect(screen.getByRole('link', { name: 'Notifications, 5 unread' })).toBeVisible();
    expect(
      callsTo(fetchMock, 'GET', '/api/notifications/unread-count').map((query) =>
        query.get('workspaceId'),
      ),
    ).toEqual(expect.arrayContaining([ids.workspace, null]));

    await user.click(tab);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(callsTo(fetchMock, 'GET', '/api/notifications')[0]?.get('workspaceId')).toBe(
      ids.workspace,
    );
    const link = (name: string) =>
      within(within(list).getByRole('listitem', { name })).queryByRole('link', { name });
    const row = (name: string) => within(list).getByRole('listitem', { name });
    expect(link('New comment')).toHaveAttribute('href', `${projectTasksPath}/${ids.task}`);
    expect(link('Project updated')).toHaveAttribute('href', projectTasksPath);
    // Without a project it leads nowhere.
    expect(link('Workspace invitation')).not.toBeInTheDocument();

    await user.click(within(row('New task assigned')).getByRole('link'));
    expect(router.state.location.pathname).toBe(`${projectTasksPath}/${ids.task}`);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', `/api/notifications/${ids.assignment}/read`)).toHaveLength(
        1,
      ),
    );
  });
});
