import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { taskTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';
import { createLabel } from '../../../test/label-factory';

/**
 * A repeated task list is answered from the answer cache, and only while every row it was built
 * from is unchanged: each kind of change below must show in the very next answer.
 */
describe('task list answers reused while nothing changed', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let assignee: TestUser;
  let workspaceId: string;
  let contractorMemberId: string;
  let projectId: string;
  let taskIds: string[];

  beforeAll(async () => {
    ctx = await createTestApp({}, { logQueries: true });
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    contractor = await createUser(ctx, { name: 'Cora Contractor' });
    assignee = await createUser(ctx, { name: 'Ava Assignee' });
  });
  afterAll(() => ctx.close());

  beforeEach(async () => {
    workspaceId = (await createWorkspace(ctx, owner)).id;
    contractorMemberId = await addMember(ctx, workspaceId, contractor, 'contractor');
    await addMember(ctx, workspaceId, assignee, 'contractor');
    projectId = (await createProject(ctx, owner, workspaceId, { name: 'Riverside kitchen' })).id;
    await assignToProject(ctx, projectId, contractor.id, 'contractor');
    taskIds = [];
    for (const title of ['Order tiles', 'Fit sink', 'Paint walls']) {
      const task = await createTask(ctx, owner, workspaceId, projectId, {
        title,
        assignedTo: assignee.id,
      });
      taskIds.push(task.id);
      ctx.clock.advance(1000);
    }
  });

  const listUrl = (query = '') =>
    `/api/tasks?workspaceId=${workspaceId}&projectId=${projectId}${query}`;

  /** The list as `user` reads it, and whether the tasks' rows were read to build it. */
  async function list(user: TestUser, query = '') {
    ctx.queries.clear();
    const response = await ctx.app.inject({
      method: 'GET',
      url: listUrl(query),
      headers: user.headers,
    });
    const readRows = ctx.queries.statements.some((sql) => sql.includes('"tasks"."title"'));
    return { status: response.statusCode, tasks: response.json() as Task[], readRows };
  }

  const call = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });

  it('reads the rows once, then answers the same bytes from the cache', async () => {
    const first = await list(owner);
    const second = await list(owner);
    expect(first.readRows).toBe(true);
    expect(second.readRows).toBe(false);
    expect(second.tasks).toEqual(first.tasks);
    expect(second.tasks).toHaveLength(3);
  });

  it('shows a changed, an added and a deleted task at once', async () => {
    await list(owner);
    await call(owner, 'PUT', `/api/tasks/${taskIds[0]}?workspaceId=${workspaceId}`, {
      status: 'complete',
    });
    const afterUpdate = await list(owner);
    expect(afterUpdate.readRows).toBe(true);
    expect(afterUpdate.tasks.find((task) => task.id === taskIds[0])?.status).toBe('complete');

    const added = await createTask(ctx, owner, workspaceId, projectId, { title: 'Grout' });
    expect((await list(owner)).tasks.map((task) => task.id)).toContain(added.id);

    await call(owner, 'DELETE', `/api/tasks/${added.id}?workspaceId=${workspaceId}`);
    const afterDelete = await list(owner);
    expect(afterDelete.tasks.map((task) => task.id)).not.toContain(added.id);
    expect(afterDelete.tasks).toHaveLength(3);
  });

  it('shows a renamed project and a renamed assignee at once', async () => {
    await list(owner);
    await call(owner, 'PUT', `/api/projects/${projectId}?workspaceId=${workspaceId}`, {
      name: 'Harbour kitchen',
    });
    expect((await list(owner)).tasks.every((task) => task.projectName === 'Harbour kitchen')).toBe(
      true,
    );

    await call(assignee, 'PUT', '/api/auth/me', { name: 'Ava Renamed' });
    expect((await list(owner)).tasks.every((task) => task.assignee?.name === 'Ava Renamed')).toBe(
      true,
    );
  });

  it("shows a task's labels, and a label renamed or deleted, at once; each label filter apart", async () => {
    const label = await createLabel(ctx, owner, workspaceId, { name: 'Urgent' });
    const filtered = `&labelId=${label.id}`;
    const labelsOf = async (query = '') =>
      (await list(owner, query)).tasks.map((task) => task.labels.map((each) => each.name));
    expect(await labelsOf(filtered)).toEqual([]);
    expect(await labelsOf()).toEqual([[], [], []]);

    await call(owner, 'PUT', `/api/tasks/${taskIds[1]}`, { labelIds: [label.id] });
    expect(await labelsOf(filtered)).toEqual([['Urgent']]);
    expect(await labelsOf()).toEqual([[], ['Urgent'], []]);

    await call(owner, 'PUT', `/api/labels/${label.id}`, { name: 'Rush' });
    expect(await labelsOf(filtered)).toEqual([['Rush']]);
    expect(await labelsOf()).toEqual([[], ['Rush'], []]);

    await call(owner, 'DELETE', `/api/labels/${label.id}`);
    expect(await labelsOf(filtered)).toEqual([]);
    expect(await labelsOf()).toEqual([[], [], []]);
  });

  it('shows a change written straight to the database, as another instance would make it', async () => {
    await list(owner);
    await ctx.database.db
      .update(taskTable)
      .set({ title: 'Order blue tiles' })
      .where(eq(taskTable.id, taskIds[0] as string));
    const titles = (await list(owner)).tasks.map((task) => task.title);
    expect(titles).toContain('Order blue tiles');
  });

  it('keeps each sort order apart', async () => {
    const newestFirst = (await list(owner)).tasks.map((task) => task.id);
    const oldestFirst = (await list(owner, '&sortOrder=asc')).tasks.map((task) => task.id);
    expect(oldestFirst).toEqual([...newestFirst].reverse());
    expect((await list(owner)).tasks.map((task) => task.id)).toEqual(newestFirst);
  });

  it('never answers a removed member, however warm the list is', async () => {
    expect((await list(contractor)).status).toBe(200);
    expect((await list(contractor)).readRows).toBe(false);
    const removal = await call(
      owner,
      'DELETE',
      `/api/workspaces/${workspaceId}/members/${contractorMemberId}`,
    );
    expect(removal.statusCode).toBe(200);
    expect((await list(contractor)).status).toBe(404);
  });
});
