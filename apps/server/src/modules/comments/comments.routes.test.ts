import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@groundwork/shared/comments/schemas';
import { commentMessages } from '@groundwork/shared/comments/constants';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { notificationTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createComment, createTask } from '../../../test/task-factory';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const HOSTILE = `<img src=x onerror="alert('x')"> "quotes" 'single' \`tick\` 🧱🏗️👷🏽‍♀️ &lt; \\n`;

describe('comments', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    contractor = await createUser(ctx, { name: null });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    projectId = (await createProject(ctx, owner, workspaceId)).id;
    await assignToProject(ctx, projectId, contractor.id, 'contractor');
  });
  afterAll(() => ctx.close());

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: user.headers });
  const newTask = async () => (await createTask(ctx, owner, workspaceId, projectId)).id;

  it('adds a comment: 201, trimmed, with its author and no updatedAt', async () => {
    const taskId = await newTask();
    const response = await call(
      contractor,
      'POST',
      `/api/tasks/${taskId}/comments?workspaceId=${workspaceId}`,
      { content: '  Tiles are on site \n' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      taskId,
      content: 'Tiles are on site',
      userId: contractor.id,
      author: { id: contractor.id, name: null, phoneNumber: contractor.phoneNumber },
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: null,
      mentions: [],
    });
  });

  it('lists a task’s comments oldest first, and only that task’s', async () => {
    const taskId = await newTask();
    const otherTask = await newTask();
    const first = await createComment(ctx, owner, taskId, 'First');
    ctx.clock.advance(1000);
    const second = await createComment(ctx, contractor, taskId, 'Second');
    await createComment(ctx, owner, otherTask, 'Elsewhere');
    const response = await call(owner, 'GET', `/api/tasks/${taskId}/comments`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as Comment[]).map((c) => [c.id, c.content, c.author.id])).toEqual([
      [first.id, 'First', owner.id],
      [second.id, 'Second', contractor.id],
    ]);
    const none = await call(owner, 'GET', `/api/tasks/${await newTask()}/comments`);
    expect(none.json()).toEqual([]);
  });

  it('an edit changes the content and sets updatedAt; delete removes it', async () => {
    const taskId = await newTask();
    const comment = await createComment(ctx, contractor, taskId, 'Tuesday');
    ctx.clock.advance(5 * 60_000);
    const url = `/api/tasks/${taskId}/comments/${comment.id}?workspaceId=${workspaceId}`;
    const edited = await call(contractor, 'PUT', url, { content: ' Wednesday ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...comment,
      content: 'Wednesday',
      updatedAt: ctx.clock.now().toISOString(),
    });
    const listed = (await call(owner, 'GET', `/api/tasks/${taskId}/comments`)).json();
    expect(listed).toEqual([edited.json()]);
    const deleted = await call(contractor, 'DELETE', url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await call(owner, 'GET', `/api/tasks/${taskId}/comments`)).json()).toEqual([]);
    const again = await call(contractor, 'DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: commentMessages.notFound });
  });

  it('stores hostile text and 1,000 characters verbatim', async () => {
    const taskId = await newTask();
    let thousand = '';
    for (const char of HOSTILE.repeat(30)) {
      if (thousand.length + char.length > 1000) break;
      thousand += char;
    }
    thousand = thousand.padEnd(1000, '.');
    for (const content of [HOSTILE, thousand]) {
      const created = await createComment(ctx, owner, taskId, content);
      expect(created.content).toBe(content);
      ctx.clock.advance(1000);
    }
    const listed = (await call(owner, 'GET', `/api/tasks/${taskId}/comments`)).json() as Comment[];
    expect(listed.map((c) => c.content)).toEqual([HOSTILE, thousand]);
  });

  it.each([
    [{ content: '' }, commentMessages.contentRequired],
    [{ content: '  \n\t ' }, commentMessages.contentRequired],
    [{}, commentMessages.contentRequired],
    [{ content: 42 }, commentMessages.contentRequired],
    [{ content: 'c'.repeat(1001) }, commentMessages.contentTooLong],
  ])('refuses %j on create and edit with 400 and the message', async (payload, message) => {
    const taskId = await newTask();
    const comment = await createComment(ctx, owner, taskId);
    for (const [method, url] of [
      ['POST', `/api/tasks/${taskId}/comments`],
      ['PUT', `/api/tasks/${taskId}/comments/${comment.id}`],
    ] as const) {
      const response = await call(owner, method, url, payload);
      expect(response.statusCode, method).toBe(400);
      expect(response.json()).toMatchObject({
        error: message,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'content', message }],
      });
    }
  });

  it('answers 404 for a task or comment that is missing, malformed or another task’s', async () => {
    const taskId = await newTask();
    const otherTask = await newTask();
    const comment = await createComment(ctx, owner, taskId);
    for (const badTask of ['nope', MISSING_ID]) {
      const list = await call(owner, 'GET', `/api/tasks/${badTask}/comments`);
      expect(list.statusCode).toBe(404);
      expect(list.json()).toMatchObject({ error: taskMessages.notFound });
      const add = await call(owner, 'POST', `/api/tasks/${badTask}/comments`, { content: 'x' });
      expect(add.statusCode).toBe(404);
    }
    for (const url of [
      `/api/tasks/${taskId}/comments/nope`,
      `/api/tasks/${taskId}/comments/${MISSING_ID}`,
      `/api/tasks/${otherTask}/comments/${comment.id}`,
    ]) {
      const edit = await call(owner, 'PUT', url, { content: 'x' });
      expect(edit.statusCode, url).toBe(404);
      expect(edit.json()).toMatchObject({ error: commentMessages.notFound });
      expect((await call(owner, 'DELETE', url)).statusCode, url).toBe(404);
    }
  });

  it('answers 404 when ?workspaceId is not the task’s workspace', async () => {
    const taskId = await newTask();
    const other = (await createWorkspace(ctx, owner, 'Other')).id;
    const response = await call(owner, 'GET', `/api/tasks/${taskId}/comments?workspaceId=${other}`);
    expect(response.statusCode).toBe(404);
  });

  it('tells the assignee, the creator and earlier commenters, but not the author or former members', async () => {
    const manager = await createUser(ctx, { name: 'Manny Manager' });
    const earlier = await createUser(ctx, { name: 'Eli Earlier' });
    const leaver = await createUser(ctx, { name: 'Lee Leaver' });
    const bystander = await createUser(ctx, { name: 'Bea Bystander' });
    await addMember(ctx, workspaceId, manager, 'project_manager');
    await addMember(ctx, workspaceId, earlier, 'project_manager');
    const leaverMemberId = await addMember(ctx, workspaceId, leaver, 'admin');
    await addMember(ctx, workspaceId, bystander, 'admin');
    const task = await createTask(ctx, manager, workspaceId, projectId, {
      title: 'Fix leak',
      assignedTo: contractor.id,
    });
    await createComment(ctx, earlier, task.id, 'I saw it');
    await createComment(ctx, leaver, task.id, 'Me too');
    await call(owner, 'DELETE', `/api/workspaces/${workspaceId}/members/${leaverMemberId}`);
    await createComment(ctx, contractor, task.id, 'Fixed');
    const rows = await ctx.database.db
      .select()
      .from(notificationTable)
      .where(
        and(
          eq(notificationTable.taskId, task.id),
          eq(notificationTable.message, `${contractor.phoneNumber} commented on "Fix leak"`),
        ),
      );
    expect(rows.map((row) => row.userId).sort()).toEqual([manager.id, earlier.id].sort());
    expect(rows[0]).toMatchObject({
      type: 'task_comment',
      title: 'New comment',
      relatedId: task.id,
      workspaceId,
      projectId,
      taskId: task.id,
    });
  });
});
