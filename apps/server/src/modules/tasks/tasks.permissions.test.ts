import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDenialReasons } from '@groundwork/shared/permissions/can';
import { denialReasons } from '@groundwork/shared/permissions/capabilities';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { projectMessages } from '@groundwork/shared/projects/constants';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { insertProject } from '../../../test/project-factory';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import {
  createTask,
  matrixActors,
  setUpMatrix,
  type MatrixActor,
  type MatrixFixture,
} from '../../../test/task-factory';

/**
 * Every task endpoint against every kind of caller. Someone who is not an active member of the
 * workspace (outsider, pending invitee, revoked member) gets 404 so ids cannot be probed; a member
 * who cannot see the project gets 403 'You don't have access to this project'; a member who can
 * see it but lacks the role gets 403 with the reason of 000 §6.
 */
type Expectation = [status: number, error?: string];

const pm403: Expectation = [403, denialReasons.projectManagerRequired];
const hidden403: Expectation = [403, accessDenialReasons.projectHidden];
const taskGone: Expectation = [404, taskMessages.notFound];

interface Endpoint {
  name: string;
  request: (f: MatrixFixture) => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  };
  expected: Record<MatrixActor, Expectation>;
}

const nonMembers = (expectation: Expectation) => ({
  pending: expectation,
  revoked: expectation,
  outsider: expectation,
});

/** Managers do it; the assigned see the project but lack the role; the unassigned do not see it. */
const managersOnly = (ok: number): Record<MatrixActor, Expectation> => ({
  owner: [ok],
  admin: [ok],
  project_manager: [ok],
  client_assigned: pm403,
  client_unassigned: hidden403,
  contractor_assigned: pm403,
  contractor_unassigned: hidden403,
  ...nonMembers(taskGone),
});

/** Everyone who can see the project. */
const viewers = (ok: number): Record<MatrixActor, Expectation> => ({
  owner: [ok],
  admin: [ok],
  project_manager: [ok],
  client_assigned: [ok],
  client_unassigned: hidden403,
  contractor_assigned: [ok],
  contractor_unassigned: hidden403,
  ...nonMembers(taskGone),
});

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/tasks?workspaceId',
    request: (f) => ({ method: 'GET', url: `/api/tasks?workspaceId=${f.workspaceId}` }),
    expected: {
      owner: [200],
      admin: [200],
      project_manager: [200],
      client_assigned: [200],
      client_unassigned: [200],
      contractor_assigned: [200],
      contractor_unassigned: [200],
      ...nonMembers([404, workspaceMessages.notFound]),
    },
  },
  {
    name: 'GET /api/tasks?workspaceId&projectId',
    request: (f) => ({
      method: 'GET',
      url: `/api/tasks?workspaceId=${f.workspaceId}&projectId=${f.projectId}`,
    }),
    expected: { ...viewers(200), ...nonMembers([404, workspaceMessages.notFound]) },
  },
  {
    name: 'POST /api/tasks',
    request: (f) => ({
      method: 'POST',
      url: `/api/tasks?workspaceId=${f.workspaceId}`,
      payload: { title: 'Order tiles', projectId: f.projectId },
    }),
    expected: {
      ...managersOnly(201),
      client_unassigned: pm403,
      contractor_unassigned: pm403,
      ...nonMembers([404, projectMessages.notFound]),
    },
  },
  {
    name: 'GET /api/tasks/{id}',
    request: (f) => ({ method: 'GET', url: `/api/tasks/${f.taskId}?workspaceId=${f.workspaceId}` }),
    expected: viewers(200),
  },
  {
    name: 'PUT /api/tasks/{id} (status only)',
    request: (f) => ({
      method: 'PUT',
      url: `/api/tasks/${f.taskId}?workspaceId=${f.workspaceId}`,
      payload: { status: 'in_progress' },
    }),
    expected: viewers(200),
  },
  {
    name: 'PUT /api/tasks/{id} (other fields)',
    request: (f) => ({
      method: 'PUT',
      url: `/api/tasks/${f.taskId}?workspaceId=${f.workspaceId}`,
      payload: { title: 'Renamed', status: 'complete' },
    }),
    expected: managersOnly(200),
  },
  {
    name: 'DELETE /api/tasks/{id}',
    request: (f) => ({
      method: 'DELETE',
      url: `/api/tasks/${f.taskId}?workspaceId=${f.workspaceId}`,
    }),
    expected: managersOnly(200),
  },
];

describe('task permission matrix', () => {
  let ctx: TestContext;
  const users = {} as Record<MatrixActor, TestUser>;

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const actor of matrixActors) users[actor] = await createUser(ctx, { name: actor });
  });
  afterAll(() => ctx.close());

  const cases = endpoints.flatMap((endpoint) =>
    matrixActors.map(
      (actor) => [endpoint.name, actor, endpoint, endpoint.expected[actor]] as const,
    ),
  );

  it.each(cases)('%s as %s', async (_name, actor, endpoint, [status, error]) => {
    const fixture = await setUpMatrix(ctx, users);
    const response = await ctx.app.inject({
      ...endpoint.request(fixture),
      headers: users[actor].headers,
    });
    expect(response.statusCode, response.body).toBe(status);
    if (error) expect(response.json()).toMatchObject({ error });
  });

  it.each(matrixActors)('GET /api/tasks?workspaceId lists what %s can see', async (actor) => {
    const fixture = await setUpMatrix(ctx, users);
    // A project the unassigned client created: they see it, the unassigned contractor does not.
    const ownProject = await insertProject(ctx, {
      workspaceId: fixture.workspaceId,
      createdBy: users.client_unassigned.id,
      name: 'Client brief',
    });
    const ownTask = await createTask(ctx, users.owner, fixture.workspaceId, ownProject);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks?workspaceId=${fixture.workspaceId}`,
      headers: users[actor].headers,
    });
    if (['pending', 'revoked', 'outsider'].includes(actor)) {
      expect(response.statusCode).toBe(404);
      return;
    }
    const ids = (response.json() as Task[]).map((task) => task.id).sort();
    const expected = {
      owner: [fixture.taskId, ownTask.id],
      admin: [fixture.taskId, ownTask.id],
      project_manager: [fixture.taskId, ownTask.id],
      client_assigned: [fixture.taskId],
      client_unassigned: [ownTask.id],
      contractor_assigned: [fixture.taskId],
      contractor_unassigned: [],
    }[actor as Exclude<MatrixActor, 'pending' | 'revoked' | 'outsider'>];
    expect(ids).toEqual([...expected].sort());
  });

  it('a revoked member loses sight of the tasks they could see', async () => {
    const workspace = await createWorkspace(ctx, users.owner);
    const someone = await createUser(ctx);
    await addMember(ctx, workspace.id, someone, 'project_manager', 'revoked');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks?workspaceId=${workspace.id}`,
      headers: someone.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it('every endpoint answers 401 without a session', async () => {
    const fixture = await setUpMatrix(ctx, users);
    for (const endpoint of endpoints) {
      const response = await ctx.app.inject(endpoint.request(fixture));
      expect(response.statusCode, endpoint.name).toBe(401);
    }
  });
});
