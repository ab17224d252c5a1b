import type { InitialEntry } from 'react-router';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { Notification } from '@groundwork/shared/notifications/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, meResponse, signedInUser, stubApi } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderApp } from '../../../test/render';

export const ids = {
  workspace: '11111111-1111-4111-8111-111111111111',
  project: '22222222-2222-4222-8222-222222222222',
  task: '33333333-3333-4333-8333-333333333333',
  assignment: 'aaaaaaaa-0000-4000-8000-000000000001',
  comment: 'aaaaaaaa-0000-4000-8000-000000000002',
  projectUpdate: 'aaaaaaaa-0000-4000-8000-000000000003',
  invite: 'aaaaaaaa-0000-4000-8000-000000000004',
};

const workspaceDetail: WorkspaceDetail = {
  id: ids.workspace,
  name: 'Acme Build',
  description: null,
  ownerId: signedInUser.id,
  isOwner: true,
  role: 'admin',
  createdAt: '2025-01-05T12:00:00.000Z',
  updatedAt: '2025-01-05T12:00:00.000Z',
  members: [],
};

// Half a minute more, so the page's clock, read a moment before the answer is made, shows the
// whole minutes.
const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000 - 30_000).toISOString();

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: ids.assignment,
    type: 'task_assignment',
    title: 'New task assigned',
    message: 'You were assigned "Order shingles"',
    createdAt: minutesAgo(0),
    readAt: null,
    isRead: false,
    relatedId: ids.task,
    workspaceId: ids.workspace,
    projectId: ids.project,
    taskId: ids.task,
    ...overrides,
  };
}

const read = { readAt: minutesAgo(1), isRead: true };

/** Two unread and two read, in the server's order: unread first. */
export const fourNotifications = (): Notification[] => [
  makeNotification(),
  makeNotification({
    id: ids.comment,
    type: 'task_comment',
    title: 'New comment',
    message: 'Grace commented on "Order shingles"',
    createdAt: minutesAgo(5),
  }),
  makeNotification({
    id: ids.projectUpdate,
    type: 'project_update',
    title: 'Project updated',
    message: '',
    createdAt: minutesAgo(3 * 60),
    taskId: null,
    ...read,
  }),
  makeNotification({
    id: ids.invite,
    type: 'workspace_invite',
    title: 'Workspace invitation',
    message: 'You were invited to Harbor on Groundwork',
    createdAt: minutesAgo(2 * 24 * 60),
    projectId: null,
    taskId: null,
    ...read,
  }),
];

/**
 * GET /api/notifications as the server answers it (pages, only the unread ones when asked) and
 * GET /api/notifications/unread-count, both from `list`, which may change between calls.
 */
export function notificationsApi(list: () => Notification[]): Routes {
  const unread = () => list().filter((notification) => !notification.isRead);
  return {
    'GET /api/notifications': (_init, url) =>
      pagedAnswer(url.searchParams.get('unreadOnly') === 'true' ? unread() : list(), url),
    'GET /api/notifications/unread-count': () => jsonResponse({ count: unread().length }),
    'GET /api/notifications/count': (_init, url) =>
      jsonResponse({
        count: (url.searchParams.get('unreadOnly') === 'true' ? unread() : list()).length,
      }),
  };
}

export const notificationsPagePath = `/workspaces/${ids.workspace}/notifications`;

/** The first find of a test waits for the page's lazy chunk as well. */
export const firstLoad = { timeout: 20_000 };

type Routes = Parameters<typeof stubApi>[0];

/**
 * A stand-in for GET /api/events: each connection stays open, and `send` writes a message to
 * the newest one, as the server does.
 */
export function liveStream() {
  const encoder = new TextEncoder();
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];
  return {
    route: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            open.push(controller);
          },
        }),
        { headers: { 'Content-Type': 'text/event-stream' } },
      ),
    get connections() {
      return open.length;
    },
    send(event: string, data: unknown) {
      open.at(-1)?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
  };
}

/** The app opened at `entry` for the signed-in user of the fetch stubs, with these answers. */
export function openSignedIn(entry: InitialEntry, routes: Routes) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({
    'GET /api/auth/me': () => jsonResponse(meResponse),
    [`GET /api/workspaces/${ids.workspace}`]: () => jsonResponse(workspaceDetail),
    'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
    'GET /api/events': liveStream().route,
    ...routes,
  });
  return { ...renderApp(entry), fetchMock };
}

/** The calls made to `METHOD /path`, each with its query. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([input]) => new URL(String(input), 'http://localhost').searchParams);
}

/** Loads the lazily imported page and the shell once, so the first test is not slowed by them. */
export async function loadNotificationChunks(): Promise<void> {
  await Promise.all([
    import('../pages/notifications-page'),
    import('../../../app/shell/app-shell'),
    import('../../../app/workspace-detail-route'),
  ]);
}
