import type { InitialEntry } from 'react-router';
import type { ActivityItem, ActivityPage } from '@groundwork/shared/activity/schemas';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { WorkspaceDetail, WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, meResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

// Noon UTC, so the printed day is the same in every time zone the tests may run in.
const CREATED_AT = '2025-01-05T12:00:00.000Z';

export const ids = {
  workspace: '11111111-1111-4111-8111-111111111111',
  project: '22222222-2222-4222-8222-222222222222',
  task: '33333333-3333-4333-8333-333333333333',
  maria: '44444444-4444-4444-8444-444444444444',
  sam: '55555555-5555-4555-8555-555555555555',
  comment: '66666666-6666-4666-8666-666666666666',
  file: '77777777-7777-4777-8777-777777777777',
  venture: '88888888-8888-4888-8888-888888888888',
};

export const maria = { id: ids.maria, name: 'Maria' };
export const sam = { id: ids.sam, name: 'Sam' };

/** A time this many minutes before now, half a minute more so whole minutes print. */
export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000 - 30_000).toISOString();

let itemSequence = 0;

/**
 * An entry of the task's history: Maria moved it from To Do to In Progress two hours ago; the task
 * and its project still exist.
 */
export function makeActivityItem(overrides: Partial<ActivityItem> = {}): ActivityItem {
  itemSequence += 1;
  return {
    id: String(itemSequence),
    at: minutesAgo(120),
    actor: maria,
    subject: { type: 'task', id: ids.task, title: 'Order the tiles' },
    action: 'status_changed',
    changes: [{ field: 'status', from: 'to_do', to: 'in_progress' }],
    projectId: ids.project,
    taskId: ids.task,
    ...overrides,
  };
}

export function activityPage(
  items: ActivityItem[],
  nextCursor: string | null = null,
): ActivityPage {
  return { items, nextCursor };
}

function member(user: WorkspaceMember['user'], role: WorkspaceMember['role']): WorkspaceMember {
  return {
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${user.id.slice(-12)}`,
    userId: user.id,
    role,
    status: 'active',
    isOwner: role === 'admin',
    invitedAt: CREATED_AT,
    joinedAt: CREATED_AT,
    user,
  };
}

export function makeWorkspace(overrides: Partial<WorkspaceDetail> = {}): WorkspaceDetail {
  return {
    id: ids.workspace,
    name: 'Acme Build',
    description: null,
    ownerId: signedInUser.id,
    isOwner: true,
    role: 'admin',
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    members: [
      member(signedInUser, 'admin'),
      member({ ...sam, phoneNumber: '+15550002222' }, 'contractor'),
      member({ ...maria, phoneNumber: '+15550003333' }, 'project_manager'),
    ],
    ...overrides,
  };
}

function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: ids.project,
    workspaceId: ids.workspace,
    name: 'Bathroom refit',
    description: null,
    type: null,
    status: 'in_progress',
    startDate: null,
    targetEndDate: null,
    estimatedCost: null,
    totalInvestment: 0,
    progress: 0,
    isOverdue: false,
    health: 'healthy',
    taskCount: 1,
    completedTaskCount: 0,
    createdBy: signedInUser.id,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    assignments: [],
    ...overrides,
  };
}

function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: ids.task,
    title: 'Order the tiles',
    description: null,
    status: 'in_progress',
    priority: 'medium',
    dueDate: null,
    amount: null,
    transactionType: null,
    assignedTo: null,
    assignee: null,
    projectId: ids.project,
    projectName: 'Bathroom refit',
    workspaceId: ids.workspace,
    createdBy: signedInUser.id,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    checklist: { done: 0, total: 0 },
    labels: [],
    ...overrides,
  };
}

export const taskActivityApi = `/api/tasks/${ids.task}/activity`;
export const projectActivityApi = `/api/projects/${ids.project}/activity`;
export const workspaceActivityApi = `/api/workspaces/${ids.workspace}/activity`;
export const taskPagePath = `/workspaces/${ids.workspace}/projects/${ids.project}/tasks/${ids.task}`;
export const projectPagePath = `/workspaces/${ids.workspace}/projects/${ids.project}`;

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

/** The answers the signed-in shell and the task and project pages ask for besides activity. */
function pageRoutes(): Routes {
  return {
    'GET /api/auth/me': () => jsonResponse(meResponse),
    'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
    'GET /api/events': liveStream().route,
    [`GET /api/workspaces/${ids.workspace}`]: () => jsonResponse(makeWorkspace()),
    [`GET /api/projects/${ids.project}`]: () => jsonResponse(makeProject()),
    'GET /api/projects': () => jsonResponse({ projects: [makeProject()] }),
    [`GET /api/tasks/${ids.task}`]: () => jsonResponse(makeTask()),
    [`GET /api/tasks/${ids.task}/comments`]: () => jsonResponse([]),
    [`GET /api/files/task/${ids.task}`]: () => jsonResponse([]),
  };
}

/** The app opened at `entry` for the signed-in user of the fetch stubs, with these answers. */
export function openSignedIn(entry: InitialEntry, routes: Routes) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({ ...pageRoutes(), ...routes });
  return { ...renderApp(entry), fetchMock };
}

/** The query strings of the calls made to `GET path`, in order. */
export function queriesTo(fetchMock: ReturnType<typeof stubApi>, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === 'GET' && url.pathname === path)
    .map(({ url }) => url.searchParams);
}

/** An answer that never comes, for the loading state. */
export const pending = () => new Promise<Response>(() => {});

/** Loads the lazily imported pages once, so the first test does not wait for them. */
export async function loadActivityChunks(): Promise<void> {
  await Promise.all([
    import('../../../app/task-detail-route'),
    import('../../../app/project-detail-route'),
    import('../../../app/shell/app-shell'),
    import('../components/workspace-activity-tab'),
  ]);
}
