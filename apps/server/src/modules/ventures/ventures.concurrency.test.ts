import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pledgeTable, ventureTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createLiveVenture } from '../../../test/venture-factory';
import { addMember, createWorkspace } from '../../../test/workspace-factory';

/**
 * Pledges racing each other. On PostgreSQL they go over real HTTP to a listening server, so they
 * truly run at once on several connections; PGlite runs one statement at a time, so there the
 * same requests check the arithmetic only.
 */
describe('concurrent pledges', () => {
  let ctx: TestContext;
  let creator: TestUser;
  let backers: TestUser[];
  let workspaceId: string;
  let baseUrl: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    creator = await createUser(ctx, { name: 'Cara Creator' });
    workspaceId = (await createWorkspace(ctx, creator)).id;
    backers = [];
    for (let i = 0; i < 5; i += 1) {
      const backer = await createUser(ctx, { name: `Backer ${i}` });
      // Members or not, anyone signed in may back a live venture.
      if (i % 2 === 0) await addMember(ctx, workspaceId, backer, 'client');
      backers.push(backer);
    }
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  function backerFor(i: number): TestUser {
    const backer = backers[i % backers.length];
    if (!backer) throw new Error('no backers');
    return backer;
  }

  const pledgeOverHttp = (backer: TestUser, ventureId: string, amount: number) =>
    fetch(`${baseUrl}/api/ventures/${ventureId}/pledge`, {
      method: 'POST',
      headers: { ...backer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ amount }),
    });

  async function totalsOf(ventureId: string) {
    const [venture] = await ctx.database.db
      .select()
      .from(ventureTable)
      .where(eq(ventureTable.id, ventureId));
    const [rows] = await ctx.database.db
      .select({
        cents: sql<string>`coalesce(sum(${pledgeTable.amountCents}), 0)::text`.mapWith(Number),
        count: sql<number>`count(*)::int`,
        confirmed: sql<number>`(count(*) filter (where ${pledgeTable.status} = 'confirmed'))::int`,
      })
      .from(pledgeTable)
      .where(eq(pledgeTable.ventureId, ventureId));
    return { venture, rows };
  }

  it('adds up 200 pledges from several people exactly', async () => {
    const venture = await createLiveVenture(ctx, creator, workspaceId, { targetGoal: 1_000_000 });
    // Amounts with cents, so a lost or doubled pledge, or a float sum, would show.
    const amounts = Array.from({ length: 200 }, (_, i) => 10 + (i % 7) + (i % 100) / 100);
    const responses = await Promise.all(
      amounts.map((amount, i) => pledgeOverHttp(backerFor(i), venture.id, amount)),
    );
    expect(responses.map((r) => r.status)).toEqual(amounts.map(() => 201));

    const expectedCents = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
    const { venture: row, rows } = await totalsOf(venture.id);
    expect(rows).toMatchObject({ cents: expectedCents, count: 200 });
    expect(row).toMatchObject({ fundsPledgedCents: expectedCents, pledgeCount: 200 });

    const detail = (await (
      await fetch(`${baseUrl}/api/ventures/${venture.id}`, { headers: creator.headers })
    ).json()) as { fundsPledged: number; pledgeCount: number; backerCount: number };
    expect(detail).toMatchObject({
      fundsPledged: expectedCents / 100,
      pledgeCount: 200,
      backerCount: backers.length,
    });
    // 200 requests at once: on a loaded machine they take longer than the usual limit.
  }, 120_000);

  it('makes the venture successful exactly once when racing pledges cross the goal', async () => {
    const venture = await createLiveVenture(ctx, creator, workspaceId, { targetGoal: 1000 });
    // 40 pledges of 50: the 20th reaches the goal, the rest find it no longer live.
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => pledgeOverHttp(backerFor(i), venture.id, 50)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 403)).toHaveLength(20);
    const answers = await Promise.all(
      responses
        .filter((r) => r.status === 201)
        .map((r) => r.json() as Promise<{ pledge: { status: string } }>),
    );
    // Only the pledge that made the venture successful is answered as confirmed at once.
    expect(answers.filter((a) => a.pledge.status === 'confirmed')).toHaveLength(1);

    const { venture: row, rows } = await totalsOf(venture.id);
    expect(row).toMatchObject({
      status: 'successful',
      fundsPledgedCents: 100_000,
      pledgeCount: 20,
    });
    expect(rows).toMatchObject({ cents: 100_000, count: 20, confirmed: 20 });
  });
});
