import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createLiveVenture, pledge } from '../../../test/venture-factory';
import { addMember, createWorkspace } from '../../../test/workspace-factory';

const HOUR = 60 * 60 * 1000;

describe('venture notifications', () => {
  let ctx: TestContext;
  let creator: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    creator = await createUser(ctx, { name: 'Cara Creator' });
    member = await createUser(ctx, { name: 'Mo Member' });
    outsider = await createUser(ctx, { name: 'Oscar Outsider' });
    workspaceId = (await createWorkspace(ctx, creator)).id;
    await addMember(ctx, workspaceId, member, 'contractor');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const notificationsOf = (user: TestUser, ventureId: string) =>
    ctx.database.db
      .select()
      .from(notificationTable)
      .where(
        and(eq(notificationTable.userId, user.id), eq(notificationTable.relatedId, ventureId)),
      );

  it('tells the creator of each pledge, and every other backer once when the venture succeeds', async () => {
    const venture = await createLiveVenture(ctx, creator, workspaceId, {
      name: 'Mill Bakery',
      targetGoal: 300,
    });
    await pledge(ctx, member, venture.id, 100);
    await pledge(ctx, member, venture.id, 50.5);
    await pledge(ctx, outsider, venture.id, 149.5);

    const toCreator = await notificationsOf(creator, venture.id);
    expect(toCreator.map((n) => [n.type, n.title, n.message]).sort()).toEqual(
      [
        ['venture_pledge', 'New pledge', 'Mo Member pledged $100.00 to "Mill Bakery"'],
        ['venture_pledge', 'New pledge', 'Mo Member pledged $50.50 to "Mill Bakery"'],
        ['venture_pledge', 'New pledge', 'Oscar Outsider pledged $149.50 to "Mill Bakery"'],
      ].sort(),
    );
    expect(toCreator.every((n) => n.workspaceId === workspaceId)).toBe(true);
    expect((await notificationsOf(member, venture.id)).map((n) => [n.type, n.message])).toEqual([
      ['venture_successful', '"Mill Bakery" reached its funding goal. Your pledge is confirmed.'],
    ]);
    // The pledge that reached the goal was the outsider's: they caused it, so they are not told.
    expect(await notificationsOf(outsider, venture.id)).toEqual([]);
  });

  it('tells every backer once when the venture fails, however often the job runs', async () => {
    const ends = new Date(ctx.clock.now().getTime() + HOUR);
    const venture = await createLiveVenture(ctx, creator, workspaceId, {
      name: 'Quiet Kiosk',
      endDate: ends.toISOString(),
    });
    await pledge(ctx, member, venture.id, 10);
    await pledge(ctx, outsider, venture.id, 20);
    await ctx.app.scheduler.runDueJobs(ends);
    await ctx.app.scheduler.runDueJobs(new Date(ends.getTime() + HOUR));
    for (const backer of [member, outsider]) {
      const received = await notificationsOf(backer, venture.id);
      expect(received.map((n) => [n.type, n.title])).toEqual([
        ['venture_failed', 'Venture not funded'],
      ]);
    }
    const toCreator = await notificationsOf(creator, venture.id);
    expect(toCreator.map((n) => n.type)).toEqual(['venture_pledge', 'venture_pledge']);
  });

  it('tells every backer of the conversion, with the new project', async () => {
    const venture = await createLiveVenture(ctx, creator, workspaceId, { targetGoal: 100 });
    await pledge(ctx, outsider, venture.id, 100);
    const converted = await ctx.app.inject({
      method: 'POST',
      url: `/api/ventures/${venture.id}/convert`,
      headers: creator.headers,
    });
    const { project } = converted.json() as { project: { id: string } };
    const received = await notificationsOf(outsider, venture.id);
    expect(received.map((n) => [n.type, n.projectId])).toEqual([['venture_converted', project.id]]);
    expect((await notificationsOf(creator, venture.id)).map((n) => n.type)).toEqual([
      'venture_pledge',
    ]);
  });
});
