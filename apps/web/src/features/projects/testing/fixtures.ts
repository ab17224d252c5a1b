import type { InitialEntry } from 'react-router';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { DAY_MS } from '@groundwork/shared/common/relative-time';
import type { DashboardMetrics } from '@groundwork/shared/dashboard/schemas';
import type { ProjectAssignment } from '@groundwork/shared/projects/schemas';
import type { WorkspaceDetail, WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { jsonResponse, meResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import type { ProjectView } from '../project-view';

// Noon UTC, so the printed day is the same in every time zone the tests may run in.
const CREATED_AT = '2025-01-05T12:00:00.000Z';
const UPDATED_AT = '2025-02-10T12:00:00.000Z';

export const ids = {
  workspace: '11111111-1111-4111-8111-111111111111',
  roof: '55555555-5555-4555-8555-555555555555',
  kitchen: '66666666-6666-4666-8666-666666666666',
  garden: '77777777-7777-4777-8777-777777777777',
  otherUser: '44444444-4444-4444-8444-444444444444',
};

/** A day `days` from now (negative: in the past), as the API sends dates. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

let userSequence = 0;

export function makeAssignment(overrides: Partial<ProjectAssignment> = {}): ProjectAssignment {
  userSequence += 1;
  return {
    userId: `aaaaaaaa-aaaa-4aaa-8aaa-${String(userSequence).padStart(12, '0')}`,
    role: 'contractor',
    user: { name: `Worker ${userSequence}`, phoneNumber: '+15550001111' },
    ...overrides,
  };
}

export function makeProject(overrides: Partial<ProjectView> = {}): ProjectView {
  return {
    id: ids.roof,
    workspaceId: ids.workspace,
    name: 'Roof repair',
    description: 'Replace the shingles on the north side',
    type: 'Renovation',
    status: 'in_progress',
    startDate: null,
    targetEndDate: null,
    estimatedCost: 10000,
    totalInvestment: 2500,
    progress: 50,
    taskCount: 4,
    completedTaskCount: 2,
    createdBy: signedInUser.id,
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
    assignments: [],
    ...overrides,
  };
}

export function makeMetrics(overrides: Partial<DashboardMetrics> = {}): DashboardMetrics {
  return {
    activeProjects: 2,
    totalProjects: 3,
    totalTasks: 8,
    completedTasks: 6,
    overdueTasks: 2,
    totalInvestment: 12000,
    estimatedCost: 10000,
    costVariance: 2000,
    ...overrides,
  };
}

export function makeMember(
  overrides: Partial<Omit<WorkspaceMember, 'user'>> & { user?: Partial<WorkspaceMember['user']> },
): WorkspaceMember {
  userSequence += 1;
  const suffix = String(userSequence).padStart(12, '0');
  const userId = overrides.userId ?? `cccccccc-cccc-4ccc-8ccc-${suffix}`;
  return {
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${suffix}`,
    role: 'contractor',
    status: 'active',
    isOwner: false,
    invitedAt: CREATED_AT,
    joinedAt: CREATED_AT,
    ...overrides,
    userId,
    user: { id: userId, name: null, phoneNumber: '+15550002222', ...overrides.user },
  };
}

/** The workspace as the signed-in user sees it: owner by default. */
export function makeWorkspace(
  overrides: Partial<WorkspaceDetail> = {},
  members: WorkspaceMember[] = [],
): WorkspaceDetail {
  return {
    id: ids.workspace,
    name: 'Acme Build',
    description: null,
    ownerId: signedInUser.id,
    isOwner: true,
    role: 'admin',
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
    members,
    ...overrides,
  } as WorkspaceDetail;
}

/** A contractor's view of the same workspace. */
export const contractorWorkspace = () =>
  makeWorkspace({ isOwner: false, role: 'contractor', ownerId: ids.otherUser });

type Routes = Parameters<typeof stubApi>[0];

/** The app opened at `entry` for the signed-in user of the fetch stubs, with these answers. */
export function openSignedIn(entry: InitialEntry, routes: Routes) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  const fetchMock = stubApi({ 'GET /api/auth/me': () => jsonResponse(meResponse), ...routes });
  return { ...renderApp(entry), fetchMock };
}

/** The calls made to `METHOD /path`, each with its query, parsed body and headers. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([input, init]) => ({
      query: Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}

/**
 * GET /api/projects as the server answers it: the whole list, or with `limit` a page of it after
 * `cursor` (here `after-<index>`, opaque to the app).
 */
export function projectsAnswer(projects: ProjectView[], url: URL): Response {
  const limit = url.searchParams.get('limit');
  if (limit === null) return jsonResponse({ projects });
  const start = Number(url.searchParams.get('cursor')?.replace('after-', '') ?? 0);
  const end = start + Number(limit);
  return jsonResponse({
    items: projects.slice(start, end),
    nextCursor: end < projects.length ? `after-${end}` : null,
  });
}

/** The route answering GET /api/projects with `projects`, which may change between calls. */
export function projectsRoute(projects: ProjectView[] | (() => ProjectView[])): Routes[string] {
  return (_init, url) =>
    projectsAnswer(typeof projects === 'function' ? projects() : projects, url);
}

export const projectsApi = '/api/projects';
export const metricsApi = '/api/dashboard/metrics';
export const workspaceApi = `/api/workspaces/${ids.workspace}`;
export const projectsPagePath = `/workspaces/${ids.workspace}/projects`;
