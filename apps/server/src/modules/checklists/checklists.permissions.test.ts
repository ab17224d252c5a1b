import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistMessages } from '@groundwork/shared/checklists/constants';
import { denialReasons } from '@groundwork/shared/permissions/capabilities';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { workspaceMemberTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import {
  createTask,
  matrixActors,
  setUpMatrix,
  type MatrixActor,
  type MatrixFixture,
} from '../../../test/task-factory';
import {
  addChecklistItem,
  createChecklist,
  createChecklistTemplate,
} from '../../../test/checklist-factory';

/**
 * Every checklist and template endpoint against every kind of caller: whoever may see the task
 * reads its checklists; all of them but clients tick; project managers and above (and the task's
 * creator) shape. Anything of a task the caller may not see is not found, members or not.
 */
type Expectation = [status: number, error?: string];

const notMember = (error: string): Record<'pending' | 'revoked' | 'outsider', Expectation> => ({
  pending: [404, error],
  revoked: [404, error],
  outsider: [404, error],
});

/** Who may see the task, and what those who may not are told (`error`, a 404). */
function byVisibility(
  seen: Expectation | ((actor: MatrixActor) => Expectation),
  error: string,
): Record<MatrixActor, Expectation> {
  const visible = (actor: MatrixActor) => (typeof seen === 'function' ? seen(actor) : seen);
  return {
    owner: visible('owner'),
    admin: visible('admin'),
    project_manager: visible('project_manager'),
    client_assigned: visible('client_assigned'),
    client_unassigned: [404, error],
    contractor_assigned: visible('contractor_assigned'),
    contractor_unassigned: [404, error],
    ...notMember(error),
  };
}

const managers = new Set<MatrixActor>(['owner', 'admin', 'project_manager']);
const shapers = (ok: number, error: string) =>
  byVisibility(
    (actor) => (managers.has(actor) ? [ok] : [403, checklistMessages.shapeDenied]),
    error,
  );
const tickers = byVisibility(
  (actor) => (actor === 'client_assigned' ? [403, checklistMessages.clientCannotTick] : [200]),
  checklistMessages.itemNotFound,
);

/** Templates are the workspace's: every active member reads them, managers change them. */
const templateUsers = (
  ok: number,
  others: Expectation,
  hidden: string,
): Record<MatrixActor, Expectation> => ({
  owner: [ok],
  admin: [ok],
  project_manager: [ok],
  client_assigned: others,
  client_unassigned: others,
  contractor_assigned: others,
  contractor_unassigned: others,
  ...notMember(hidden),
});
const templateManagers = (ok: number, hidden: string) =>
  templateUsers(ok, [403, denialReasons.projectManagerRequired], hidden);

interface Fixture extends MatrixFixture {
  checklistId: string;
  itemId: string;
  templateId: string;
}

interface Endpoint {
  name: string;
  request: (f: Fixture) => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  };
  expected: Record<MatrixActor, Expectation>;
}

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/tasks/{taskId}/checklists',
    request: (f) => ({ method: 'GET', url: `/api/tasks/${f.taskId}/checklists` }),
    expected: byVisibility([200], taskMessages.notFound),
  },
  {
    name: 'POST /api/tasks/{taskId}/checklists',
    request: (f) => ({
      method: 'POST',
      url: `/api/tasks/${f.taskId}/checklists`,
      payload: { title: 'Punch list' },
    }),
    expected: shapers(201, taskMessages.notFound),
  },
  {
    name: 'PUT /api/checklists/{id}',
    request: (f) => ({
      method: 'PUT',
      url: `/api/checklists/${f.checklistId}`,
      payload: { title: 'Hand-over' },
    }),
    expected: shapers(200, checklistMessages.notFound),
  },
  {
    name: 'DELETE /api/checklists/{id}',
    request: (f) => ({ method: 'DELETE', url: `/api/checklists/${f.checklistId}` }),
    expected: shapers(200, checklistMessages.notFound),
  },
  {
    name: 'POST /api/checklists/{id}/items',
    request: (f) => ({
      method: 'POST',
      url: `/api/checklists/${f.checklistId}/items`,
      payload: { text: 'Keys handed over' },
    }),
    expected: shapers(201, checklistMessages.notFound),
  },
  {
    name: 'PUT /api/checklist-items/{id} (tick)',
    request: (f) => ({
      method: 'PUT',
      url: `/api/checklist-items/${f.itemId}`,
      payload: { done: true },
    }),
    expected: tickers,
  },
  {
    name: 'PUT /api/checklist-items/{id} (tick and edit)',
    request: (f) => ({
      method: 'PUT',
      url: `/api/checklist-items/${f.itemId}`,
      payload: { done: true, text: 'Outlets covered and tested' },
    }),
    expected: shapers(200, checklistMessages.itemNotFound),
  },
  {
    name: 'PUT /api/checklist-items/{id} (move)',
    request: (f) => ({
      method: 'PUT',
      url: `/api/checklist-items/${f.itemId}`,
      payload: { position: 1 },
    }),
    expected: shapers(200, checklistMessages.itemNotFound),
  },
  {
    name: 'DELETE /api/checklist-items/{id}',
    request: (f) => ({ method: 'DELETE', url: `/api/checklist-items/${f.itemId}` }),
    expected: shapers(200, checklistMessages.itemNotFound),
  },
  {
    name: 'GET /api/workspaces/{id}/checklist-templates',
    request: (f) => ({
      method: 'GET',
      url: `/api/workspaces/${f.workspaceId}/checklist-templates`,
    }),
    expected: templateUsers(200, [200], workspaceMessages.notFound),
  },
  {
    name: 'POST /api/workspaces/{id}/checklist-templates',
    request: (f) => ({
      method: 'POST',
      url: `/api/workspaces/${f.workspaceId}/checklist-templates`,
      payload: { name: 'Hand-over', items: ['Keys handed over'] },
    }),
    expected: templateManagers(201, workspaceMessages.notFound),
  },
  {
    name: 'PUT /api/checklist-templates/{id}',
    request: (f) => ({
      method: 'PUT',
      url: `/api/checklist-templates/${f.templateId}`,
      payload: { name: 'Hand-over', items: ['Keys handed over', 'Meter read'] },
    }),
    expected: templateManagers(200, checklistMessages.templateNotFound),
  },
  {
    name: 'DELETE /api/checklist-templates/{id}',
    request: (f) => ({ method: 'DELETE', url: `/api/checklist-templates/${f.templateId}` }),
    expected: templateManagers(200, checklistMessages.templateNotFound),
  },
];

