import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { LIVE_EVENT_RETENTION_MS } from '@groundwork/shared/notifications/constants';
import { taskAssignmentNotificationText } from '@groundwork/shared/tasks/rules';
import type { LiveChange } from '@groundwork/shared/live-updates/live-updates';
import { pagedAnswer } from '../test/paged-answer';
import { jsonResponse } from '../test/fetch';
import {
  callsTo,
  firstLoad,
  ids,
  liveStream,
  loadNotificationChunks,
  makeNotification,
  openSignedIn,
} from '../features/notifications/testing/fixtures';
import { applyLiveMessage, startLiveUpdates, staleKeysOf } from './live-updates';

const workspacePath = `/workspaces/${ids.workspace}`;
const bell = (count: number) =>
  screen.getByRole('link', { name: `Notifications, ${count} unread` });

function change(overrides: Partial<LiveChange>): LiveChange {
  return {
    type: 'task.updated',
    subject: 'task',
    workspaceId: ids.workspace,
    projectId: ids.project,
    taskId: ids.task,
    actorId: null,
    ...overrides,
  };
}

/** No projects, as a page (the projects tab's request) or as the whole list (others'). */
const noProjects = (_init: RequestInit, url: URL) =>
  jsonResponse(url.searchParams.has('limit') ? { items: [], nextCursor: null } : { projects: [] });

