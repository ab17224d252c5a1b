import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDenialReasons } from '@groundwork/shared/permissions/can';
import { denialReasons } from '@groundwork/shared/permissions/capabilities';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { DashboardMetrics } from '@groundwork/shared/dashboard/schemas';
import { projectMessages } from '@groundwork/shared/projects/constants';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, insertProject, insertTasks } from '../../../test/project-factory';

/**
 * Every project and dashboard endpoint against every kind of caller (000 §6). Managing needs
 * project_manager or higher; a client or contractor sees only projects they are assigned to or
 * created; a non-member (outsider, pending invitee, revoked member) gets 404 so ids cannot be
 * probed.
 */
const actors = [
  'owner',
  'admin',
  'project_manager',
  'client_assigned',
  'client_unassigned',
  'client_creator',
  'contractor_assigned',
  'contractor_unassigned',
  'pending',
  'revoked',
  'outsider',
] as const;
type Actor = (typeof actors)[number];

/** Who sees the fixture's project. */
const seers: ReadonlySet<Actor> = new Set([
  'owner',
  'admin',
  'project_manager',
  'client_assigned',
  'client_creator',
  'contractor_assigned',
]);

interface Fixture {
  workspaceId: string;
  /** Assigned to the *_assigned callers; created by client_creator. */
  projectId: string;
  /** The same, archived. */
  archivedId: string;
  /** An active contractor, assigned to the project, to be assigned or removed. */
  targetUserId: string;
}

type Expectation = [status: number, error?: string];

const pmRequired: Expectation = [403, denialReasons.projectManagerRequired];
const projectHidden: Expectation = [403, accessDenialReasons.projectHidden];
const projectNotFound: Expectation = [404, projectMessages.notFound];
const workspaceNotFound: Expectation = [404, workspaceMessages.notFound];

interface Endpoint {
  name: string;
  request: (f: Fixture) => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  };
  expected: Record<Actor, Expectation>;
}

/** A call on one project: managers succeed, others who see it lack the role. */
const manageProject = (ok: number): Record<Actor, Expectation> => ({
  owner: [ok],
  admin: [ok],
  project_manager: [ok],
  client_assigned: pmRequired,
  client_unassigned: projectHidden,
  client_creator: pmRequired,
  contractor_assigned: pmRequired,
  contractor_unassigned: projectHidden,
  pending: projectNotFound,
  revoked: projectNotFound,
  outsider: projectNotFound,
});

