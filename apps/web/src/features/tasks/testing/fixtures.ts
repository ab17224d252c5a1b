import type { InitialEntry } from 'react-router';
import type { Comment } from '@groundwork/shared/comments/schemas';
import type { Label } from '@groundwork/shared/labels/schemas';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { Project } from '@groundwork/shared/projects/schemas';
import { taskMetrics } from '@groundwork/shared/tasks/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { WorkspaceDetail, WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, meResponse, signedInUser, stubApi } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import { renderApp } from '../../../test/render';

// Noon UTC, so the printed day is the same in every time zone the tests may run in.
const CREATED_AT = '2025-01-05T12:00:00.000Z';

export const ids = {
  workspace: '11111111-1111-4111-8111-111111111111',
  project: '22222222-2222-4222-8222-222222222222',
  otherProject: '33333333-3333-4333-8333-333333333333',
  taskA: 'aaaaaaaa-0000-4000-8000-000000000001',
  taskB: 'aaaaaaaa-0000-4000-8000-000000000002',
  taskC: 'aaaaaaaa-0000-4000-8000-000000000003',
  contractor: '44444444-4444-4444-8444-444444444444',
  commentMine: 'cccccccc-0000-4000-8000-000000000001',
  commentTheirs: 'cccccccc-0000-4000-8000-000000000002',
  electrical: 'e1e1e1e1-e1e1-4e1e-8e1e-e1e1e1e1e1e1',
  punchList: 'e2e2e2e2-e2e2-4e2e-8e2e-e2e2e2e2e2e2',
};

/** Two labels of the workspace, by name as the server lists them. */
export const electrical: Label = {
  id: ids.electrical,
  workspaceId: ids.workspace,
  name: 'Electrical',
  color: 'amber',
};
export const punchList: Label = {
  id: ids.punchList,
  workspaceId: ids.workspace,
  name: 'Punch list',
  color: 'red',
};

/** A label as a task answers it. */
export function onTask({ id, name, color }: Label) {
  return { id, name, color };
}

export const contractorUser = {
  id: ids.contractor,
  name: 'Cole Contractor',
  phoneNumber: '+15550002222',
};