describe('live updates', () => {
  beforeAll(loadNotificationChunks, 60_000);

  it('shows a toast for a new notification, counts it on the bell and lists it', async () => {
    const stream = liveStream();
    let notifications: ReturnType<typeof makeNotification>[] = [];
    let unread = 0;
    openSignedIn(`${workspacePath}?tab=notifications`, {
      'GET /api/events': stream.route,
      'GET /api/projects': () => jsonResponse({ projects: [] }),
      'GET /api/notifications': (_init, url) => pagedAnswer(notifications, url),
      'GET /api/notifications/unread-count': () => jsonResponse({ count: unread }),
    });
    await screen.findByText(/^No notifications yet/, {}, firstLoad);
    expect(bell(0)).toHaveAttribute('href', `${workspacePath}/notifications`);
    // No badge at 0.
    expect(bell(0)).not.toHaveTextContent(/\d/);
    await waitFor(() => expect(stream.connections).toBe(1));

    // The count the stream sends is shown as it is, without asking the server.
    stream.send('unread-count', { count: 7 });
    await waitFor(() => expect(bell(7)).toHaveTextContent('7'));

    notifications = [makeNotification()];
    unread = 1;
    stream.send('notification', makeNotification());
    stream.send('unread-count', { count: 1 });
    expect(await screen.findByText('You were assigned "Order shingles"')).toBeVisible();
    await waitFor(() => expect(bell(1)).toHaveTextContent('1'));
    expect(await screen.findByRole('listitem', { name: 'New task assigned' })).toBeVisible();
  });

  it("leads from the task and project a notification's toast names to their pages", async () => {
    const stream = liveStream();
    const { user, router } = openSignedIn(`${workspacePath}?tab=notifications`, {
      'GET /api/events': stream.route,
      'GET /api/projects': () => jsonResponse({ projects: [] }),
      'GET /api/notifications': (_init, url) => pagedAnswer([], url),
    });
    await screen.findByText(/^No notifications yet/, {}, firstLoad);
    await waitFor(() => expect(stream.connections).toBe(1));

    stream.send(
      'notification',
      makeNotification(taskAssignmentNotificationText('Order shingles', 'Roof repair', 'Grace')),
    );
    const task = await screen.findByRole('link', { name: 'Order shingles' });
    const toast = task.closest('[data-sonner-toast]') as HTMLElement;
    expect(toast).toHaveTextContent('Grace assigned you "Order shingles" in "Roof repair"');
    expect(within(toast).getByRole('link', { name: 'Roof repair' })).toHaveAttribute(
      'href',
      `${workspacePath}/projects/${ids.project}`,
    );
    const taskPath = `${workspacePath}/projects/${ids.project}/tasks/${ids.task}`;
    expect(task).toHaveAttribute('href', taskPath);

    // From the keyboard: a pointer on a toast starts Sonner's swipe, which jsdom cannot do.
    task.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(taskPath));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    // The page moved inside the app: the live connection is the same one.
    expect(stream.connections).toBe(1);
  });

  it('refetches what another person changed', async () => {
    const stream = liveStream();
    const { fetchMock } = openSignedIn(workspacePath, {
      'GET /api/events': stream.route,
      'GET /api/projects': noProjects,
      'GET /api/notifications': (_init, url) => pagedAnswer([], url),
    });
    await screen.findByText(/^No projects yet/, {}, firstLoad);
    await waitFor(() => expect(stream.connections).toBe(1));
    const projectFetches = callsTo(fetchMock, 'GET', '/api/projects').length;
    const workspaceFetches = callsTo(fetchMock, 'GET', `/api/workspaces/${ids.workspace}`).length;

    stream.send('change', change({ type: 'project.updated', subject: 'project', taskId: null }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/projects').length).toBeGreaterThan(projectFetches),
    );
    stream.send('change', change({ type: 'member.joined', subject: 'member', projectId: null }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', `/api/workspaces/${ids.workspace}`).length).toBeGreaterThan(
        workspaceFetches,
      ),
    );
  });

  it('refetches every answer on screen, names included, when someone is renamed', async () => {
    const stream = liveStream();
    const { fetchMock } = openSignedIn(workspacePath, {
      'GET /api/events': stream.route,
      'GET /api/projects': noProjects,
      'GET /api/notifications': (_init, url) => pagedAnswer([], url),
    });
    await screen.findByText(/^No projects yet/, {}, firstLoad);
    await waitFor(() => expect(stream.connections).toBe(1));
    const before = (path: string) => callsTo(fetchMock, 'GET', path).length;
    const projectFetches = before('/api/projects');
    const workspaceFetches = before(`/api/workspaces/${ids.workspace}`);
    const meFetches = before('/api/auth/me');

    stream.send(
      'change',
      change({
        type: 'user.renamed',
        subject: 'user',
        workspaceId: null,
        projectId: null,
        taskId: null,
      }),
    );
    await waitFor(() => {
      expect(before('/api/projects')).toBeGreaterThan(projectFetches);
      expect(before(`/api/workspaces/${ids.workspace}`)).toBeGreaterThan(workspaceFetches);
      expect(before('/api/auth/me')).toBeGreaterThan(meFetches);
    });
  });

  it('signs the person out when the stream refuses the session', async () => {
    let sessionValid = true;
    const { router } = openSignedIn(workspacePath, {
      'GET /api/auth/me': () =>
        sessionValid
          ? jsonResponse({
              user: {
                id: '6f1c2a9e-0b6a-4f7e-9d1e-3c5b8a7d2e10',
                name: 'Ada',
                phoneNumber: '+15551234567',
              },
              session: {
                id: '0b7e5c1d-2f3a-4b6c-8d9e-1a2b3c4d5e6f',
                createdAt: '2026-01-01T00:00:00.000Z',
                expiresAt: '2026-02-01T00:00:00.000Z',
              },
            })
          : jsonResponse({ error: 'Invalid or expired session', code: 'UNAUTHENTICATED' }, 401),
      'GET /api/events': () => {
        sessionValid = false;
        return jsonResponse({ error: 'Invalid or expired session', code: 'UNAUTHENTICATED' }, 401);
      },
      'GET /api/projects': () => jsonResponse({ projects: [] }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), firstLoad);
  });

  it('leaves the bell without a link while no workspace is selected', async () => {
    openSignedIn('/pledges', {
      'GET /api/notifications/unread-count': () => jsonResponse({ count: 2 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'My Pledges' }, firstLoad);
    const banner = screen.getByRole('banner');
    await within(banner).findByText('Notifications, 2 unread');
    expect(within(banner).queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

describe('what a change makes stale', () => {
  it.each([
    ['task', [['tasks'], ['projects'], ['dashboard']]],
    ['comment', [['comments', ids.task]]],
    [
      'checklist',
      [
        ['checklists', 'task', ids.task],
        ['tasks', 'list'],
        ['tasks', 'detail', ids.task],
      ],
    ],
    ['checklist-template', [['checklist-templates', ids.workspace]]],
    [
      'label',
      [
        ['labels', ids.workspace],
        ['tasks', 'list'],
        ['tasks', 'detail'],
        ['tasks', 'metrics'],
      ],
    ],
    ['file', [['files']]],
    ['project', [['projects'], ['dashboard'], ['tasks']]],
    ['member', [['workspaces'], ['projects'], ['tasks']]],
    ['workspace', [['workspaces']]],
    ['venture', [['ventures'], ['pledges', 'mine'], ['projects'], ['workspaces']]],
    ['user', [[]]],
  ] as const)('a %s change', (subject, keys) => {
    expect(staleKeysOf(change({ subject }))).toEqual(keys);
  });

  it('every comment list when the change names no task', () => {
    expect(staleKeysOf(change({ subject: 'comment', taskId: null }))).toEqual([['comments']]);
  });

  it("every workspace's labels when a label change names no workspace", () => {
    expect(staleKeysOf(change({ subject: 'label', workspaceId: null }))[0]).toEqual(['labels']);
  });

  it('every checklist and task when a checklist change names no task', () => {
    expect(staleKeysOf(change({ subject: 'checklist', taskId: null }))).toEqual([
      ['checklists'],
      ['tasks'],
    ]);
  });
});

describe('where the live connection starts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  /**
   * The stream's server: each connection's headers, kept open until the test ends, and how many
   * the client has opened and begun to read.
   */
  function stubStream() {
    const stream = { headers: [] as Record<string, string>[], read: 0 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        stream.headers.push(init.headers as Record<string, string>);
        const body = new ReadableStream(
          // Asked for only when the client reads, and never answered: the stream stays open.
          {
            pull: () => {
              stream.read++;
              return new Promise(() => undefined);
            },
          },
          { highWaterMark: 0 },
        );
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    return stream;
  }

  /** A screen showing the projects, fresh for a minute, and how often it asked the server. */
  async function projectsOnScreen(queryClient: QueryClient) {
    const queryFn = vi.fn(async () => ({ projects: [] }));
    const observer = new QueryObserver(queryClient, {
      queryKey: ['projects', 'list', ids.workspace],
      queryFn,
      staleTime: 60_000,
    });
    observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    return queryFn;
  }

  it('fetches what is on screen again when there is no event to resume from', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
    const stream = stubStream();
    const queryClient = new QueryClient();
    const queryFn = await projectsOnScreen(queryClient);

    const stop = startLiveUpdates(queryClient, null);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    expect(stream.headers[0]).not.toHaveProperty('Last-Event-ID');
    stop();
  });

  it('resumes after the event the device kept, and fetches nothing again', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
    const stream = stubStream();
    const queryClient = new QueryClient();
    const queryFn = await projectsOnScreen(queryClient);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const stop = startLiveUpdates(queryClient, { id: '42', seenAt: Date.now() - 60_000 });
    // Read from means opened: nothing was asked for again.
    await vi.waitFor(() => expect(stream.read).toBe(1));
    expect(stream.headers[0]?.['Last-Event-ID']).toBe('42');
    expect(invalidate).not.toHaveBeenCalled();
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shows no toast for a notification missed while the app was closed', async () => {
    const stream = liveStream();
    openSignedIn(`${workspacePath}?tab=notifications`, {
      'GET /api/events': stream.route,
      'GET /api/projects': () => jsonResponse({ projects: [] }),
      'GET /api/notifications': (_init, url) => pagedAnswer([], url),
      'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
    });
    await screen.findByText(/^No notifications yet/, {}, firstLoad);
    await waitFor(() => expect(stream.connections).toBe(1));

    const missed = makeNotification({
      message: 'Missed overnight',
      createdAt: new Date(Date.now() - 600 * 60_000).toISOString(),
    });
    stream.send('notification', missed);
    stream.send('notification', makeNotification({ message: 'Just now' }));
    expect(await screen.findByText('Just now')).toBeVisible();
    expect(screen.queryByText('Missed overnight')).toBeNull();
  });

  it('fetches what is on screen again when the server has no record of the kept event', async () => {
    const queryClient = new QueryClient();
    const queryFn = await projectsOnScreen(queryClient);
    applyLiveMessage(queryClient, { id: '3', event: 'resync', data: '{}' });
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });

  it('fetches again when the kept event is older than the server replays', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
    const stream = stubStream();
    const queryClient = new QueryClient();
    const queryFn = await projectsOnScreen(queryClient);

    const seenAt = Date.now() - LIVE_EVENT_RETENTION_MS - 1000;
    const stop = startLiveUpdates(queryClient, { id: '42', seenAt });
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    expect(stream.headers[0]).not.toHaveProperty('Last-Event-ID');
    stop();
  });
});