const anyMember = (ok: number): Record<Actor, Expectation> => ({
  owner: [ok],
  admin: [ok],
  project_manager: [ok],
  client_assigned: [ok],
  client_unassigned: [ok],
  client_creator: [ok],
  contractor_assigned: [ok],
  contractor_unassigned: [ok],
  pending: workspaceNotFound,
  revoked: workspaceNotFound,
  outsider: workspaceNotFound,
});

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/projects',
    request: (f) => ({ method: 'GET', url: `/api/projects?workspaceId=${f.workspaceId}` }),
    expected: anyMember(200),
  },
  {
    name: 'POST /api/projects',
    request: (f) => ({
      method: 'POST',
      url: `/api/projects?workspaceId=${f.workspaceId}`,
      payload: { name: 'New', workspaceId: f.workspaceId },
    }),
    expected: {
      owner: [201],
      admin: [201],
      project_manager: [201],
      client_assigned: pmRequired,
      client_unassigned: pmRequired,
      client_creator: pmRequired,
      contractor_assigned: pmRequired,
      contractor_unassigned: pmRequired,
      pending: workspaceNotFound,
      revoked: workspaceNotFound,
      outsider: workspaceNotFound,
    },
  },
  {
    name: 'GET /api/projects/{id}',
    request: (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}` }),
    expected: {
      owner: [200],
      admin: [200],
      project_manager: [200],
      client_assigned: [200],
      client_unassigned: projectHidden,
      client_creator: [200],
      contractor_assigned: [200],
      contractor_unassigned: projectHidden,
      pending: projectNotFound,
      revoked: projectNotFound,
      outsider: projectNotFound,
    },
  },
  {
    name: 'PUT /api/projects/{id}',
    request: (f) => ({
      method: 'PUT',
      url: `/api/projects/${f.projectId}?workspaceId=${f.workspaceId}`,
      payload: { name: 'Renamed', status: 'complete' },
    }),
    expected: manageProject(200),
  },
  {
    name: 'DELETE /api/projects/{id}',
    request: (f) => ({ method: 'DELETE', url: `/api/projects/${f.projectId}` }),
    expected: manageProject(200),
  },
  {
    name: 'POST /api/projects/{id}/restore',
    request: (f) => ({ method: 'POST', url: `/api/projects/${f.archivedId}/restore` }),
    expected: manageProject(200),
  },
  {
    name: 'POST /api/projects/{id}/assignments',
    request: (f) => ({
      method: 'POST',
      url: `/api/projects/${f.projectId}/assignments`,
      payload: { userId: f.targetUserId, role: 'client' },
    }),
    expected: manageProject(200),
  },
  {
    name: 'DELETE /api/projects/{id}/assignments/{userId}',
    request: (f) => ({
      method: 'DELETE',
      url: `/api/projects/${f.projectId}/assignments/${f.targetUserId}`,
    }),
    expected: manageProject(200),
  },
  {
    name: 'GET /api/dashboard/metrics',
    request: (f) => ({ method: 'GET', url: `/api/dashboard/metrics?workspaceId=${f.workspaceId}` }),
    expected: anyMember(200),
  },
];

describe('project permission and visibility matrix', () => {
  let ctx: TestContext;
  const users = {} as Record<Actor | 'target', TestUser>;

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const actor of [...actors, 'target'] as const)
      users[actor] = await createUser(ctx, { name: actor });
  });
  afterAll(() => ctx.close());

  /**
   * A fresh workspace with one caller of every kind; a project (and an archived twin) created by
   * the client_creator, with the assigned callers and the target on it, two tasks and a budget;
   * and a second project nobody but the managers sees.
   */
  async function setUp(): Promise<Fixture> {
    const workspace = await createWorkspace(ctx, users.owner);
    const workspaceId = workspace.id;
    await addMember(ctx, workspaceId, users.admin, 'admin');
    await addMember(ctx, workspaceId, users.project_manager, 'project_manager');
    await addMember(ctx, workspaceId, users.client_assigned, 'client');
    await addMember(ctx, workspaceId, users.client_unassigned, 'client');
    await addMember(ctx, workspaceId, users.client_creator, 'client');
    await addMember(ctx, workspaceId, users.contractor_assigned, 'contractor');
    await addMember(ctx, workspaceId, users.contractor_unassigned, 'contractor');
    await addMember(ctx, workspaceId, users.pending, 'contractor', 'pending');
    await addMember(ctx, workspaceId, users.revoked, 'contractor', 'revoked');
    await addMember(ctx, workspaceId, users.target, 'contractor');
    const base = { workspaceId, createdBy: users.client_creator.id, estimatedCost: 100 };
    const projectId = await insertProject(ctx, { ...base, name: 'Shared', status: 'in_progress' });
    const archivedId = await insertProject(ctx, {
      ...base,
      name: 'Shelved',
      status: 'archived',
      statusBeforeArchive: 'complete',
    });
    const hiddenId = await insertProject(ctx, {
      workspaceId,
      createdBy: users.owner.id,
      name: 'Managers only',
      estimatedCost: 1000,
    });
    for (const id of [projectId, archivedId]) {
      await assignToProject(ctx, id, users.client_assigned.id, 'client');
      await assignToProject(ctx, id, users.contractor_assigned.id, 'contractor');
      await assignToProject(ctx, id, users.target.id, 'contractor');
      // A revoked member keeps their assignment row; it must not let them in.
      await assignToProject(ctx, id, users.revoked.id, 'contractor');
    }
    const task = { workspaceId, createdBy: users.owner.id, status: 'complete' as const };
    await insertTasks(ctx, [
      { ...task, projectId, amount: 40 },
      { ...task, projectId: hiddenId, amount: 600 },
    ]);
    return { workspaceId, projectId, archivedId, targetUserId: users.target.id };
  }

  const cases = endpoints.flatMap((endpoint) =>
    actors.map((actor) => [endpoint.name, actor, endpoint, endpoint.expected[actor]] as const),
  );

  it.each(cases)('%s as %s', async (_name, actor, endpoint, [status, error]) => {
    const fixture = await setUp();
    const response = await ctx.app.inject({
      ...endpoint.request(fixture),
      headers: users[actor].headers,
    });
    expect(response.statusCode, response.body).toBe(status);
    if (error) expect(response.json()).toMatchObject({ error });
  });

  it.each(
    actors.filter((actor) => actor !== 'pending' && actor !== 'revoked' && actor !== 'outsider'),
  )('lists, counts and sums only the projects %s may see', async (actor) => {
    const fixture = await setUp();
    const headers = users[actor].headers;
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects?workspaceId=${fixture.workspaceId}&includeArchived=true`,
      headers,
    });
    const names = (listed.json() as { projects: Project[] }).projects.map((p) => p.name).sort();
    const seesAll = ['owner', 'admin', 'project_manager'].includes(actor);
    const expected = seesAll
      ? ['Managers only', 'Shared', 'Shelved']
      : seers.has(actor)
        ? ['Shared', 'Shelved']
        : [];
    expect(names).toEqual(expected);

    const metrics = await ctx.app.inject({
      method: 'GET',
      url: `/api/dashboard/metrics?workspaceId=${fixture.workspaceId}`,
      headers,
    });
    const expectedMetrics: Partial<DashboardMetrics> = seesAll
      ? { totalProjects: 2, totalTasks: 2, totalInvestment: 640, estimatedCost: 1100 }
      : seers.has(actor)
        ? { totalProjects: 1, totalTasks: 1, totalInvestment: 40, estimatedCost: 100 }
        : { totalProjects: 0, totalTasks: 0, totalInvestment: 0, estimatedCost: 0 };
    expect(metrics.json()).toMatchObject(expectedMetrics);
  });

  it('every endpoint answers 401 without a session', async () => {
    const fixture = await setUp();
    for (const endpoint of endpoints) {
      const response = await ctx.app.inject(endpoint.request(fixture));
      expect(response.statusCode, endpoint.name).toBe(401);
    }
  });
});
