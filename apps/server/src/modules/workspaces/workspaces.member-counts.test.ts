import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';

// The member counts the settings screen shows beside its paged members list.
describe('GET /api/workspaces/{id}/members/count', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let outsider: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    outsider = await createUser(ctx, { name: 'Oscar Outsider' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    const others = await Promise.all(
      ['Ana', 'Ben', 'Cai', 'Dee'].map((name) => createUser(ctx, { name })),
    );
    await addMember(ctx, workspaceId, others[0] as TestUser, 'contractor');
    await addMember(ctx, workspaceId, others[1] as TestUser, 'client', 'pending');
    await addMember(ctx, workspaceId, others[2] as TestUser, 'client', 'pending');
    await addMember(ctx, workspaceId, others[3] as TestUser, 'client', 'revoked');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (user: TestUser | null, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

  it('counts the active and pending members, the revoked left out, as the list holds them', async () => {
    const response = await get(owner, `/api/workspaces/${workspaceId}/members/count`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ active: 2, pending: 2 });
    const members = (await get(owner, `/api/workspaces/${workspaceId}/members`)).json() as Array<{
      status: string;
    }>;
    expect(members.filter((member) => member.status === 'pending')).toHaveLength(2);
    expect(members.filter((member) => member.status === 'active')).toHaveLength(2);
  });

  it('answers no one outside the workspace, nor anyone signed out', async () => {
    const url = `/api/workspaces/${workspaceId}/members/count`;
    expect([403, 404]).toContain((await get(outsider, url)).statusCode);
    expect((await get(null, url)).statusCode).toBe(401);
  });
});
