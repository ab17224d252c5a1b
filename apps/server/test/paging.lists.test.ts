import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagingMessages } from '@groundwork/shared/common/paging';
import { commentTable, notificationTable } from '../src/db/schema';
import { createDataDir, createTaskFile } from './file-factory';
import { assignToProject, insertProject, insertTasks } from './project-factory';
import { createComment } from './task-factory';
import { createTestApp, createUser, type TestContext, type TestUser } from './test-app';
import { expectRefused, getJson, walkPages } from './paging-walk';
import { createLiveVenture, createVenture, pledge } from './venture-factory';
import { addMember, createWorkspace } from './workspace-factory';

/**
 * Every paged list besides tasks: walking its pages gives exactly its whole list, in order; rows
 * added and removed between pages neither repeat nor hide the others; bad paging is refused.
 */

interface PagedList {
  name: string;
  user: () => TestUser;
  url: () => string;
  /** The items of the whole (unpaged) answer. */
  whole: (answer: unknown) => { id: string }[];
}

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

const noticeTypes = ['task_assignment', 'overdue_task', 'comment_added', 'due_date_reminder'];
const asArray = (answer: unknown) => answer as { id: string }[];
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('paged lists', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let backer: TestUser;
  let workspaceId: string;
  let seenTask: string;
  let hiddenTask: string;
  let pledgedVenture: string;

  const lists: PagedList[] = [
    {
      name: 'comments',
      user: () => owner,
      url: () => `/api/tasks/${seenTask}/comments`,
      whole: asArray,
    },
    {
      name: "a task's files",
      user: () => owner,
      url: () => `/api/files/task/${seenTask}`,
      whole: asArray,
    },
    {
      name: 'workspace files',
      user: () => owner,
      url: () => `/api/files?workspaceId=${workspaceId}`,
      whole: asArray,
    },
    {
      name: 'workspace files a contractor sees',
      user: () => contractor,
      url: () => `/api/files?workspaceId=${workspaceId}`,
      whole: asArray,
    },
    { name: 'notifications', user: () => owner, url: () => '/api/notifications', whole: asArray },
    {
      name: 'unread notifications of the workspace',
      user: () => owner,
      url: () => `/api/notifications?unreadOnly=true&workspaceId=${workspaceId}`,
      whole: asArray,
    },
    {
      name: 'members',
      user: () => contractor,
      url: () => `/api/workspaces/${workspaceId}/members`,
      whole: asArray,
    },
    {
      name: 'members with the revoked',
      user: () => owner,
      url: () => `/api/workspaces/${workspaceId}/members?includeRevoked=true`,
      whole: asArray,
    },
    {
      name: 'workspace ventures',
      user: () => owner,
      url: () => `/api/ventures/workspace/${workspaceId}`,
      whole: (answer) => (answer as { ventures: { id: string }[] }).ventures,
    },
    {
      name: 'live ventures of a status',
      user: () => contractor,
      url: () => `/api/ventures/workspace/${workspaceId}?status=live`,
      whole: (answer) => (answer as { ventures: { id: string }[] }).ventures,
    },
    {
      name: 'my ventures',
      user: () => owner,
      url: () => '/api/users/me/ventures',
      whole: (answer) => (answer as { ventures: { id: string }[] }).ventures,
    },
    {
      name: 'public ventures',
      user: () => backer,
      url: () => '/api/public/ventures',
      whole: (answer) => (answer as { ventures: { id: string }[] }).ventures,
    },
    { name: 'my pledges', user: () => backer, url: () => '/api/users/me/pledges', whole: asArray },
    {
      name: "a venture's pledges",
      user: () => owner,
      url: () => `/api/ventures/${pledgedVenture}/pledges`,
      whole: (answer) => (answer as { pledges: { id: string }[] }).pledges,
    },
  ];

  beforeAll(async () => {
    ctx = await createTestApp({ DATA_DIR: await createDataDir() });
    owner = await createUser(ctx);
    contractor = await createUser(ctx);
    backer = await createUser(ctx);
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    for (let index = 0; index < 6; index += 1) {
      // Some join in the same millisecond: the id decides between them.
      if (index % 2 === 0) ctx.clock.advance(1000);
      const member = await createUser(ctx);
      await addMember(ctx, workspaceId, member, 'client', index === 3 ? 'revoked' : 'active');
    }
    const seenProject = await insertProject(ctx, { workspaceId, createdBy: owner.id, name: 'A' });
    const hiddenProject = await insertProject(ctx, { workspaceId, createdBy: owner.id, name: 'B' });
    await assignToProject(ctx, seenProject, contractor.id, 'contractor');
    const [seen, hidden] = await insertTasks(ctx, [
      { workspaceId, projectId: seenProject, createdBy: owner.id },
      { workspaceId, projectId: hiddenProject, createdBy: owner.id },
    ]);
    seenTask = defined(seen);
    hiddenTask = defined(hidden);
    for (let index = 0; index < 7; index += 1) {
      if (index % 3 === 0) ctx.clock.advance(1000);
      await createComment(ctx, index % 2 ? contractor : owner, seenTask, `Note ${index}`);
    }
    for (let index = 0; index < 7; index += 1) {
      if (index % 3 === 0) ctx.clock.advance(1000);
      const taskId = index % 3 === 2 ? hiddenTask : seenTask;
      await createTaskFile(ctx, owner, { taskId, workspaceId, filename: `photo-${index}.png` });
    }
    const now = ctx.clock.now();
    await ctx.database.db.insert(notificationTable).values(
      Array.from({ length: 11 }, (_, index) => ({
        userId: owner.id,
        workspaceId: index % 4 === 3 ? null : workspaceId,
        type: defined(noticeTypes[index % 4]),
        title: `Notice ${index}`,
        message: 'Something happened',
        readAt: index % 3 === 0 ? now : null,
        createdAt: new Date(now.getTime() - (index % 2) * 60_000),
      })),
    );
    for (let index = 0; index < 5; index += 1) {
      if (index % 2 === 0) ctx.clock.advance(1000);
      if (index === 4) await createVenture(ctx, owner, workspaceId, { name: `Draft ${index}` });
      else
        await createLiveVenture(ctx, owner, workspaceId, {
          name: `Venture ${index}`,
          targetGoal: 1_000_000,
        });
    }
    const { ventures } = await getJson<{ ventures: { id: string }[] }>(
      ctx,
      owner,
      `/api/ventures/workspace/${workspaceId}?status=live`,
    );
    pledgedVenture = defined(ventures[0]).id;
    for (const [index, venture] of ventures.entries()) {
      for (let count = 0; count <= index; count += 1) {
        if (count % 2 === 0) ctx.clock.advance(1000);
        expect((await pledge(ctx, backer, venture.id, 10 + count)).statusCode).toBe(201);
        expect((await pledge(ctx, contractor, pledgedVenture, 5)).statusCode).toBe(201);
      }
    }
  });
  afterAll(() => ctx.close());

  it('walks each list to its whole list, in the same order', async () => {
    for (const list of lists) {
      const whole = ids(list.whole(await getJson(ctx, list.user(), list.url())));
      expect(whole.length, list.name).toBeGreaterThan(2);
      for (const limit of [1, 2, 3]) {
        const paged = ids(await walkPages<{ id: string }>(ctx, list.user(), list.url(), limit));
        expect(paged, `${list.name}, ${limit} a page`).toEqual(whole);
      }
    }
  });

  it("lists a workspace's members as its detail does", async () => {
    const detail = await getJson<{ members: unknown[] }>(
      ctx,
      owner,
      `/api/workspaces/${workspaceId}?includeRevoked=true`,
    );
    expect(
      await getJson(ctx, owner, `/api/workspaces/${workspaceId}/members?includeRevoked=true`),
    ).toEqual(detail.members);
  });

  it('gives a contractor no file of a task the contractor cannot see', async () => {
    const files = await walkPages<{ taskId: string }>(
      ctx,
      contractor,
      `/api/files?workspaceId=${workspaceId}`,
      2,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.taskId === seenTask)).toBe(true);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/task/${hiddenTask}?limit=2`,
      headers: contractor.headers,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('sees each comment present throughout once while others are added and deleted', async () => {
    const url = `/api/tasks/${seenTask}/comments`;
    const before = ids(await getJson<{ id: string }[]>(ctx, owner, url));
    const deleted: string[] = [];
    const added: string[] = [];
    const seen = await walkPages<{ id: string }>(ctx, owner, url, 2, async (pageNumber) => {
      const victim = before[before.length - pageNumber];
      if (victim) {
        await ctx.database.db.delete(commentTable).where(eq(commentTable.id, victim));
        deleted.push(victim);
      }
      // One before every comment seen so far, one after them all.
      const [early] = await ctx.database.db
        .insert(commentTable)
        .values([
          { taskId: seenTask, userId: owner.id, content: 'Early', createdAt: new Date(0) },
          { taskId: seenTask, userId: owner.id, content: 'Late', createdAt: ctx.clock.now() },
        ])
        .returning({ id: commentTable.id });
      added.push(defined(early).id);
    });
    const seenIds = ids(seen);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    for (const id of before.filter((id) => !deleted.includes(id))) expect(seenIds).toContain(id);
    expect(
      seenIds.some((id) => added.includes(id)),
      'an added earlier comment',
    ).toBe(false);
  });

  it('sees each notification present throughout once while others come and go', async () => {
    const before = ids(await getJson<{ id: string }[]>(ctx, owner, '/api/notifications'));
    const removed: string[] = [];
    const seen = await walkPages<{ id: string }>(ctx, owner, '/api/notifications', 3, async (n) => {
      const victim = before[before.length - n];
      if (victim) {
        await ctx.database.db.delete(notificationTable).where(eq(notificationTable.id, victim));
        removed.push(victim);
      }
      await ctx.database.db.insert(notificationTable).values({
        userId: owner.id,
        workspaceId,
        type: 'overdue_task',
        title: 'New',
        message: 'Arrived between pages',
        createdAt: ctx.clock.now(),
      });
    });
    const seenIds = ids(seen);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    for (const id of before.filter((id) => !removed.includes(id))) expect(seenIds).toContain(id);
    await ctx.database.db
      .delete(notificationTable)
      .where(and(eq(notificationTable.userId, owner.id), eq(notificationTable.title, 'New')));
    expect(removed.length).toBeGreaterThan(0);
    expect(
      await ctx.database.db
        .select()
        .from(notificationTable)
        .where(inArray(notificationTable.id, removed)),
    ).toEqual([]);
  });

  it('refuses a bad limit, and a cursor of another list or none at all', async () => {
    const tasksProject = await insertProject(ctx, { workspaceId, createdBy: owner.id, name: 'C' });
    await insertTasks(
      ctx,
      [1, 2].map(() => ({ workspaceId, projectId: tasksProject, createdBy: owner.id })),
    );
    const { nextCursor: taskCursor } = await getJson<{ nextCursor: string }>(
      ctx,
      owner,
      `/api/tasks?workspaceId=${workspaceId}&limit=1`,
    );
    const garbage = Buffer.from('[1,2,3]').toString('base64url');
    const withParam = (url: string, param: string) =>
      `${url}${url.includes('?') ? '&' : '?'}${param}`;
    for (const list of lists) {
      const url = list.url();
      for (const limit of ['0', '101', 'abc']) {
        await expectRefused(
          ctx,
          list.user(),
          withParam(url, `limit=${limit}`),
          pagingMessages.badLimit,
        );
      }
      for (const cursor of [taskCursor, garbage, 'bm90IGpzb24']) {
        await expectRefused(
          ctx,
          list.user(),
          withParam(url, `cursor=${cursor}`),
          pagingMessages.badCursor,
        );
      }
    }
  });
});