describe('checklist permission matrix', () => {
  let ctx: TestContext;
  const users = {} as Record<MatrixActor, TestUser>;

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const actor of matrixActors) users[actor] = await createUser(ctx, { name: actor });
  });
  afterAll(() => ctx.close());

  /** The matrix's workspace, with a checklist of two items on its task and a template. */
  async function setUp(): Promise<Fixture> {
    const fixture = await setUpMatrix(ctx, users);
    const checklist = await createChecklist(ctx, users.owner, fixture.taskId);
    const item = await addChecklistItem(ctx, users.owner, checklist.id, 'Outlets covered');
    await addChecklistItem(ctx, users.owner, checklist.id, 'Caulk done');
    const template = await createChecklistTemplate(ctx, users.owner, fixture.workspaceId, [
      'Keys handed over',
    ]);
    return { ...fixture, checklistId: checklist.id, itemId: item.id, templateId: template.id };
  }

  const cases = endpoints.flatMap((endpoint) =>
    matrixActors.map(
      (actor) => [endpoint.name, actor, endpoint, endpoint.expected[actor]] as const,
    ),
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

  it('every endpoint answers 401 without a session', async () => {
    const fixture = await setUp();
    for (const endpoint of endpoints) {
      const response = await ctx.app.inject(endpoint.request(fixture));
      expect(response.statusCode, endpoint.name).toBe(401);
    }
  });
});

describe("a task's creator", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('shapes its checklists whatever their role becomes; another contractor on the project only ticks', async () => {
    const owner = await createUser(ctx);
    const creator = await createUser(ctx);
    const other = await createUser(ctx);
    const workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, creator, 'project_manager');
    await addMember(ctx, workspaceId, other, 'contractor');
    const projectId = (await createProject(ctx, owner, workspaceId)).id;
    const task = await createTask(ctx, creator, workspaceId, projectId);
    await ctx.database.db
      .update(workspaceMemberTable)
      .set({ role: 'contractor' })
      .where(
        and(
          eq(workspaceMemberTable.workspaceId, workspaceId),
          eq(workspaceMemberTable.userId, creator.id),
        ),
      );
    await assignToProject(ctx, projectId, creator.id, 'contractor');
    await assignToProject(ctx, projectId, other.id, 'contractor');

    const checklist = await createChecklist(ctx, creator, task.id);
    const item = await addChecklistItem(ctx, creator, checklist.id);
    const call = (user: TestUser, method: 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: user.headers });
    const rename = { title: 'Snag list' };
    expect((await call(creator, 'PUT', `/api/checklists/${checklist.id}`, rename)).statusCode).toBe(
      200,
    );
    const byOther = await call(other, 'PUT', `/api/checklists/${checklist.id}`, rename);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({ error: checklistMessages.shapeDenied });
    const ticked = await call(other, 'PUT', `/api/checklist-items/${item.id}`, { done: true });
    expect(ticked.statusCode).toBe(200);
    expect((await call(creator, 'DELETE', `/api/checklists/${checklist.id}`)).statusCode).toBe(200);
  });
});
