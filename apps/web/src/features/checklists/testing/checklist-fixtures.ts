import type {
  Checklist,
  ChecklistInput,
  ChecklistItem,
  ChecklistItemUpdate,
} from '@groundwork/shared/checklists/schemas';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { MemberRole } from '@groundwork/shared/permissions/roles';
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
  task: 'aaaaaaaa-0000-4000-8000-000000000001',
  owner: '44444444-4444-4444-8444-444444444444',
  contractor: '55555555-5555-4555-8555-555555555555',
  walkThrough: 'c0c0c0c0-0000-4000-8000-000000000001',
  punchList: 'c0c0c0c0-0000-4000-8000-000000000002',
};

const contractor = {
  id: ids.contractor,
  name: 'Cole Contractor',
  phoneNumber: '+15550002222',
};

/** The id the server gives its `n`th new checklist or item of a test. */
export const newChecklistId = (n: number) =>
  `c1c1c1c1-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const newItemId = (n: number) => `d1d1d1d1-0000-4000-8000-${String(n).padStart(12, '0')}`;
const itemId = (checklist: number, n: number) =>
  `e${checklist}e${checklist}e${checklist}e${checklist}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeItem(overrides: Partial<ChecklistItem> = {}): ChecklistItem {
  return {
    id: itemId(1, 1),
    checklistId: ids.walkThrough,
    text: 'Outlets covered',
    done: false,
    doneBy: null,
    doneAt: null,
    assigneeId: null,
    dueDate: null,
    position: 0,
    ...overrides,
  };
}

/** A checklist of items with these texts, in order, none ticked. */
export function makeChecklist(
  overrides: Partial<Checklist> = {},
  texts: string[] = ['Outlets covered', 'Caulk done', 'Keys handed over'],
): Checklist {
  const id = overrides.id ?? ids.walkThrough;
  const number = id === ids.punchList ? 2 : 1;
  return {
    id,
    taskId: ids.task,
    title: 'Final walk-through',
    position: 0,
    items: texts.map((text, position) =>
      makeItem({ id: itemId(number, position + 1), checklistId: id, text, position }),
    ),
    ...overrides,
  };
}

/** The id of a checklist's item by its text. */
export function itemIdOf(checklists: Checklist[], text: string): string {
  const item = checklists.flatMap((checklist) => checklist.items).find((it) => it.text === text);
  if (!item) throw new Error(`no item ${text}`);
  return item.id;
}

