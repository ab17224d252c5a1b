import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denialReasons } from '@groundwork/shared/permissions/capabilities';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { projectMessages } from '@groundwork/shared/projects/constants';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { workspaceMessages } from '@groundwork/shared/workspaces/constants';
import { textMessages } from '@groundwork/shared/common/text';
import { notificationTable, projectAssignmentTable, taskTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createComment, createTask } from '../../../test/task-factory';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** Markup, quotes, SQL, emoji, a right-to-left mark and a zero-width joiner: all stored verbatim. */
const HOSTILE = `<script>alert("x")</script> O'Brien's "quote" \`tick\` '; drop table tasks; -- 👷🏽‍♀️🏗️ \u200f\u200d & &amp; \\ /`;

/** `length` UTF-16 units of hostile text, never cutting an emoji in half. */
function hostileText(length: number): string {
  let text = '';
  for (const char of HOSTILE.repeat(Math.ceil(length / 10))) {
    if (text.length + char.length > length) break;
    text += char;
  }
  return text.padEnd(length, '!');
}

describe('tasks', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let manager: TestUser;
  let contractor: TestUser;
  let client: TestUser;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    manager = await createUser(ctx, { name: 'Manny Manager' });
    contractor = await createUser(ctx, { name: null });
    client = await createUser(ctx, { name: 'Clara Client' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, manager, 'project_manager');
    await addMember(ctx, workspaceId, contractor, 'contractor');
    await addMember(ctx, workspaceId, client, 'client');
    projectId = (await createProject(ctx, owner, workspaceId, { name: 'Riverside kitchen' })).id;
    await assignToProject(ctx, projectId, contractor.id, 'contractor');
  });
  afterAll(() => ctx.close());

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => ctx.app.inject({ method, url, payload, headers: { ...user.headers, ...headers } });

  const post = (payload: object, user = owner) =>
    call(user, 'POST', `/api/tasks?workspaceId=${workspaceId}`, { projectId, ...payload });
  const put = (id: string, payload: object, user = owner) =>
    call(user, 'PUT', `/api/tasks/${id}?workspaceId=${workspaceId}`, payload);

  describe('creating', () => {
    it('answers 201 with the task: trimmed, blanks omitted, money in dollars, names joined', async () => {
      const response = await post({
        title: '  Order tiles  ',
        description: '   ',
        priority: 'high',
        dueDate: '2026-03-10T00:00:00.000Z',
        amount: 1234.5,
        transactionType: ' Material ',
        assignedTo: contractor.id,
      });
      expect(response.statusCode).toBe(201);
      const now = ctx.clock.now().toISOString();
      expect(response.json()).toEqual({
        id: expect.any(String),
        title: 'Order tiles',
        description: null,
        status: 'to_do',
        priority: 'high',
        dueDate: '2026-03-10T00:00:00.000Z',
        amount: 1234.5,
        transactionType: 'Material',
        assignedTo: contractor.id,
        assignee: { id: contractor.id, name: null, phoneNumber: contractor.phoneNumber },
        projectId,
        projectName: 'Riverside kitchen',
        workspaceId,
        createdBy: owner.id,
        createdAt: now,
        updatedAt: now,
        checklist: { done: 0, total: 0 },
        labels: [],
      });
    });

    it('defaults the priority to medium and reads "Unassigned" as none', async () => {
      const response = await post({ title: 'Sweep up', assignedTo: '', amount: null });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        priority: 'medium',
        assignedTo: null,
        assignee: null,
        amount: null,
        dueDate: null,
        description: null,
        transactionType: null,
      });
    });

    it('keeps a due date at midnight in another zone as the same instant, in UTC', async () => {
      const task = (await post({ title: 'Inspect', dueDate: '2026-03-10T00:00:00-05:00' })).json();
      expect(task.dueDate).toBe('2026-03-10T05:00:00.000Z');
    });

    it('stores hostile text verbatim and answers it unchanged', async () => {
      const description = hostileText(2000);
      const created = await post({
        title: HOSTILE,
        description,
        transactionType: '<b>"Labor"</b> 👷',
      });
      expect(created.statusCode).toBe(201);
      const read = (await call(owner, 'GET', `/api/tasks/${created.json().id}`)).json() as Task;
      expect(read.title).toBe(HOSTILE);
      expect(read.description).toBe(description);
      expect(read.transactionType).toBe('<b>"Labor"</b> 👷');
      const listed = (
        await call(owner, 'GET', `/api/tasks?workspaceId=${workspaceId}&projectId=${projectId}`)
      ).json() as Task[];
      expect(listed.find((task) => task.id === read.id)?.title).toBe(HOSTILE);
    });

    it('takes a 1,000-character description but refuses a 1,000-character title', async () => {
      const thousand = hostileText(1000);
      const ok = await post({ title: 'Long notes', description: thousand });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().description).toBe(thousand);
      const refused = await post({ title: 'T'.repeat(1000) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: taskMessages.titleTooLong });
      expect((await post({ title: 'T'.repeat(199) })).statusCode).toBe(201);
    });

    it.each([
      [{ title: undefined }, taskMessages.titleRequired, 'title'],
      [{ title: '   ' }, taskMessages.titleRequired, 'title'],
      [{ title: 't'.repeat(200) }, taskMessages.titleTooLong, 'title'],
      [{ description: 'd'.repeat(2001) }, taskMessages.descriptionTooLong, 'description'],
      [{ transactionType: 'm'.repeat(51) }, taskMessages.transactionTypeTooLong, 'transactionType'],
      [{ dueDate: 'tomorrow' }, taskMessages.invalidDueDate, 'dueDate'],
      [{ dueDate: '2026-03-10' }, taskMessages.invalidDueDate, 'dueDate'],
      [{ amount: -1 }, taskMessages.amountNegative, 'amount'],
      [{ amount: 1.234 }, taskMessages.amountDecimals, 'amount'],
      [{ amount: '12' }, taskMessages.amountInvalid, 'amount'],
      [{ priority: 'urgent' }, undefined, 'priority'],
      [{ assignedTo: 'bob' }, taskMessages.invalidAssignee, 'assignedTo'],
      [{ projectId: undefined }, taskMessages.projectIdRequired, 'projectId'],
    ])('refuses %j with 400 and the spec message', async (fields, message, path) => {
      const response = await post({ title: 'Valid', ...fields });
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect(answer.code).toBe('VALIDATION_FAILED');
      if (message) expect(answer.error).toBe(message);
      expect(answer.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    });

    it('refuses an assignee who is not an active member', async () => {
      const stranger = await createUser(ctx);
      const pending = await createUser(ctx);
      const revoked = await createUser(ctx);
      await addMember(ctx, workspaceId, pending, 'contractor', 'pending');
      await addMember(ctx, workspaceId, revoked, 'contractor', 'revoked');
      for (const user of [stranger, pending, revoked]) {
        const response = await post({ title: 'Nobody', assignedTo: user.id });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'Assignee must be an active workspace member',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'assignedTo', message: taskMessages.assigneeNotMember }],
        });
      }
      // Nothing was written.
      const listed = (
        await call(owner, 'GET', `/api/tasks?workspaceId=${workspaceId}`)
      ).json() as Task[];
      expect(listed.some((task) => task.title === 'Nobody')).toBe(false);
    });

    it('puts the assignee on the project with their workspace role, once', async () => {
      const fresh = (await createProject(ctx, owner, workspaceId, { name: 'Fresh' })).id;
      const created = await call(owner, 'POST', `/api/tasks?workspaceId=${workspaceId}`, {
        title: 'For the client',
        projectId: fresh,
        assignedTo: client.id,
      });
      expect(created.statusCode).toBe(201);
      await call(owner, 'POST', `/api/tasks?workspaceId=${workspaceId}`, {
        title: 'Again',
        projectId: fresh,
        assignedTo: client.id,
      });
      const project = (await call(owner, 'GET', `/api/projects/${fresh}`)).json();
      expect(project.assignments).toEqual([
        {
          userId: client.id,
          role: 'client',
          user: { name: 'Clara Client', phoneNumber: client.phoneNumber },
        },
      ]);
      // The client now sees the project and the task.
      const seen = await call(client, 'GET', `/api/tasks/${created.json().id}`);
      expect(seen.statusCode).toBe(200);
    });

    it('answers 404 for a project that is missing or in a workspace the caller is not in', async () => {
      const missing = await post({ title: 'Lost', projectId: MISSING_ID });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: projectMessages.notFound });
      const stranger = await createUser(ctx);
      const theirs = (await createWorkspace(ctx, stranger)).id;
      const theirProject = (await createProject(ctx, stranger, theirs)).id;
      const probing = await post({ title: 'Probe', projectId: theirProject });
      expect(probing.statusCode).toBe(404);
      expect(probing.json()).toMatchObject({ error: projectMessages.notFound });
    });

    it('answers 404 when the named workspace is not the project’s own', async () => {
      const other = (await createWorkspace(ctx, owner, 'Other')).id;
      const response = await call(owner, 'POST', `/api/tasks?workspaceId=${other}`, {
        title: 'Mixed',
        projectId,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('reading', () => {
    it('answers 404 Task Not Found for an id that is not a UUID or names nothing', async () => {
      for (const id of ['nope', MISSING_ID]) {
        const response = await call(owner, 'GET', `/api/tasks/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: taskMessages.notFound, code: 'NOT_FOUND' });
      }
    });

    it('answers 404 when X-Workspace-ID or ?workspaceId is not the task’s workspace', async () => {
      const task = await createTask(ctx, owner, workspaceId, projectId);
      const other = (await createWorkspace(ctx, owner, 'Elsewhere')).id;
      const byQuery = await call(owner, 'GET', `/api/tasks/${task.id}?workspaceId=${other}`);
      expect(byQuery.statusCode).toBe(404);
      const byHeader = await call(owner, 'GET', `/api/tasks/${task.id}`, undefined, {
        'x-workspace-id': other,
      });
      expect(byHeader.statusCode).toBe(404);
      const right = await call(owner, 'GET', `/api/tasks/${task.id}`, undefined, {
        'x-workspace-id': workspaceId,
      });
      expect(right.statusCode).toBe(200);
    });

    it.each([
      ['', 'workspaceId', 'Workspace ID is required to load tasks.'],
      [`workspaceId=${MISSING_ID}&status=done`, 'status', undefined],
      [`workspaceId=${MISSING_ID}&priority=urgent`, 'priority', undefined],
      [`workspaceId=${MISSING_ID}&sortBy=title`, 'sortBy', undefined],
      [`workspaceId=${MISSING_ID}&sortOrder=up`, 'sortOrder', undefined],
      [`workspaceId=${MISSING_ID}&assignedTo=bob`, 'assignedTo', undefined],
    ])('the list refuses ?%s with 400', async (query, path, message) => {
      const response = await call(owner, 'GET', `/api/tasks?${query}`);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json()).toMatchObject({ error: message });
      expect(response.json().details).toEqual(
        expect.arrayContaining([expect.objectContaining({ path })]),
      );
    });

    it('refuses empty filters, naming each, rather than listing every task', async () => {
      const filters = ['projectId', 'status', 'priority', 'assignedTo', 'sortBy', 'sortOrder'];
      const response = await call(
        owner,
        'GET',
        `/api/tasks?workspaceId=${workspaceId}&${filters.map((name) => `${name}=`).join('&')}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: textMessages.emptyQueryParam('projectId'),
        code: 'VALIDATION_FAILED',
      });
      expect(response.json().details.map((issue: { path: string }) => issue.path)).toEqual(filters);
    });

    it('lists each task exactly as reading it alone answers it', async () => {
      const listed = (await createProject(ctx, owner, workspaceId, { name: 'Listing' })).id;
      const amounts = [0.1, 0.3, 19.99, 1234567.89, 1_000_000_000_000, null];
      for (const [index, amount] of amounts.entries())
        await createTask(ctx, owner, workspaceId, listed, {
          title: hostileText(40 + index),
          description: index % 2 === 0 ? hostileText(300) : undefined,
          amount,
          transactionType: amount === null ? undefined : 'Material',
          dueDate: index % 3 === 0 ? null : `2026-0${index + 1}-15T00:00:00.000Z`,
          assignedTo: [contractor.id, manager.id, undefined][index % 3],
        });
      // A row stamped by the database's own clock carries microseconds.
      await ctx.database.db.insert(taskTable).values({
        workspaceId,
        projectId: listed,
        title: 'Stamped by the database',
        createdBy: owner.id,
      });
      const response = await call(
        owner,
        'GET',
        `/api/tasks?workspaceId=${workspaceId}&projectId=${listed}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const tasks = response.json() as Task[];
      expect(tasks).toHaveLength(amounts.length + 1);
      for (const task of tasks) {
        const alone = await call(owner, 'GET', `/api/tasks/${task.id}`);
        expect(task).toStrictEqual(alone.json());
      }
    });

    it('answers 404 for a workspace the caller is not in, and for a project of another workspace', async () => {
      const stranger = await createUser(ctx);
      const notMine = await call(stranger, 'GET', `/api/tasks?workspaceId=${workspaceId}`);
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json()).toMatchObject({ error: workspaceMessages.notFound });
      const theirs = (await createWorkspace(ctx, stranger)).id;
      const theirProject = (await createProject(ctx, stranger, theirs)).id;
      const crossed = await call(
        owner,
        'GET',
        `/api/tasks?workspaceId=${workspaceId}&projectId=${theirProject}`,
      );
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json()).toMatchObject({ error: projectMessages.notFound });
    });
  });

  describe('updating', () => {
    it('changes only the fields sent; null clears an optional one; updatedAt moves', async () => {
      const task = await createTask(ctx, owner, workspaceId, projectId, {
        description: 'Old',
        amount: 10,
        dueDate: '2026-03-20T00:00:00.000Z',
        transactionType: 'Labor',
      });
      ctx.clock.advance(60_000);
      const response = await put(task.id, {
        title: '  New title ',
        amount: null,
        dueDate: null,
        description: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        title: 'New title',
        description: null,
        amount: null,
        dueDate: null,
        transactionType: 'Labor',
        priority: 'medium',
        status: 'to_do',
        createdAt: task.createdAt,
        updatedAt: ctx.clock.now().toISOString(),
      });
    });

    it('lets an assigned contractor change the status alone, and refuses anything more with the reason', async () => {
      const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Grout' });
      for (const status of ['in_progress', 'complete', 'to_do'] as const) {
        const response = await put(task.id, { status }, contractor);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ status, title: 'Grout' });
      }
      for (const body of [
        { status: 'complete', title: 'Grouted' },
        { title: 'Grouted' },
        { priority: 'high' },
        { assignedTo: contractor.id },
        { description: null },
        {},
      ]) {
        const response = await put(task.id, body, contractor);
        expect(response.statusCode, JSON.stringify(body)).toBe(403);
        expect(response.json()).toEqual({
          error: denialReasons.projectManagerRequired,
          code: 'FORBIDDEN',
        });
      }
      const after = (await call(owner, 'GET', `/api/tasks/${task.id}`)).json();
      expect(after).toMatchObject({ title: 'Grout', status: 'to_do', priority: 'medium' });
    });

    it('checks the status and the other fields with the spec messages', async () => {
      const task = await createTask(ctx, owner, workspaceId, projectId);
      for (const [body, message] of [
        [{ status: 'done' }, undefined],
        [{ title: '' }, taskMessages.titleRequired],
        [{ title: 'x'.repeat(200) }, taskMessages.titleTooLong],
        [{ amount: -5 }, taskMessages.amountNegative],
        [{ dueDate: '10/03/2026' }, taskMessages.invalidDueDate],
        [{ assignedTo: 'someone' }, taskMessages.invalidAssignee],
      ] as const) {
        const response = await put(task.id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        if (message) expect(response.json()).toMatchObject({ error: message });
      }
      const stranger = await createUser(ctx);
      const response = await put(task.id, { assignedTo: stranger.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: taskMessages.assigneeNotMember });
    });

    it('assigning on update puts the assignee on the project; unassigning leaves them there', async () => {
      const fresh = (await createProject(ctx, owner, workspaceId, { name: 'Loft' })).id;
      const task = await createTask(ctx, owner, workspaceId, fresh);
      const assigned = await put(task.id, { assignedTo: manager.id }, manager);
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json()).toMatchObject({
        assignedTo: manager.id,
        assignee: { id: manager.id, name: 'Manny Manager', phoneNumber: manager.phoneNumber },
      });
      const rows = await ctx.database.db
        .select()
        .from(projectAssignmentTable)
        .where(
          and(
            eq(projectAssignmentTable.projectId, fresh),
            eq(projectAssignmentTable.userId, manager.id),
          ),
        );
      expect(rows).toMatchObject([{ role: 'project_manager', assignedBy: manager.id }]);
      const cleared = await put(task.id, { assignedTo: '' });
      expect(cleared.json()).toMatchObject({ assignedTo: null, assignee: null });
      const project = (await call(owner, 'GET', `/api/projects/${fresh}`)).json();
      expect(project.assignments.map((a: { userId: string }) => a.userId)).toEqual([manager.id]);
    });

    it('a task of an archived project is kept, read and changed; the workspace list leaves it out', async () => {
      const archived = (await createProject(ctx, owner, workspaceId, { name: 'Shed' })).id;
      const task = await createTask(ctx, owner, workspaceId, archived, { title: 'Paint shed' });
      expect((await call(owner, 'DELETE', `/api/projects/${archived}`)).statusCode).toBe(200);
      expect((await call(owner, 'GET', `/api/tasks/${task.id}`)).statusCode).toBe(200);
      const ofProject = (
        await call(owner, 'GET', `/api/tasks?workspaceId=${workspaceId}&projectId=${archived}`)
      ).json() as Task[];
      expect(ofProject.map((t) => t.id)).toEqual([task.id]);
      const all = (await call(owner, 'GET', `/api/tasks?workspaceId=${workspaceId}`)).json();
      expect((all as Task[]).some((t) => t.id === task.id)).toBe(false);
      expect((await put(task.id, { status: 'complete' })).statusCode).toBe(200);
    });
  });

  describe('task_assignment notifications', () => {
    const notificationsOf = (user: TestUser) =>
      ctx.database.db
        .select()
        .from(notificationTable)
        .where(
          and(eq(notificationTable.userId, user.id), eq(notificationTable.type, 'task_assignment')),
        );

    it('tell the new assignee, not someone who assigns themselves, and not again for the same one', async () => {
      const helper = await createUser(ctx, { name: 'Hal Helper' });
      await addMember(ctx, workspaceId, helper, 'contractor');
      const task = await createTask(ctx, owner, workspaceId, projectId, {
        title: 'Fit cabinets',
        assignedTo: helper.id,
      });
      expect(await notificationsOf(helper)).toMatchObject([
        {
          title: 'Task assigned',
          message: 'Olivia Owner assigned you "Fit cabinets" in "Riverside kitchen"',
          relatedId: task.id,
          workspaceId,
          projectId,
          taskId: task.id,
          readAt: null,
        },
      ]);
      await put(task.id, { assignedTo: helper.id, title: 'Fit the cabinets' });
      expect(await notificationsOf(helper)).toHaveLength(1);
      await put(task.id, { assignedTo: manager.id }, manager);
      // Other tests of this file assign the manager tasks of their own.
      const aboutThisTask = (await notificationsOf(manager)).filter((n) => n.taskId === task.id);
      expect(aboutThisTask).toHaveLength(0);
      await put(task.id, { assignedTo: helper.id, title: 'Hang doors' }, manager);
      // Both are unread and of one type; written in the same instant, either may be listed first.
      expect((await notificationsOf(helper)).map((n) => n.message).sort()).toEqual([
        'Manny Manager assigned you "Hang doors" in "Riverside kitchen"',
        'Olivia Owner assigned you "Fit cabinets" in "Riverside kitchen"',
      ]);
    });
  });

  describe('deleting', () => {
    it('removes the task and its comments, and answers 404 afterwards', async () => {
      const task = await createTask(ctx, owner, workspaceId, projectId);
      await createComment(ctx, contractor, task.id);
      const response = await call(owner, 'DELETE', `/api/tasks/${task.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const again = await call(owner, 'DELETE', `/api/tasks/${task.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ error: taskMessages.notFound });
      const comments = await call(owner, 'GET', `/api/tasks/${task.id}/comments`);
      expect(comments.statusCode).toBe(404);
    });
  });
});
