import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagingMessages } from '@groundwork/shared/common/paging';
import {
  sortOrders,
  taskPriorities,
  taskSortFields,
  taskStatuses,
} from '@groundwork/shared/tasks/constants';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { taskTable } from '../src/db/schema';
import { assignToProject, insertProject, insertTasks } from './project-factory';
import { createLabel, insertTaskLabels } from './label-factory';
import { createTestApp, createUser, type TestContext, type TestUser } from './test-app';
import { expectRefused, getJson, walkPages } from './paging-walk';
import { addMember, createWorkspace } from './workspace-factory';

/**
 * GET /api/tasks a page at a time: walking every page gives exactly the whole list, in every sort
 * and with every filter, also while tasks come and go between pages.
 */

const MINUTE_MS = 60_000;
const ids = (tasks: { id: string }[]) => tasks.map((task) => task.id);

describe('paged task lists', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let workspaceId: string;
  let projects: { first: string; second: string };
  let labelIds: { a: string; b: string };
  const list = (query = '') => `/api/tasks?workspaceId=${workspaceId}${query}`;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx);
    contractor = await createUser(ctx);
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    projects = {
      first: await insertProject(ctx, { workspaceId, createdBy: owner.id, name: 'A' }),
      second: await insertProject(ctx, { workspaceId, createdBy: owner.id, name: 'B' }),
    };
    await assignToProject(ctx, projects.first, contractor.id, 'contractor');
    const now = ctx.clock.now().getTime();
    // Few distinct values, so that equal keys and every tie-break come up.
    const taskIds = await insertTasks(
      ctx,
      Array.from({ length: 23 }, (_, index) => ({
        workspaceId,
        projectId: index % 3 === 0 ? projects.second : projects.first,
        createdBy: owner.id,
        status: taskStatuses[index % taskStatuses.length],
        priority: taskPriorities[(index * 7) % taskPriorities.length],
        dueDate: index % 4 === 0 ? null : new Date(now + ((index % 3) - 1) * 1440 * MINUTE_MS),
        assignedTo: index % 5 === 0 ? contractor.id : null,
        createdAt: new Date(now - (index % 4) * MINUTE_MS),
      })),
    );
    // Label a on every other task, b on every third: both on every sixth.
    labelIds = {
      a: (await createLabel(ctx, owner, workspaceId, { name: 'A' })).id,
      b: (await createLabel(ctx, owner, workspaceId, { name: 'B' })).id,
    };
    await insertTaskLabels(
      ctx,
      taskIds.flatMap((taskId, index) => [
        ...(index % 2 === 0 ? [{ taskId, labelId: labelIds.a, workspaceId }] : []),
        ...(index % 3 === 0 ? [{ taskId, labelId: labelIds.b, workspaceId }] : []),
      ]),
    );
    // Times apart by less than a millisecond must still come out in order, once each.
    await ctx.database.db.execute(
      sql`update ${taskTable} set created_at = created_at + make_interval(secs => random() / 2000)
          where ${taskTable.workspaceId} = ${workspaceId} and ${taskTable.title} like '%1'`,
    );
  });
  afterAll(() => ctx.close());

  it('walks to the whole list in every sort and order, by workspace and by project', async () => {
    for (const sortBy of taskSortFields) {
      for (const sortOrder of sortOrders) {
        for (const scope of ['', `&projectId=${projects.first}`]) {
          const query = `&sortBy=${sortBy}&sortOrder=${sortOrder}${scope}`;
          const whole = await getJson<Task[]>(ctx, owner, list(query));
          expect(whole.length).toBeGreaterThan(5);
          // One row a page once, and pages that end inside runs of equal keys.
          for (const limit of sortBy === 'createdAt' && scope === '' ? [1, 4] : [4]) {
            const paged = await walkPages<Task>(ctx, owner, list(query), limit);
            expect(ids(paged), `${query} limit ${limit}`).toEqual(ids(whole));
          }
        }
      }
    }
  });

  it('walks to the whole list with each filter', async () => {
    const filters = [
      ...taskStatuses.map((status) => `&status=${status}`),
      ...taskPriorities.map((priority) => `&priority=${priority}`),
      `&assignedTo=${contractor.id}`,
      `&status=to_do&projectId=${projects.first}&sortBy=dueDate&sortOrder=asc`,
    ];
    for (const filter of filters) {
      const whole = await getJson<Task[]>(ctx, owner, list(filter));
      const paged = await walkPages<Task>(ctx, owner, list(filter), 2);
      expect(ids(paged), filter).toEqual(ids(whole));
    }
  });

  it('walks to the whole list filtered by one label and by two, in every sort and order', async () => {
    const byLabels = {
      one: `&labelId=${labelIds.a}`,
      two: `&labelId=${labelIds.a}&labelId=${labelIds.b}`,
    };
    const everyTask = await getJson<Task[]>(ctx, owner, list());
    const carrying = (...labels: string[]) =>
      everyTask.filter((task) =>
        labels.every((id) => task.labels.some((label) => label.id === id)),
      );
    for (const sortBy of taskSortFields) {
      for (const sortOrder of sortOrders) {
        for (const [labels, expected] of [
          [byLabels.one, carrying(labelIds.a)],
          [byLabels.two, carrying(labelIds.a, labelIds.b)],
        ] as const) {
          const query = `&sortBy=${sortBy}&sortOrder=${sortOrder}${labels}`;
          const whole = await getJson<Task[]>(ctx, owner, list(query));
          expect(ids(whole).sort()).toEqual(ids(expected).sort());
          expect(ids(await walkPages<Task>(ctx, owner, list(query), 2))).toEqual(ids(whole));
        }
      }
    }
    expect(carrying(labelIds.a, labelIds.b).length).toBeGreaterThan(2);
    // The contractor's pages hold only what the contractor sees.
    const contractors = await getJson<Task[]>(ctx, contractor, list(byLabels.one));
    expect(contractors.length).toBeGreaterThan(2);
    expect(contractors.every((task) => task.projectId === projects.first)).toBe(true);
    expect(ids(await walkPages<Task>(ctx, contractor, list(byLabels.one), 1))).toEqual(
      ids(contractors),
    );
  });

  it('answers a page with the limit alone, and the last page with no next cursor', async () => {
    const page = await getJson<{ items: Task[]; nextCursor: string | null }>(
      ctx,
      owner,
      list('&limit=100'),
    );
    expect(ids(page.items)).toEqual(ids(await getJson<Task[]>(ctx, owner, list())));
    expect(page.nextCursor).toBeNull();
  });

  it("gives a contractor pages of only what the contractor's whole list holds", async () => {
    for (const sortBy of taskSortFields) {
      const query = `&sortBy=${sortBy}&sortOrder=asc`;
      const whole = await getJson<Task[]>(ctx, contractor, list(query));
      expect(whole.every((task) => task.projectId === projects.first)).toBe(true);
      expect(ids(await walkPages<Task>(ctx, contractor, list(query), 3))).toEqual(ids(whole));
    }
  });

  it('sees each task present throughout exactly once while others are added and deleted', async () => {
    for (const sortBy of taskSortFields) {
      const query = `&sortBy=${sortBy}&sortOrder=desc`;
      const before = ids(await getJson<Task[]>(ctx, owner, list(query)));
      const deleted = new Set<string>();
      const added: string[] = [];
      const now = ctx.clock.now().getTime();
      const seen = await walkPages<Task>(ctx, owner, list(query), 3, async (pageNumber) => {
        // Delete one task not yet seen and add two, one sorting first and one among the rest.
        const victim = before[before.length - pageNumber];
        if (victim && !deleted.has(victim)) {
          const response = await ctx.app.inject({
            method: 'DELETE',
            url: `/api/tasks/${victim}`,
            headers: owner.headers,
          });
          expect(response.statusCode).toBe(200);
          deleted.add(victim);
        }
        added.push(
          ...(await insertTasks(ctx, [
            {
              workspaceId,
              projectId: projects.first,
              createdBy: owner.id,
              priority: 'high',
              status: 'complete',
              dueDate: new Date(now + pageNumber * MINUTE_MS),
              createdAt: new Date(now + pageNumber * MINUTE_MS),
            },
            {
              workspaceId,
              projectId: projects.second,
              createdBy: owner.id,
              createdAt: new Date(now - 2 * MINUTE_MS),
            },
          ])),
        );
      });
      const seenIds = ids(seen);
      expect(new Set(seenIds).size, 'no task twice').toBe(seenIds.length);
      const throughout = before.filter((id) => !deleted.has(id));
      for (const id of throughout) expect(seenIds).toContain(id);
      expect(seenIds.every((id) => before.includes(id) || added.includes(id))).toBe(true);
      // The list stays as it was for the next sort: the added tasks go again.
      await ctx.database.db.execute(
        sql`delete from ${taskTable} where ${taskTable.id} in (${sql.join(
          added.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
  });

  it('refuses a bad limit or a cursor it did not write', async () => {
    for (const limit of ['0', '101', 'abc', '1.5', '-1']) {
      await expectRefused(ctx, owner, list(`&limit=${limit}`), pagingMessages.badLimit);
    }
    const first = await getJson<{ nextCursor: string }>(ctx, owner, list('&limit=2'));
    const otherSort = list(`&sortBy=priority&cursor=${first.nextCursor}`);
    const garbage = Buffer.from('not a position').toString('base64url');
    const wrongShape = Buffer.from(JSON.stringify(['tasks.createdAt.desc', 1, 2])).toString(
      'base64url',
    );
    const noDate = Buffer.from(
      JSON.stringify(['tasks.createdAt.desc', '2026-02-31T00:00:00.000000Z', owner.id]),
    ).toString('base64url');
    const tampered = `${first.nextCursor.slice(0, -2)}x`;
    for (const cursor of [garbage, wrongShape, noDate, tampered, 'a.b', '']) {
      await expectRefused(
        ctx,
        owner,
        list(`&cursor=${encodeURIComponent(cursor)}`),
        cursor === '' ? expect.any(String) : pagingMessages.badCursor,
      );
    }
    await expectRefused(ctx, owner, otherSort, pagingMessages.badCursor);
  });
});
