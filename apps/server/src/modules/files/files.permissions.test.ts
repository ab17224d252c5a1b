import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages } from '@groundwork/shared/files/rules';
import { denialReasons } from '@groundwork/shared/permissions/capabilities';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createDataDir, createTaskFile, sampleBytes } from '../../../test/file-factory';
import {
  matrixActors,
  setUpMatrix,
  type MatrixActor,
  type MatrixFixture,
} from '../../../test/task-factory';

/**
 * Every file endpoint against every kind of caller (000 §6): whoever can see the task views and
 * uploads; owner, admin and project_manager delete. A non-member (pending, revoked, outsider) and
 * a member who cannot see the project both get 404, so file and task ids cannot be probed.
 */
type Expectation = [status: number, error?: string];

const hiddenFrom = (error: string) =>
  ({
    client_unassigned: [404, error],
    contractor_unassigned: [404, error],
    pending: [404, error],
    revoked: [404, error],
    outsider: [404, error],
  }) satisfies Partial<Record<MatrixActor, Expectation>>;

const viewers = (ok: number, notFound: string): Record<MatrixActor, Expectation> => ({
  owner: [ok],
  admin: [ok],
  project_manager: [ok],
  client_assigned: [ok],
  contractor_assigned: [ok],
  ...hiddenFrom(notFound),
});

const pm403: Expectation = [403, denialReasons.projectManagerRequired];

interface Fixture extends MatrixFixture {
  fileId: string;
}

interface Endpoint {
  name: string;
  request: (f: Fixture) => {
    method: 'GET' | 'PUT' | 'DELETE';
    url: string;
    headers?: Record<string, string>;
    payload?: Buffer;
  };
  expected: Record<MatrixActor, Expectation>;
}

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/files/task/{taskId}',
    request: (f) => ({ method: 'GET', url: `/api/files/task/${f.taskId}` }),
    expected: viewers(200, taskMessages.notFound),
  },
  {
    name: 'PUT /api/files/upload/direct/{fileId}',
    request: (f) => ({
      method: 'PUT',
      url: `/api/files/upload/direct/${crypto.randomUUID()}`,
      headers: {
        'x-filename': 'photo.png',
        'x-task-id': f.taskId,
        'x-workspace-id': f.workspaceId,
        'content-type': 'image/png',
      },
      payload: sampleBytes.png,
    }),
    expected: viewers(201, taskMessages.notFound),
  },
  {
    name: 'GET /api/files/{id}/download',
    request: (f) => ({ method: 'GET', url: `/api/files/${f.fileId}/download` }),
    expected: viewers(200, fileMessages.notFound),
  },
  {
    name: 'DELETE /api/files/{id}',
    request: (f) => ({ method: 'DELETE', url: `/api/files/${f.fileId}` }),
    expected: {
      owner: [200],
      admin: [200],
      project_manager: [200],
      client_assigned: pm403,
      contractor_assigned: pm403,
      ...hiddenFrom(fileMessages.notFound),
    },
  },
];

describe('file permission matrix', () => {
  let ctx: TestContext;
  let dataDir: string;
  const users = {} as Record<MatrixActor, TestUser>;

  beforeAll(async () => {
    dataDir = await createDataDir();
    ctx = await createTestApp({ DATA_DIR: dataDir });
    for (const actor of matrixActors) users[actor] = await createUser(ctx, { name: actor });
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function setUp(): Promise<Fixture> {
    const matrix = await setUpMatrix(ctx, users);
    const file = await createTaskFile(ctx, users.contractor_assigned, {
      taskId: matrix.taskId,
      workspaceId: matrix.workspaceId,
    });
    return { ...matrix, fileId: file.id };
  }

  const cases = endpoints.flatMap((endpoint) =>
    matrixActors.map(
      (actor) => [endpoint.name, actor, endpoint, endpoint.expected[actor]] as const,
    ),
  );

  it.each(cases)('%s as %s', async (_name, actor, endpoint, [status, error]) => {
    const fixture = await setUp();
    const { headers, ...request } = endpoint.request(fixture);
    const response = await ctx.app.inject({
      ...request,
      headers: { ...headers, ...users[actor].headers },
    });
    expect(response.statusCode, response.body).toBe(status);
    if (error) expect(response.json()).toMatchObject({ error });
  });

  it('a member revoked after uploading loses the file at once', async () => {
    const fixture = await setUp();
    const contractor = users.contractor_assigned;
    const before = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/task/${fixture.taskId}`,
      headers: contractor.headers,
    });
    expect(before.statusCode).toBe(200);
    const members = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/${fixture.workspaceId}`,
      headers: users.owner.headers,
    });
    const member = (members.json() as { members: { id: string; userId: string }[] }).members.find(
      (m) => m.userId === contractor.id,
    );
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${fixture.workspaceId}/members/${member?.id}`,
      headers: users.owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${fixture.fileId}/download`,
      headers: contractor.headers,
    });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ error: fileMessages.notFound });
  });
});
