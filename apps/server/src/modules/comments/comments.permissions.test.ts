import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDenialReasons } from '@groundwork/shared/permissions/can';
import { commentMessages } from '@groundwork/shared/comments/constants';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import {
  createComment,
  matrixActors,
  setUpMatrix,
  type MatrixActor,
  type MatrixFixture,
} from '../../../test/task-factory';

/**
 * Every comment endpoint against every kind of caller: whoever can see the task reads and adds;
 * only the author edits or deletes (000 §6). Non-members get 404, members who cannot see the
 * project 403.
 */
type Expectation = [status: number, error?: string];

const hidden403: Expectation = [403, accessDenialReasons.projectHidden];
const author403: Expectation = [403, commentMessages.onlyAuthor];
const nonMembers = {
  pending: [404, taskMessages.notFound],
  revoked: [404, taskMessages.notFound],
  outsider: [404, taskMessages.notFound],
} satisfies Record<string, Expectation>;

const viewers = (ok: number): Record<MatrixActor, Expectation> => ({
  owner: [ok],
  admin: [ok],
  project_manager: [ok],
  client_assigned: [ok],
  client_unassigned: hidden403,
  contractor_assigned: [ok],
  contractor_unassigned: hidden403,
  ...nonMembers,
});

/** The fixture's comment is the owner's: only they may change it. */
const authorOnly = (ok: number): Record<MatrixActor, Expectation> => ({
  owner: [ok],
  admin: author403,
  project_manager: author403,
  client_assigned: author403,
  client_unassigned: hidden403,
  contractor_assigned: author403,
  contractor_unassigned: hidden403,
  ...nonMembers,
});

interface Endpoint {
  name: string;
  request: (f: MatrixFixture) => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  };
  expected: Record<MatrixActor, Expectation>;
}

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/tasks/{taskId}/comments',
    request: (f) => ({
      method: 'GET',
      url: `/api/tasks/${f.taskId}/comments?workspaceId=${f.workspaceId}`,
    }),
    expected: viewers(200),
  },
  {
    name: 'POST /api/tasks/{taskId}/comments',
    request: (f) => ({
      method: 'POST',
      url: `/api/tasks/${f.taskId}/comments?workspaceId=${f.workspaceId}`,
      payload: { content: 'Tiles are on site' },
    }),
    expected: viewers(201),
  },
  {
    name: 'PUT /api/tasks/{taskId}/comments/{commentId}',
    request: (f) => ({
      method: 'PUT',
      url: `/api/tasks/${f.taskId}/comments/${f.commentId}?workspaceId=${f.workspaceId}`,
      payload: { content: 'Tiles arrive Tuesday' },
    }),
    expected: authorOnly(200),
  },
  {
    name: 'DELETE /api/tasks/{taskId}/comments/{commentId}',
    request: (f) => ({
      method: 'DELETE',
      url: `/api/tasks/${f.taskId}/comments/${f.commentId}?workspaceId=${f.workspaceId}`,
    }),
    expected: authorOnly(200),
  },
];

describe('comment permission matrix', () => {
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

  const commenters = matrixActors.filter((actor) => viewers(200)[actor][0] === 200);

  it.each(commenters)('%s edits and deletes their own comment', async (actor) => {
    const fixture = await setUpMatrix(ctx, users);
    const own = await createComment(ctx, users[actor], fixture.taskId, 'First draft');
    const url = `/api/tasks/${fixture.taskId}/comments/${own.id}`;
    const edited = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: users[actor].headers,
      payload: { content: 'Second draft' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Second draft', userId: users[actor].id });
    if (actor !== 'owner') {
      // Not even the workspace owner may remove someone else's comment.
      const byOwner = await ctx.app.inject({ method: 'DELETE', url, headers: users.owner.headers });
      expect(byOwner.statusCode).toBe(403);
      expect(byOwner.json()).toMatchObject({ error: commentMessages.onlyAuthor });
    }
    const deleted = await ctx.app.inject({ method: 'DELETE', url, headers: users[actor].headers });
    expect(deleted.statusCode).toBe(200);
  });

  it('every endpoint answers 401 without a session', async () => {
    const fixture = await setUpMatrix(ctx, users);
    for (const endpoint of endpoints) {
      const response = await ctx.app.inject(endpoint.request(fixture));
      expect(response.statusCode, endpoint.name).toBe(401);
    }
  });
});
