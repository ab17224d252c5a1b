import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTable } from '../src/db/schema';
import { insertProject, insertTasks } from './project-factory';
import { createComment } from './task-factory';
import { createTestApp, createUser, type TestContext, type TestUser } from './test-app';
import { getJson } from './paging-walk';
import { addMember, createWorkspace } from './workspace-factory';

/** The totals screens show come from counting routes that agree with their whole lists. */
describe('counting routes', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let outsider: TestUser;
  let workspaceId: string;
  let taskId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx);
    outsider = await createUser(ctx);
    workspaceId = (await createWorkspace(ctx, owner)).id;
    const otherWorkspace = (await createWorkspace(ctx, outsider)).id;
    await addMember(ctx, otherWorkspace, owner, 'client');
    const projectId = await insertProject(ctx, { workspaceId, createdBy: owner.id, name: 'A' });
    const [task] = await insertTasks(ctx, [{ workspaceId, projectId, createdBy: owner.id }]);
    if (!task) throw new Error('no task');
    taskId = task;
    const now = ctx.clock.now();
    await ctx.database.db.insert(notificationTable).values(
      Array.from({ length: 7 }, (_, index) => ({
        userId: owner.id,
        workspaceId: index % 3 === 2 ? otherWorkspace : workspaceId,
        type: 'overdue_task',
        title: `Notice ${index}`,
        message: 'Something happened',
        readAt: index % 2 === 0 ? now : null,
      })),
    );
  });
  afterAll(() => ctx.close());

  const countOf = async (user: TestUser, url: string) =>
    (await getJson<{ count: number }>(ctx, user, url)).count;

  it.each([
    '',
    '?unreadOnly=true',
    '?workspaceId=WORKSPACE',
    '?workspaceId=WORKSPACE&unreadOnly=true',
  ])('counts the notifications the list %s has', async (query) => {
    const filters = query.replace('WORKSPACE', workspaceId);
    const list = await getJson<unknown[]>(ctx, owner, `/api/notifications${filters}`);
    expect(await countOf(owner, `/api/notifications/count${filters}`)).toBe(list.length);
    expect(await countOf(outsider, `/api/notifications/count${filters}`)).toBe(0);
  });

  it("counts a task's comments, for those who may see the task only", async () => {
    const url = `/api/tasks/${taskId}/comments/count`;
    expect(await countOf(owner, url)).toBe(0);
    for (let index = 0; index < 3; index += 1) await createComment(ctx, owner, taskId);
    expect(await countOf(owner, url)).toBe(3);
    const hidden = await ctx.app.inject({ method: 'GET', url, headers: outsider.headers });
    expect(hidden.statusCode).toBe(404);
  });
});
