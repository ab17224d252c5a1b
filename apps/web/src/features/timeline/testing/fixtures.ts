import type { InitialEntry } from 'react-router';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, meResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

// Noon UTC, so the printed day is the same in every time zone the tests may run in.
const CREATED_AT = '2026-03-02T12:00:00.000Z';

export const ids = {
  workspace: '11111111-1111-4111-8111-111111111111',
  roof: '22222222-2222-4222-8222-222222222222',
  kitchen: '33333333-3333-4333-8333-333333333333',
  owner: '44444444-4444-4444-8444-444444444444',
  shingles: 'aaaaaaaa-0000-4000-8000-000000000001',
  gutters: 'aaaaaaaa-0000-4000-8000-000000000002',
  tiles: 'aaaaaaaa-0000-4000-8000-000000000003',
};

/** A day of 2026 at noon UTC, as the API sends dates. */
export const day = (monthDay: string) => `2026-${monthDay}T12:00:00.000Z`;

export function makeWorkspaceDetail(role: 'admin' | 'project_manager' | 'contractor') {
  const isOwner = role === 'admin';
  const detail: WorkspaceDetail = {
    id: ids.workspace,
    name: 'Acme Build',
    description: null,
    ownerId: isOwner ? signedInUser.id : ids.owner,
    isOwner,
    role,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    members: [
      {
        id: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001',
        userId: signedInUser.id,
        role,
        status: 'active',
        isOwner,
        invitedAt: CREATED_AT,
        joinedAt: CREATED_AT,
        user: signedInUser,
      },
    ],
  };
  return detail;
}

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: ids.roof,
    workspaceId: ids.workspace,
    name: 'Roof repair',
    description: null,
    type: null,
    status: 'in_progress',
    startDate: day('05-04'),
    targetEndDate: day('06-26'),
    estimatedCost: null,
    totalInvestment: 0,
    progress: 40,
    isOverdue: false,
    health: 'healthy',
    taskCount: 2,
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
    id: ids.shingles,
    title: 'Order shingles',
    description: null,
    status: 'to_do',
    priority: 'medium',
    dueDate: day('05-13'),
    amount: null,
    transactionType: null,
    assignedTo: null,
    assignee: null,
    projectId: ids.roof,
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

/** Two projects: Roof repair (healthy, two dated tasks and one without) and an open Kitchen. */
export function sampleData() {
  return {
    projects: [
      makeProject(),
      makeProject({
        id: ids.kitchen,
        name: 'Kitchen',
        startDate: day('05-18'),
        targetEndDate: null,
        health: 'critical',
      }),
    ],
    tasks: [
      makeTask(),
      makeTask({
        id: ids.gutters,
        title: 'Fit gutters',
        status: 'in_progress',
        dueDate: day('05-20'),
      }),
      makeTask({ id: ids.tiles, title: 'Pick tiles', status: 'complete', dueDate: null }),
    ],
  };
}

type Routes = Parameters<typeof stubApi>[0];

/** The app opened at `entry` for the signed-in user of the fetch stubs, with these answers. */
export function openSignedIn(entry: InitialEntry, routes: Routes) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({
    'GET /api/auth/me': () => jsonResponse(meResponse),
    'GET /api/notifications': () => jsonResponse([]),
    'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
    ...routes,
  });
  return { ...renderApp(entry), fetchMock };
}

/** The calls made to `METHOD /path`, each with its parsed body. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}