function member(
  overrides: Partial<WorkspaceMember> & { user: WorkspaceMember['user'] },
): WorkspaceMember {
  return {
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${overrides.user.id.slice(-12)}`,
    userId: overrides.user.id,
    role: 'contractor',
    status: 'active',
    isOwner: false,
    invitedAt: CREATED_AT,
    joinedAt: CREATED_AT,
    ...overrides,
  };
}

export function makeWorkspaceDetail(overrides: Partial<WorkspaceDetail> = {}): WorkspaceDetail {
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
      member({ user: signedInUser, role: 'admin', isOwner: true }),
      member({ user: contractorUser }),
      member({
        user: {
          id: '55555555-5555-4555-8555-555555555555',
          name: 'Pending Pat',
          phoneNumber: '+15550003333',
        },
        status: 'pending',
      }),
    ],
    ...overrides,
  };
}

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: ids.project,
    workspaceId: ids.workspace,
    name: 'Roof repair',
    description: 'New shingles and flashing',
    type: 'Renovation',
    status: 'in_progress',
    startDate: null,
    targetEndDate: null,
    estimatedCost: 5000,
    totalInvestment: 0,
    progress: 0,
    isOverdue: false,
    health: 'healthy',
    taskCount: 3,
    completedTaskCount: 0,
    createdBy: signedInUser.id,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    assignments: [],
    ...overrides,
  };
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: ids.taskA,
    title: 'Order shingles',
    description: 'Forty bundles of architectural shingles',
    status: 'to_do',
    priority: 'high',
    dueDate: null,
    amount: 1250,
    transactionType: 'Material',
    assignedTo: contractorUser.id,
    assignee: contractorUser,
    projectId: ids.project,
    projectName: 'Roof repair',
    workspaceId: ids.workspace,
    createdBy: signedInUser.id,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    checklist: { done: 0, total: 0 },
    labels: [],
    ...overrides,
  };
}

export const threeTasks = (): Task[] => [
  makeTask(),
  makeTask({
    id: ids.taskB,
    title: 'Hire roofer',
    status: 'in_progress',
    priority: 'medium',
    amount: null,
    transactionType: null,
    assignedTo: null,
    assignee: null,
  }),
  makeTask({
    id: ids.taskC,
    title: 'Final inspection',
    status: 'complete',
    priority: 'low',
    amount: null,
  }),
];

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: ids.commentMine,
    taskId: ids.taskA,
    content: 'Bundles arrive Tuesday.',
    userId: signedInUser.id,
    author: signedInUser,
    createdAt: CREATED_AT,
    updatedAt: null,
    mentions: [],
    ...overrides,
  };
}

export const projectTasksPath = `/workspaces/${ids.workspace}/projects/${ids.project}/tasks`;
export const taskDetailPath = `${projectTasksPath}/${ids.taskA}`;

/** The first find of a test waits for the page's lazy chunk as well. */
export const firstLoad = { timeout: 20_000 };

type Routes = Parameters<typeof stubApi>[0];
type Route = Routes[string];

/**
 * The tasks the request's filters (project, status, priority, assignee, every label) keep, as the
 * server's.
 */
function narrowedBy(url: URL, tasks: Task[]): Task[] {
  const filters = ['projectId', 'status', 'priority', 'assignedTo'] as const;
  const labelIds = url.searchParams.getAll('labelId');
  return tasks.filter(
    (task) =>
      filters.every((name) => {
        const wanted = url.searchParams.get(name);
        return wanted === null || task[name] === wanted;
      }) && labelIds.every((labelId) => task.labels.some((label) => label.id === labelId)),
  );
}

/**
 * GET /api/tasks as the server answers it, filtered: the whole list, or with `limit` a page of
 * it after `cursor` (here `after-<index>`, opaque to the app). `tasks` may change between calls.
 */
export function tasksRoute(tasks: Task[] | (() => Task[])): Route {
  return (_init, url) => {
    const all = narrowedBy(url, typeof tasks === 'function' ? tasks() : tasks);
    const limit = url.searchParams.get('limit');
    if (limit === null) return jsonResponse(all);
    const start = Number(url.searchParams.get('cursor')?.replace('after-', '') ?? 0);
    const end = start + Number(limit);
    return jsonResponse({
      items: all.slice(start, end),
      nextCursor: end < all.length ? `after-${end}` : null,
    });
  };
}

/**
 * GET /api/tasks/metrics as the server answers it: the counts of `tasks` (of the asked project,
 * when one is), as of now. `tasks` may change between calls.
 */
export function metricsRoute(tasks: Task[] | (() => Task[])): Route {
  return (_init, url) => {
    const all = typeof tasks === 'function' ? tasks() : tasks;
    return jsonResponse(taskMetrics(narrowedBy(url, all), new Date()));
  };
}

/** The requests for a whole task list at once (GET /api/tasks without `limit`). */
export function wholeListCalls(fetchMock: ReturnType<typeof stubApi>) {
  return callsTo(fetchMock, 'GET', '/api/tasks').filter(({ query }) => !query.has('limit'));
}

/** `count` tasks of the project, "Task 1" the newest, each with its own id. */
export function manyTasks(count: number): Task[] {
  return Array.from({ length: count }, (_, index) =>
    makeTask({
      id: `dddddddd-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      title: `Task ${index + 1}`,
    }),
  );
}

export const workspaceLabelsPath = `/api/workspaces/${ids.workspace}/labels`;

/** The workspace and project answers every task page asks for (a workspace without labels). */
export function contextRoutes(workspace = makeWorkspaceDetail()): Routes {
  return {
    [`GET /api/workspaces/${ids.workspace}`]: () => jsonResponse(workspace),
    [`GET ${workspaceLabelsPath}`]: () => jsonResponse([]),
    [`GET /api/projects/${ids.project}`]: () => jsonResponse(makeProject()),
    'GET /api/projects': (_init, url) => pagedAnswer([makeProject()], url),
  };
}

/** The app opened at `entry` for the signed-in user of the fetch stubs, with these answers. */
export function openSignedIn(entry: InitialEntry, routes: Routes) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({
    'GET /api/auth/me': () => jsonResponse(meResponse),
    ...contextRoutes(),
    'GET /api/tasks/metrics': metricsRoute([]),
    ...routes,
  });
  return { ...renderApp(entry), fetchMock };
}

/** The calls made to `METHOD /path`, each with its query and parsed body. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([input, init]) => ({
      query: new URL(String(input), 'http://localhost').searchParams,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}

/**
 * Loads the lazily imported task pages and the board once before a file's tests, so the first
 * test does not spend its time budget compiling them.
 */
export async function loadTaskChunks(): Promise<void> {
  await Promise.all([
    import('../pages/project-tasks-page'),
    import('../pages/workspace-tasks-page'),
    import('../pages/task-detail-page'),
    import('../components/task-board'),
    import('../components/task-form-dialog'),
    import('../components/task-label-filter'),
    import('../../../app/shell/app-shell'),
  ]);
}
