import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { changeTable } from '../../db/schema';
import { createDataDir } from '../../../test/file-factory';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createVenture, ventureFields } from '../../../test/venture-factory';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { listChangeRecipients } from './live-recipients';

/**
 * Who hears of a change (DECISIONS.md "One visibility rule"), decided when it is delivered: a
 * venture's changes follow the venture, a workspace's reach its active members. The property test
 * (test/visibility.property.test.ts) compares every kind of change with the shared rule.
 */
describe('live change recipients', () => {
  let ctx: TestContext;
  let people: Record<'owner' | 'creator' | 'pending' | 'outsider', TestUser>;
  let workspaceId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ DATA_DIR: await createDataDir() });
    people = {
      owner: await createUser(ctx),
      creator: await createUser(ctx),
      pending: await createUser(ctx),
      outsider: await createUser(ctx),
    };
    workspaceId = (await createWorkspace(ctx, people.owner)).id;
    await addMember(ctx, workspaceId, people.creator, 'contractor');
    await addMember(ctx, workspaceId, people.pending, 'admin', 'pending');
  });
  afterAll(() => ctx.close());

  /** Each recorded change of the subject, as `type: [who receives it]`, in order. */
  async function recipientsOf(subjectId: string): Promise<string[]> {
    const changes = await ctx.database.db
      .select({ position: changeTable.position, type: changeTable.type })
      .from(changeTable)
      .where(eq(changeTable.subjectId, subjectId))
      .orderBy(asc(changeTable.position));
    const names = new Map(Object.entries(people).map(([name, user]) => [user.id, name]));
    const received = await listChangeRecipients(ctx.database.db, [...names.keys()], { after: 0 });
    return changes.map(({ position, type }) => {
      const who = received
        .filter((row) => row.position === position)
        .map((row) => names.get(row.userId) as string)
        .sort();
      return `${type}: ${who.join(', ')}`;
    });
  }

  async function call(
    user: TestUser,
    method: 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const response = await ctx.app.inject({ method, url, headers: user.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  it("sends a draft venture's changes to its creator alone, and once it is live to its workspace's active members", async () => {
    const venture = await createVenture(ctx, people.creator, workspaceId);
    await call(
      people.creator,
      'PUT',
      `/api/ventures/${venture.id}`,
      ventureFields({ name: 'Mill Café' }),
    );
    expect(await recipientsOf(venture.id)).toEqual([
      'venture.created: creator',
      'venture.updated: creator',
    ]);

    await call(people.creator, 'POST', `/api/ventures/${venture.id}/publish`);
    // Not the outsider, who may see the venture but not who acts on it; not the pending invitee.
    const everyone = 'creator, owner';
    expect(await recipientsOf(venture.id)).toEqual([
      `venture.created: ${everyone}`,
      `venture.updated: ${everyone}`,
      `venture.published: ${everyone}`,
    ]);
  });

  it("sends a deleted draft's changes to its creator alone", async () => {
    const venture = await createVenture(ctx, people.creator, workspaceId);
    await call(people.creator, 'DELETE', `/api/ventures/${venture.id}`);
    expect(await recipientsOf(venture.id)).toEqual([
      'venture.created: creator',
      'venture.deleted: creator',
    ]);
  });

  it("sends a workspace's own changes to its active members", async () => {
    await call(people.owner, 'PUT', `/api/workspaces/${workspaceId}`, { name: 'Riverside Works' });
    expect(await recipientsOf(workspaceId)).toContain('workspace.updated: creator, owner');
  });
});
