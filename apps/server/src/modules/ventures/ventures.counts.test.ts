import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pledgeTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createLiveVenture, createVenture, pledge } from '../../../test/venture-factory';
import { addMember, createWorkspace } from '../../../test/workspace-factory';

// The counts the venture and pledge screens show beside their paged lists.
describe('venture and pledge counts over HTTP', () => {
  let ctx: TestContext;
  let creator: TestUser;
  let backer: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    creator = await createUser(ctx, { name: 'Cara Creator' });
    backer = await createUser(ctx, { name: 'Ben Backer' });
    workspaceId = (await createWorkspace(ctx, creator)).id;
    await addMember(ctx, workspaceId, backer, 'client');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (user: TestUser | null, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

  it("counts the workspace's ventures the caller sees, filters applied, as the list holds them", async () => {
    await createLiveVenture(ctx, creator, workspaceId, { type: 'retail' });
    await createLiveVenture(ctx, creator, workspaceId, { type: 'hospitality' });
    await createVenture(ctx, creator, workspaceId); // a draft: its creator's alone

    const count = async (user: TestUser, query = '') => {
      const response = await get(user, `/api/ventures/workspace/${workspaceId}/count${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as { count: number }).count;
    };
    expect(await count(creator)).toBe(3);
    expect(await count(backer)).toBe(2);
    expect(await count(creator, '?status=draft')).toBe(1);
    expect(await count(backer, '?type=retail')).toBe(1);
    const list = await get(backer, `/api/ventures/workspace/${workspaceId}?type=retail`);
    expect((list.json() as { ventures: unknown[] }).ventures).toHaveLength(1);
  });

  it('refuses a bad filter, and anyone signed out', async () => {
    expect(
      (await get(creator, `/api/ventures/workspace/${workspaceId}/count?status=x`)).statusCode,
    ).toBe(400);
    expect((await get(null, `/api/ventures/workspace/${workspaceId}/count`)).statusCode).toBe(401);
  });

  it("totals the caller's pledges, refunded ones counted but left out of the sum", async () => {
    const empty = await get(backer, '/api/users/me/pledges/totals');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ count: 0, totalPledged: 0 });

    const venture = await createLiveVenture(ctx, creator, workspaceId, { name: 'Corner Shop' });
    for (const amount of [10.25, 20, 5.5]) {
      expect((await pledge(ctx, backer, venture.id, amount)).statusCode).toBe(201);
    }
    const [refunded] = await ctx.database.db
      .select({ id: pledgeTable.id })
      .from(pledgeTable)
      .where(eq(pledgeTable.amountCents, 550));
    await ctx.database.db
      .update(pledgeTable)
      .set({ status: 'refunded' })
      .where(eq(pledgeTable.id, refunded?.id ?? ''));

    expect((await get(backer, '/api/users/me/pledges/totals')).json()).toEqual({
      count: 3,
      totalPledged: 30.25,
    });
    expect((await get(creator, '/api/users/me/pledges/totals')).json()).toEqual({
      count: 0,
      totalPledged: 0,
    });
    expect((await get(null, '/api/users/me/pledges/totals')).statusCode).toBe(401);
  });
});
