import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagingMessages } from '@groundwork/shared/common/paging';
import type { ProjectStatus } from '@groundwork/shared/projects/constants';
import { projectTable } from '../src/db/schema';
import { assignToProject, insertProject, insertTasks } from './project-factory';
import { createTestApp, createUser, type TestContext, type TestUser } from './test-app';
import { expectRefused, getJson, walkPages } from './paging-walk';
import { addMember, createWorkspace } from './workspace-factory';

/**
 * GET /api/projects a page at a time: the list is ordered by health, status and latest update as
 * the shared rules work them out, and its pages follow that order exactly.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const statuses: ProjectStatus[] = ['in_progress', 'to_do', 'complete', 'archived'];
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('paged project lists', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let workspaceId: string;
  const list = (query = '') => `/api/projects?workspaceId=${workspaceId}${query}`;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx);
    contractor = await createUser(ctx);
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    const now = ctx.clock.now().getTime();
    for (let index = 0; index < 14; index += 1) {
      const projectId = await insertProject(ctx, {
        workspaceId,
        createdBy: owner.id,
        name: `Project ${index}`,
        status: statuses[index % statuses.length],
        // Some overdue, so that health differs; a few share their latest update.
        targetEndDate: index % 3 === 0 ? new Date(now - DAY_MS) : new Date(now + 30 * DAY_MS),
        estimatedCost: index % 5 === 0 ? 100 : null,
        updatedAt: new Date(now - (index % 4) * 60_000),
      });
      if (index % 2 === 0) await assignToProject(ctx, projectId, contractor.id, 'contractor');
      await insertTasks(ctx, [
        { workspaceId, projectId, createdBy: owner.id, status: 'complete', amount: index * 40 },
        { workspaceId, projectId, createdBy: owner.id, status: 'to_do' },
      ]);
    }
  });
  afterAll(() => ctx.close());

  it('walks to the whole list, with and without the archived, for each kind of viewer', async () => {
    for (const user of [owner, contractor]) {
      for (const query of ['', '&includeArchived=true']) {
        const whole = (await getJson<{ projects: { id: string }[] }>(ctx, user, list(query)))
          .projects;
        expect(whole.length).toBeGreaterThan(3);
        for (const limit of [1, 3]) {
          const paged = await walkPages<{ id: string }>(ctx, user, list(query), limit);
          expect(ids(paged), `${query} ${limit} a page`).toEqual(ids(whole));
        }
      }
    }
  });

  it('sees each project present throughout once while others are added and deleted', async () => {
    const before = ids(
      (await getJson<{ projects: { id: string }[] }>(ctx, owner, list())).projects,
    );
    const deleted: string[] = [];
    const now = ctx.clock.now().getTime();
    const seen = await walkPages<{ id: string }>(ctx, owner, list(), 3, async (pageNumber) => {
      const victim = before[before.length - pageNumber];
      if (victim) {
        await ctx.database.db.delete(projectTable).where(eq(projectTable.id, victim));
        deleted.push(victim);
      }
      for (const status of ['in_progress', 'complete'] as const) {
        await insertProject(ctx, {
          workspaceId,
          createdBy: owner.id,
          name: `Added ${pageNumber}`,
          status,
          updatedAt: new Date(now + pageNumber * 1000),
        });
      }
    });
    const seenIds = ids(seen);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    for (const id of before.filter((id) => !deleted.includes(id))) expect(seenIds).toContain(id);
  });

  it("refuses a bad limit, and another list's cursor", async () => {
    for (const limit of ['0', '101', 'abc']) {
      await expectRefused(ctx, owner, list(`&limit=${limit}`), pagingMessages.badLimit);
    }
    const { nextCursor } = await getJson<{ nextCursor: string }>(
      ctx,
      owner,
      `/api/tasks?workspaceId=${workspaceId}&limit=1`,
    );
    const garbage = Buffer.from('["projects",1,2,"x","y"]').toString('base64url');
    for (const cursor of [nextCursor, garbage]) {
      await expectRefused(ctx, owner, list(`&cursor=${cursor}`), pagingMessages.badCursor);
    }
  });
});
