import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKLIST_ITEMS_MAX,
  CHECKLISTS_PER_TASK_MAX,
  checklistMessages,
} from '@groundwork/shared/checklists/constants';
import type { Checklist, ChecklistItem } from '@groundwork/shared/checklists/schemas';
import { textMessages } from '@groundwork/shared/common/text';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';
import {
  addChecklistItem,
  createChecklist,
  createChecklistTemplate,
} from '../../../test/checklist-factory';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('checklists', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let outsider: TestUser;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    contractor = await createUser(ctx, { name: 'Connie Contractor' });
    outsider = await createUser(ctx, { name: 'Otto Outsider' });
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
  const listOf = async (taskId: string) =>
    (await call(owner, 'GET', `/api/tasks/${taskId}/checklists`)).json() as Checklist[];
  const getTask = async (taskId: string) =>
    (await call(owner, 'GET', `/api/tasks/${taskId}`)).json() as Task;
  const texts = (checklist: Checklist | undefined) =>
    checklist?.items.map((item) => [item.text, item.position]);
  const tick = (user: TestUser, itemId: string, done: boolean) =>
    call(user, 'PUT', `/api/checklist-items/${itemId}`, { done });

  it('adds checklists last, each answered with its items', async () => {
    const taskId = await newTask();
    const first = await call(owner, 'POST', `/api/tasks/${taskId}/checklists`, {
      title: '  Final walk-through ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      taskId,
      title: 'Final walk-through',
      position: 0,
      items: [],
    });
    const second = await createChecklist(ctx, owner, taskId, { title: 'Punch list' });
    expect(second.position).toBe(1);
  });

  it("lists a task's checklists in order, each with its items in order, and only that task's", async () => {
    const taskId = await newTask();
    const walkThrough = await createChecklist(ctx, owner, taskId, { title: 'Walk-through' });
    const punch = await createChecklist(ctx, owner, taskId, { title: 'Punch list' });
    const outlets = await addChecklistItem(ctx, owner, walkThrough.id, 'Outlets covered');
    const caulk = await addChecklistItem(ctx, owner, walkThrough.id, 'Caulk done');
    const paint = await addChecklistItem(ctx, owner, punch.id, 'Touch up paint');
    await createChecklist(ctx, owner, await newTask(), { title: 'Elsewhere' });

    const response = await call(contractor, 'GET', `/api/tasks/${taskId}/checklists`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { ...walkThrough, items: [outlets, caulk] },
      { ...punch, items: [paint] },
    ]);
    expect(await listOf(await newTask())).toEqual([]);
  });

  it('adds an item last with its assignee and due date; a tick says who and when, an untick clears it', async () => {
    const taskId = await newTask();
    const checklist = await createChecklist(ctx, owner, taskId);
    await addChecklistItem(ctx, owner, checklist.id, 'Caulk done');
    const response = await call(owner, 'POST', `/api/checklists/${checklist.id}/items`, {
      text: ' Keys handed over ',
      assigneeId: contractor.id,
      dueDate: '2026-03-10T00:00:00+01:00',
    });
    expect(response.statusCode).toBe(201);
    const item = response.json() as ChecklistItem;
    expect(item).toEqual({
      id: expect.any(String),
      checklistId: checklist.id,
      text: 'Keys handed over',
      done: false,
      doneBy: null,
      doneAt: null,
      assigneeId: contractor.id,
      dueDate: '2026-03-09T23:00:00.000Z',
      position: 1,
    });

    ctx.clock.advance(60_000);
    const ticked = await tick(contractor, item.id, true);
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toEqual({
      ...item,
      done: true,
      doneBy: contractor.id,
      doneAt: ctx.clock.now().toISOString(),
    });
    const unticked = await tick(owner, item.id, false);
    expect(unticked.json()).toEqual(item);
    expect((await listOf(taskId))[0]?.items[1]).toEqual(item);
  });

  it('edits an item: text, assignee and due date, null clearing them', async () => {
    const taskId = await newTask();
    const checklist = await createChecklist(ctx, owner, taskId);
    const item = await addChecklistItem(ctx, owner, checklist.id, 'Caulk', {
      assigneeId: contractor.id,
      dueDate: '2026-03-10T00:00:00Z',
    });
    const edited = await call(owner, 'PUT', `/api/checklist-items/${item.id}`, {
      text: 'Caulk the bath',
      assigneeId: null,
      dueDate: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...item,
      text: 'Caulk the bath',
      assigneeId: null,
      dueDate: null,
    });
    // The form's "Nobody" is an empty value.
    const nobody = await call(owner, 'PUT', `/api/checklist-items/${item.id}`, { assigneeId: '' });
    expect(nobody.json()).toMatchObject({ assigneeId: null });
  });

  it('renames a checklist, and deletes items and checklists', async () => {
    const taskId = await newTask();
    const checklist = await createChecklist(ctx, owner, taskId, { title: 'Walk-through' });
    const item = await addChecklistItem(ctx, owner, checklist.id);
    const renamed = await call(owner, 'PUT', `/api/checklists/${checklist.id}`, {
      title: 'Final walk-through',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...checklist, title: 'Final walk-through', items: [item] });

    const deletedItem = await call(owner, 'DELETE', `/api/checklist-items/${item.id}`);
    expect(deletedItem.statusCode).toBe(200);
    expect(deletedItem.json()).toEqual({ success: true });
    expect((await listOf(taskId))[0]?.items).toEqual([]);
    const again = await call(owner, 'DELETE', `/api/checklist-items/${item.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: checklistMessages.itemNotFound });

    const deleted = await call(owner, 'DELETE', `/api/checklists/${checklist.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await listOf(taskId)).toEqual([]);
    const gone = await call(owner, 'PUT', `/api/checklists/${checklist.id}`, { title: 'x' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: checklistMessages.notFound });
  });

  it("keeps the task's totals through add, tick, untick and deletes, without changing its version", async () => {
    const taskId = await newTask();
    const before = await getTask(taskId);
    expect(before.checklist).toEqual({ done: 0, total: 0 });
    const progress = async () => (await getTask(taskId)).checklist;

    const first = await createChecklist(ctx, owner, taskId);
    const second = await createChecklist(ctx, owner, taskId);
    const a = await addChecklistItem(ctx, owner, first.id, 'A');
    const b = await addChecklistItem(ctx, owner, first.id, 'B');
    const c = await addChecklistItem(ctx, owner, second.id, 'C');
    expect(await progress()).toEqual({ done: 0, total: 3 });
    await tick(contractor, a.id, true);
    await tick(contractor, c.id, true);
    // Ticking what is ticked changes nothing.
    await tick(owner, c.id, true);
    expect(await progress()).toEqual({ done: 2, total: 3 });
    await tick(contractor, a.id, false);
    expect(await progress()).toEqual({ done: 1, total: 3 });
    await tick(contractor, b.id, true);
    await call(owner, 'DELETE', `/api/checklist-items/${b.id}`);
    expect(await progress()).toEqual({ done: 1, total: 2 });
    await call(owner, 'DELETE', `/api/checklists/${second.id}`);
    expect(await progress()).toEqual({ done: 0, total: 1 });

    const after = await getTask(taskId);
    expect(after.updatedAt).toBe(before.updatedAt);
    // The task lists show the same totals.
    const listed = (
      await call(owner, 'GET', `/api/tasks?workspaceId=${workspaceId}&projectId=${projectId}`)
    ).json() as Task[];
    expect(listed.find((task) => task.id === taskId)?.checklist).toEqual({ done: 0, total: 1 });
  });

  it('copies a template’s items in order, and the totals follow; the template may change after', async () => {
    const template = await createChecklistTemplate(ctx, owner, workspaceId, [
      'Outlets covered',
      'Caulk done',
      'Keys handed over',
    ]);
    const taskId = await newTask();
    const response = await call(owner, 'POST', `/api/tasks/${taskId}/checklists`, {
      title: 'Hand-over',
      templateId: template.id,
    });
    expect(response.statusCode).toBe(201);
    const checklist = response.json() as Checklist;
    expect(texts(checklist)).toEqual([
      ['Outlets covered', 0],
      ['Caulk done', 1],
      ['Keys handed over', 2],
    ]);
    expect(checklist.items.every((item) => !item.done && item.checklistId === checklist.id)).toBe(
      true,
    );
    expect((await getTask(taskId)).checklist).toEqual({ done: 0, total: 3 });

    await call(owner, 'PUT', `/api/checklist-templates/${template.id}`, {
      name: 'Hand-over',
      items: ['Only this'],
    });
    expect(texts((await listOf(taskId))[0])).toEqual(texts(checklist));
  });

  it("answers 404 for a template that is missing or another workspace's", async () => {
    const otherWorkspace = (await createWorkspace(ctx, owner, 'Elsewhere')).id;
    const foreign = await createChecklistTemplate(ctx, owner, otherWorkspace, ['Sweep']);
    const taskId = await newTask();
    for (const templateId of [foreign.id, MISSING_ID]) {
      const response = await call(owner, 'POST', `/api/tasks/${taskId}/checklists`, {
        title: 'Hand-over',
        templateId,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: checklistMessages.templateNotFound });
    }
    expect(await listOf(taskId)).toEqual([]);
  });

  it('moves items and checklists among their siblings, keeping positions 0..n-1', async () => {
    const taskId = await newTask();
    const checklist = await createChecklist(ctx, owner, taskId, { title: 'One' });
    const a = await addChecklistItem(ctx, owner, checklist.id, 'A');
    const b = await addChecklistItem(ctx, owner, checklist.id, 'B');
    const c = await addChecklistItem(ctx, owner, checklist.id, 'C');
    const d = await addChecklistItem(ctx, owner, checklist.id, 'D');
    const move = (item: ChecklistItem, position: number) =>
      call(owner, 'PUT', `/api/checklist-items/${item.id}`, { position });

    const moved = await move(d, 0);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: d.id, position: 0 });
    expect(texts((await listOf(taskId))[0])).toEqual([
      ['D', 0],
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    // Past the end is last.
    expect((await move(a, 99)).json()).toMatchObject({ position: 3 });
    await move(c, 1);
    expect(texts((await listOf(taskId))[0])).toEqual([
      ['D', 0],
      ['C', 1],
      ['B', 2],
      ['A', 3],
    ]);
    // A removed item's gap closes.
    await call(owner, 'DELETE', `/api/checklist-items/${b.id}`);
    expect(texts((await listOf(taskId))[0])).toEqual([
      ['D', 0],
      ['C', 1],
      ['A', 2],
    ]);

    await createChecklist(ctx, owner, taskId, { title: 'Two' });
    const three = await createChecklist(ctx, owner, taskId, { title: 'Three' });
    const movedList = await call(owner, 'PUT', `/api/checklists/${three.id}`, { position: 0 });
    expect(movedList.json()).toMatchObject({ title: 'Three', position: 0 });
    const order = async () => (await listOf(taskId)).map((list) => [list.title, list.position]);
    expect(await order()).toEqual([
      ['Three', 0],
      ['One', 1],
      ['Two', 2],
    ]);
    await call(owner, 'DELETE', `/api/checklists/${checklist.id}`);
    expect(await order()).toEqual([
      ['Three', 0],
      ['Two', 1],
    ]);
    await call(owner, 'PUT', `/api/checklists/${three.id}`, { position: 5, title: 'Last' });
    expect(await order()).toEqual([
      ['Two', 0],
      ['Last', 1],
    ]);
  });

  it(`refuses a ${CHECKLISTS_PER_TASK_MAX + 1}st checklist and a ${CHECKLIST_ITEMS_MAX + 1}st item with 400`, async () => {
    const taskId = await newTask();
    const full = await createChecklistTemplate(
      ctx,
      owner,
      workspaceId,
      Array.from({ length: CHECKLIST_ITEMS_MAX }, (_, index) => `Item ${index + 1}`),
      'Full',
    );
    const checklist = await createChecklist(ctx, owner, taskId, { templateId: full.id });
    expect(checklist.items).toHaveLength(CHECKLIST_ITEMS_MAX);
    const item = await call(owner, 'POST', `/api/checklists/${checklist.id}/items`, {
      text: 'One more',
    });
    expect(item.statusCode).toBe(400);
    expect(item.json()).toMatchObject({
      error: checklistMessages.tooManyItems,
      code: 'VALIDATION_FAILED',
    });

    for (let count = 1; count < CHECKLISTS_PER_TASK_MAX; count += 1) {
      await createChecklist(ctx, owner, taskId);
    }
    const extra = await call(owner, 'POST', `/api/tasks/${taskId}/checklists`, { title: 'More' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ error: checklistMessages.tooManyChecklists });
    expect(await listOf(taskId)).toHaveLength(CHECKLISTS_PER_TASK_MAX);
    expect((await getTask(taskId)).checklist).toEqual({ done: 0, total: CHECKLIST_ITEMS_MAX });
  });

  it('takes an assignee only when they are an active member who can see the task', async () => {
    const offProject = await createUser(ctx);
    const pending = await createUser(ctx);
    await addMember(ctx, workspaceId, offProject, 'contractor');
    await addMember(ctx, workspaceId, pending, 'project_manager', 'pending');
    const checklist = await createChecklist(ctx, owner, await newTask());
    const item = await addChecklistItem(ctx, owner, checklist.id);
    for (const assignee of [offProject, pending, outsider]) {
      for (const [method, url] of [
        ['POST', `/api/checklists/${checklist.id}/items`],
        ['PUT', `/api/checklist-items/${item.id}`],
      ] as const) {
        const response = await call(owner, method, url, {
          text: 'Sweep up',
          assigneeId: assignee.id,
        });
        expect(response.statusCode, method).toBe(400);
        expect(response.json()).toMatchObject({
          error: checklistMessages.assigneeCannotSee,
          details: [{ path: 'assigneeId', message: checklistMessages.assigneeCannotSee }],
        });
      }
    }
    const assigned = await call(owner, 'PUT', `/api/checklist-items/${item.id}`, {
      assigneeId: contractor.id,
    });
    expect(assigned.json()).toMatchObject({ assigneeId: contractor.id });
  });

  const tooLong = 'x'.repeat(501);
  const notAllowed = textMessages.notAllowedCharacters('Item text');

  it.each([
    [{ text: 'Caulk\u0000' }, notAllowed],
    [{ text: tooLong }, checklistMessages.itemTextTooLong],
    [{ text: '   ' }, checklistMessages.itemTextRequired],
    [{}, checklistMessages.itemTextRequired],
    [{ text: 'Caulk', assigneeId: 'nope' }, checklistMessages.invalidAssignee],
    [{ text: 'Caulk', dueDate: '2026-03-10' }, checklistMessages.invalidDueDate],
  ])('refuses the item %j with 400 and the message', async (payload, message) => {
    const checklist = await createChecklist(ctx, owner, await newTask());
    const response = await call(owner, 'POST', `/api/checklists/${checklist.id}/items`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
  });

  it.each([
    [{ text: 'Caulk\u0000' }, notAllowed],
    [{ text: tooLong }, checklistMessages.itemTextTooLong],
    [{ position: -1 }, checklistMessages.invalidPosition],
    [{ position: 1.5 }, checklistMessages.invalidPosition],
    [{ done: 'yes' }, undefined],
    [{}, checklistMessages.nothingToChange],
  ])('refuses the item change %j with 400', async (payload, message) => {
    const checklist = await createChecklist(ctx, owner, await newTask());
    const item = await addChecklistItem(ctx, owner, checklist.id);
    const response = await call(owner, 'PUT', `/api/checklist-items/${item.id}`, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toMatchObject({ error: message });
  });

  it.each([
    ['POST', { title: '' }, checklistMessages.titleRequired],
    ['POST', { title: 't'.repeat(101) }, checklistMessages.titleTooLong],
    ['POST', { title: 'Walk-through', templateId: 'nope' }, checklistMessages.invalidTemplate],
    ['PUT', { position: -1 }, checklistMessages.invalidPosition],
    ['PUT', {}, checklistMessages.nothingToChange],
    ['PUT', { title: 'Walk\u0000' }, textMessages.notAllowedCharacters('Checklist title')],
  ] as const)('refuses the checklist %s %j with 400', async (method, payload, message) => {
    const taskId = await newTask();
    const checklist = await createChecklist(ctx, owner, taskId);
    const url =
      method === 'POST' ? `/api/tasks/${taskId}/checklists` : `/api/checklists/${checklist.id}`;
    const response = await call(owner, method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
  });

  it('answers 404 for a task, checklist or item that is missing or malformed', async () => {
    for (const bad of ['nope', MISSING_ID]) {
      for (const [method, url, error] of [
        ['GET', `/api/tasks/${bad}/checklists`, taskMessages.notFound],
        ['POST', `/api/tasks/${bad}/checklists`, taskMessages.notFound],
        ['PUT', `/api/checklists/${bad}`, checklistMessages.notFound],
        ['DELETE', `/api/checklists/${bad}`, checklistMessages.notFound],
        ['POST', `/api/checklists/${bad}/items`, checklistMessages.notFound],
        ['PUT', `/api/checklist-items/${bad}`, checklistMessages.itemNotFound],
        ['DELETE', `/api/checklist-items/${bad}`, checklistMessages.itemNotFound],
      ] as const) {
        const response = await call(owner, method, url, { title: 'x', text: 'x' });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ error, code: 'NOT_FOUND' });
      }
    }
  });

  it("answers 404 when ?workspaceId is not the checklist's workspace", async () => {
    const other = (await createWorkspace(ctx, owner, 'Other')).id;
    const taskId = await newTask();
    const checklist = await createChecklist(ctx, owner, taskId);
    for (const url of [
      `/api/tasks/${taskId}/checklists?workspaceId=${other}`,
      `/api/checklists/${checklist.id}?workspaceId=${other}`,
    ]) {
      const response = await call(owner, url.includes('tasks') ? 'GET' : 'PUT', url, {
        title: 'x',
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  describe('Idempotency-Key', () => {
    const withKey = (key: string, method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({
        method,
        url,
        payload,
        headers: { ...contractor.headers, 'idempotency-key': key },
      });

    it('adds a queued item once however often it is sent', async () => {
      const taskId = await newTask();
      const checklist = await createChecklist(ctx, owner, taskId);
      const key = `item-${crypto.randomUUID()}`;
      const url = `/api/checklists/${checklist.id}/items`;
      const first = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { text: 'Keys handed over' },
        headers: { ...owner.headers, 'idempotency-key': key },
      });
      const repeat = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { text: 'Keys handed over' },
        headers: { ...owner.headers, 'idempotency-key': key },
      });
      expect(first.statusCode).toBe(201);
      expect(repeat.statusCode).toBe(201);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.body).toBe(first.body);
      expect((await listOf(taskId))[0]?.items).toHaveLength(1);
      expect((await getTask(taskId)).checklist).toEqual({ done: 0, total: 1 });
    });

    it('ticks once however often a queued tick is sent, even after an untick', async () => {
      const taskId = await newTask();
      const checklist = await createChecklist(ctx, owner, taskId);
      const item = await addChecklistItem(ctx, owner, checklist.id);
      const url = `/api/checklist-items/${item.id}`;
      const key = `tick-${crypto.randomUUID()}`;
      const first = await withKey(key, 'PUT', url, { done: true });
      await tick(owner, item.id, false);
      const repeat = await withKey(key, 'PUT', url, { done: true });
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.body).toBe(first.body);
      expect((await listOf(taskId))[0]?.items[0]).toMatchObject({ done: false });
      expect((await getTask(taskId)).checklist).toEqual({ done: 0, total: 1 });
    });
  });
});
