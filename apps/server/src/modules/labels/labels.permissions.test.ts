import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelMessages } from '@groundwork/shared/labels/constants';
import { accessDenialReasons } from '@groundwork/shared/permissions/can';
import { denialReasons } from '@groundwork/shared/permissions/capabilities';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import {
  matrixActors,
  setUpMatrix,
  type MatrixActor,
  type MatrixFixture,
} from '../../../test/task-factory';
import { createLabel } from '../../../test/label-factory';

/**
 * Every label endpoint, and giving a task labels, against every kind of caller: labels are the
 * workspace's, so every active member reads them and project managers and above change them;
 * anything of a workspace the caller is not an active member of is not found.
 */
type Expectation = [status: number, error?: string];

const managers = new Set<MatrixActor>(['owner', 'admin', 'project_manager']);

/** Active members get `member` (managers `ok`); pending, revoked and outsiders `hidden` (404). */
function byMembership(
  ok: number,
  member: Expectation,
  hidden: string,
): Record<MatrixActor, Expectation> {
  return Object.fromEntries(
    matrixActors.map((actor) => [
      actor,
      ['pending', 'revoked', 'outsider'].includes(actor)
        ? [404, hidden]
        : managers.has(actor)
          ? [ok]
          : member,
    ]),
  ) as Record<MatrixActor, Expectation>;
}
const labelManagers = (ok: number, hidden: string) =>
  byMembership(ok, [403, denialReasons.projectManagerRequired], hidden);

/**
 * A task's labels are a field of the task like its title, even beside a status: managers change
 * them; the unassigned do not see the task's project (as for any task change).
 */
const taskEditors: Record<MatrixActor, Expectation> = {
  ...labelManagers(200, taskMessages.notFound),
  client_unassigned: [403, accessDenialReasons.projectHidden],
  contractor_unassigned: [403, accessDenialReasons.projectHidden],
};

interface Fixture extends MatrixFixture {
  labelId: string;
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
    name: 'GET /api/workspaces/{id}/labels',
    request: (f) => ({ method: 'GET', url: `/api/workspaces/${f.workspaceId}/labels` }),
    expected: byMembership(200, [200], workspaceMessages.notFound),
  },
  {
    name: 'POST /api/workspaces/{id}/labels',
    request: (f) => ({
      method: 'POST',
      url: `/api/workspaces/${f.workspaceId}/labels`,
      payload: { name: 'Inspection', color: 'green' },
    }),
    expected: labelManagers(201, workspaceMessages.notFound),
  },
  {
    name: 'PUT /api/labels/{id}',
    request: (f) => ({
      method: 'PUT',
      url: `/api/labels/${f.labelId}`,
      payload: { name: 'Rush', color: 'orange' },
    }),
    expected: labelManagers(200, labelMessages.notFound),
  },
  {
    name: 'DELETE /api/labels/{id}',
    request: (f) => ({ method: 'DELETE', url: `/api/labels/${f.labelId}` }),
    expected: labelManagers(200, labelMessages.notFound),
  },
  {
    name: 'PUT /api/tasks/{id} (labels)',
    request: (f) => ({
      method: 'PUT',
      url: `/api/tasks/${f.taskId}`,
      payload: { labelIds: [f.labelId] },
    }),
    expected: taskEditors,
  },
  {
    name: 'PUT /api/tasks/{id} (status and labels)',
    request: (f) => ({
      method: 'PUT',
      url: `/api/tasks/${f.taskId}`,
      payload: { status: 'complete', labelIds: [] },
    }),
    expected: taskEditors,
  },
];

describe('label permission matrix', () => {
  let ctx: TestContext;
  const users = {} as Record<MatrixActor, TestUser>;

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const actor of matrixActors) users[actor] = await createUser(ctx, { name: actor });
  });
  afterAll(() => ctx.close());

  /** The matrix's workspace, with a label. */
  async function setUp(): Promise<Fixture> {
    const fixture = await setUpMatrix(ctx, users);
    const label = await createLabel(ctx, users.owner, fixture.workspaceId);
    return { ...fixture, labelId: label.id };
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