function member(user: WorkspaceMember['user'], role: MemberRole, isOwner = false): WorkspaceMember {
  return {
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${user.id.slice(-12)}`,
    userId: user.id,
    role,
    status: 'active',
    isOwner,
    invitedAt: CREATED_AT,
    joinedAt: CREATED_AT,
    user,
  };
}

/** The workspace as the signed-in user, holding `role`, sees it. */
function makeWorkspaceDetail(role: MemberRole): WorkspaceDetail {
  const isOwner = role === 'admin';
  const owner = { id: ids.owner, name: 'Olive Owner', phoneNumber: '+15550001111' };
  return {
    id: ids.workspace,
    name: 'Acme Build',
    description: null,
    ownerId: isOwner ? signedInUser.id : ids.owner,
    isOwner,
    role,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    members: [
      member(signedInUser, role, isOwner),
      ...(isOwner ? [] : [member(owner, 'admin', true)]),
      member(contractor, 'contractor'),
    ],
  };
}

/** The project, with the signed-in user and the contractor on its team. */
function makeProject(): Project {
  return {
    id: ids.project,
    workspaceId: ids.workspace,
    name: 'Roof repair',
    description: null,
    type: 'Renovation',
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
    createdBy: ids.owner,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    assignments: [
      { userId: signedInUser.id, role: 'contractor', user: signedInUser },
      { userId: ids.contractor, role: 'contractor', user: contractor },
    ],
  };
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: ids.task,
    title: 'Hand over the house',
    description: null,
    status: 'in_progress',
    priority: 'medium',
    dueDate: null,
    amount: null,
    transactionType: null,
    assignedTo: ids.contractor,
    assignee: contractor,
    projectId: ids.project,
    projectName: 'Roof repair',
    workspaceId: ids.workspace,
    createdBy: ids.owner,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    checklist: { done: 0, total: 0 },
    labels: [],
    ...overrides,
  };
}

const progressOf = (checklists: Checklist[]) => {
  const items = checklists.flatMap((checklist) => checklist.items);
  return { done: items.filter((item) => item.done).length, total: items.length };
};

const taskPagePath = `/workspaces/${ids.workspace}/projects/${ids.project}/tasks/${ids.task}`;
const projectTasksPath = `/workspaces/${ids.workspace}/projects/${ids.project}/tasks`;
export const checklistsApi = `/api/tasks/${ids.task}/checklists`;

/** The first find of a test waits for the page's lazy chunks as well. */
export const firstLoad = { timeout: 20_000 };

type Routes = Parameters<typeof stubApi>[0];

/** Places renumbered 0..n-1 after `moved` has gone to `position` (past the end: last). */
function placed<T extends { id: string; position: number }>(
  list: T[],
  moved: T,
  position: number,
): T[] {
  const others = list.filter((entry) => entry.id !== moved.id);
  others.splice(Math.min(position, others.length), 0, moved);
  return others.map((entry, index) => ({ ...entry, position: index }));
}

const NEW_IDS = 10;
const bodyOf = <T>(init: RequestInit) => JSON.parse(String(init.body)) as T;

/**
 * A server that keeps a task's checklists as the real one does: new ones and new items go last,
 * a position moves one among its siblings, deletes remove, a tick sets `done`; the task's answer
 * carries the totals. `checklists` is read at each call, so a test may change it meanwhile.
 */
function checklistServer(initial: Checklist[]) {
  const state = { checklists: initial, createdChecklists: 0, createdItems: 0 };
  const editItem = (id: string, edit: (item: ChecklistItem) => ChecklistItem) => {
    state.checklists = state.checklists.map((checklist) => ({
      ...checklist,
      items: checklist.items.map((item) => (item.id === id ? edit(item) : item)),
    }));
  };
  const findItem = (id: string) =>
    state.checklists.flatMap((checklist) => checklist.items).find((item) => item.id === id);
  const checklistIds = [
    ...initial.map((checklist) => checklist.id),
    ...Array.from({ length: NEW_IDS }, (_, n) => newChecklistId(n + 1)),
  ];
  const itemIds = [
    ...initial.flatMap((checklist) => checklist.items.map((item) => item.id)),
    ...Array.from({ length: NEW_IDS }, (_, n) => newItemId(n + 1)),
  ];

  const routes: Routes = {
    [`GET /api/tasks/${ids.task}`]: () =>
      jsonResponse(makeTask({ checklist: progressOf(state.checklists) })),
    [`GET ${checklistsApi}`]: () => jsonResponse(state.checklists),
    [`POST ${checklistsApi}`]: (init) => {
      const { title } = bodyOf<ChecklistInput>(init);
      state.createdChecklists += 1;
      const checklist = makeChecklist(
        {
          id: newChecklistId(state.createdChecklists),
          title,
          position: state.checklists.length,
        },
        [],
      );
      state.checklists = [...state.checklists, checklist];
      return jsonResponse(checklist, 201);
    },
  };
  for (const id of checklistIds) {
    routes[`PUT /api/checklists/${id}`] = (init) => {
      const { title, position } = bodyOf<{ title?: string; position?: number }>(init);
      const checklist = state.checklists.find((kept) => kept.id === id);
      if (!checklist) return jsonResponse({ error: 'Checklist not found', code: 'NOT_FOUND' }, 404);
      const updated = { ...checklist, title: title ?? checklist.title };
      state.checklists =
        position === undefined
          ? state.checklists.map((kept) => (kept.id === id ? updated : kept))
          : placed(state.checklists, updated, position);
      return jsonResponse(state.checklists.find((kept) => kept.id === id));
    };
    routes[`DELETE /api/checklists/${id}`] = () => {
      state.checklists = state.checklists.filter((kept) => kept.id !== id);
      return jsonResponse({ success: true });
    };
    routes[`POST /api/checklists/${id}/items`] = (init) => {
      const { text } = bodyOf<{ text: string }>(init);
      state.createdItems += 1;
      const checklist = state.checklists.find((kept) => kept.id === id);
      const item = makeItem({
        id: newItemId(state.createdItems),
        checklistId: id,
        text,
        position: checklist?.items.length ?? 0,
      });
      state.checklists = state.checklists.map((kept) =>
        kept.id === id ? { ...kept, items: [...kept.items, item] } : kept,
      );
      return jsonResponse(item, 201);
    };
  }
  for (const id of itemIds) {
    routes[`PUT /api/checklist-items/${id}`] = (init) => {
      const { position, ...changes } = bodyOf<ChecklistItemUpdate>(init);
      const item = findItem(id);
      if (!item) return jsonResponse({ error: 'Checklist item not found', code: 'NOT_FOUND' }, 404);
      editItem(
        id,
        (kept) =>
          ({
            ...kept,
            ...changes,
            ...(changes.done === true && { doneBy: signedInUser.id, doneAt: CREATED_AT }),
            ...(changes.done === false && { doneBy: null, doneAt: null }),
          }) as ChecklistItem,
      );
      if (position !== undefined) {
        state.checklists = state.checklists.map((checklist) => {
          const moved = checklist.items.find((kept) => kept.id === id);
          return moved
            ? { ...checklist, items: placed(checklist.items, moved, position) }
            : checklist;
        });
      }
      return jsonResponse(findItem(id));
    };
    routes[`DELETE /api/checklist-items/${id}`] = () => {
      state.checklists = state.checklists.map((checklist) => ({
        ...checklist,
        items: checklist.items.filter((item) => item.id !== id),
      }));
      return jsonResponse({ success: true });
    };
  }
  return { state, routes };
}

/**
 * The app at `path` for the signed-in user of the fetch stubs, holding `role` in the workspace (on
 * the project's team), with the answers every page of the project asks for, and `routes`.
 */
function openSignedIn(path: string, role: MemberRole, routes: Routes) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({
    'GET /api/auth/me': () => jsonResponse(meResponse),
    'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
    [`GET /api/workspaces/${ids.workspace}`]: () => jsonResponse(makeWorkspaceDetail(role)),
    [`GET /api/projects/${ids.project}`]: () => jsonResponse(makeProject()),
    'GET /api/projects': (_init, url) => pagedAnswer([makeProject()], url),
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

/**
 * The task page for a person holding `role` (the task is someone else's), over a checklist
 * server holding `checklists`. `routes` replaces any answer.
 */
export function openTaskPage(role: MemberRole, checklists: Checklist[], routes: Routes = {}) {
  const server = checklistServer(checklists);
  const view = openSignedIn(taskPagePath, role, {
    [`GET /api/tasks/${ids.task}/comments`]: (_init, url) => pagedAnswer([], url),
    [`GET /api/tasks/${ids.task}/comments/count`]: () => jsonResponse({ count: 0 }),
    [`GET /api/workspaces/${ids.workspace}/checklist-templates`]: () => jsonResponse([]),
    ...server.routes,
    ...routes,
  });
  return { ...view, server: server.state };
}

/** The project's task list (a `view` of it) for a manager, the project holding `tasks`. */
export function openProjectTasks(tasks: Task[], view: 'grid' | 'board') {
  return openSignedIn(`${projectTasksPath}?view=${view}`, 'admin', {
    'GET /api/tasks': (_init, url) =>
      pagedAnswer(
        tasks.filter((task) => {
          const status = url.searchParams.get('status');
          return status === null || status === task.status;
        }),
        url,
      ),
    'GET /api/tasks/metrics': () => jsonResponse(taskMetrics(tasks, new Date())),
  });
}

/** The calls made to `METHOD /path`, each with its parsed body and its headers. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([, init]) => ({
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}

/** Loads the lazily imported task page, the section's content and its dialogs once per file. */
export async function loadChecklistChunks(): Promise<void> {
  await Promise.all([
    import('../../../app/task-detail-route'),
    import('../components/checklists-content'),
    import('../components/checklist-form-dialog'),
    import('../components/checklist-item-dialog'),
    import('../../../components/ui/confirm-dialog'),
    import('../../../app/shell/app-shell'),
  ]);
}
