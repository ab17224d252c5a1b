import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import {
  createLiveVenture,
  createVenture,
  pledge,
  ventureFields,
} from '../../../test/venture-factory';
import { addMember, createWorkspace } from '../../../test/workspace-factory';

type Who = 'creator' | 'owner' | 'member' | 'outsider' | 'anonymous';
type Stage = 'draft' | 'live' | 'successful';
type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; payload?: object };

/** Each call on a venture, as the web app makes it. */
const calls: Record<string, (ventureId: string) => Call> = {
  view: (id) => ({ method: 'GET', path: `/api/ventures/${id}` }),
  update: (id) => ({ method: 'PUT', path: `/api/ventures/${id}`, payload: ventureFields() }),
  delete: (id) => ({ method: 'DELETE', path: `/api/ventures/${id}` }),
  publish: (id) => ({ method: 'POST', path: `/api/ventures/${id}/publish` }),
  convert: (id) => ({ method: 'POST', path: `/api/ventures/${id}/convert` }),
  pledge: (id) => ({ method: 'POST', path: `/api/ventures/${id}/pledge`, payload: { amount: 5 } }),
  'list pledges': (id) => ({ method: 'GET', path: `/api/ventures/${id}/pledges` }),
  'list files': (id) => ({ method: 'GET', path: `/api/ventures/${id}/files` }),
  'record file': (id) => ({
    method: 'POST',
    path: `/api/ventures/${id}/files`,
    payload: { filename: 'a.png', fileSize: 10, mimeType: 'image/png', ventureId: id },
  }),
};

// Statuses for creator, workspace owner, workspace member, outsider, no session (001 §6).
const matrix: [string, Stage, [number, number, number, number, number]][] = [
  ['view', 'draft', [200, 404, 404, 404, 401]],
  ['view', 'live', [200, 200, 200, 200, 401]],
  ['update', 'draft', [200, 404, 404, 404, 401]],
  ['update', 'live', [200, 403, 403, 403, 401]],
  ['update', 'successful', [403, 403, 403, 403, 401]],
  ['delete', 'draft', [200, 404, 404, 404, 401]],
  ['delete', 'live', [403, 403, 403, 403, 401]],
  ['publish', 'draft', [200, 404, 404, 404, 401]],
  ['publish', 'live', [403, 403, 403, 403, 401]],
  ['convert', 'live', [403, 403, 403, 403, 401]],
  ['convert', 'successful', [200, 403, 403, 403, 401]],
  ['pledge', 'draft', [403, 404, 404, 404, 401]],
  ['pledge', 'live', [403, 201, 201, 201, 401]],
  ['pledge', 'successful', [403, 403, 403, 403, 401]],
  ['list pledges', 'live', [200, 403, 403, 403, 401]],
  ['list files', 'draft', [200, 404, 404, 404, 401]],
  ['list files', 'live', [200, 200, 200, 200, 401]],
  ['record file', 'draft', [201, 404, 404, 404, 401]],
  ['record file', 'live', [403, 403, 403, 403, 401]],
];

describe('venture permission matrix (001 §6), members and outsiders', () => {
  let ctx: TestContext;
  let users: Record<Exclude<Who, 'anonymous'>, TestUser>;
  let funder: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const owner = await createUser(ctx, { name: 'Olivia Owner' });
    users = {
      owner,
      creator: await createUser(ctx, { name: 'Cara Creator' }),
      member: await createUser(ctx, { name: 'Mo Member' }),
      outsider: await createUser(ctx, { name: 'Oscar Outsider' }),
    };
    funder = await createUser(ctx, { name: 'Fay Funder' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, users.creator, 'contractor');
    await addMember(ctx, workspaceId, users.member, 'project_manager');
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function ventureAt(stage: Stage): Promise<string> {
    if (stage === 'draft') return (await createVenture(ctx, users.creator, workspaceId)).id;
    const live = await createLiveVenture(ctx, users.creator, workspaceId, { targetGoal: 100 });
    if (stage === 'successful') await pledge(ctx, funder, live.id, 100);
    return live.id;
  }

  const order: Who[] = ['creator', 'owner', 'member', 'outsider', 'anonymous'];

  it.each(matrix)('%s of a %s venture', async (action, stage, statuses) => {
    const answered: number[] = [];
    for (const who of order) {
      const call = calls[action]?.(await ventureAt(stage));
      if (!call) throw new Error(`no call for ${action}`);
      const response = await ctx.app.inject({
        method: call.method,
        url: call.path,
        headers: who === 'anonymous' ? {} : users[who].headers,
        ...(call.payload ? { payload: call.payload } : {}),
      });
      answered.push(response.statusCode);
    }
    expect(answered).toEqual(statuses);
  });
});
