import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKLISTS_PER_TASK_MAX,
  checklistMessages,
} from '@groundwork/shared/checklists/constants';
import type { Checklist } from '@groundwork/shared/checklists/schemas';
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

/**
 * Checklist writes racing each other. On PostgreSQL they go over real HTTP to a listening server,
 * so they truly run at once on several connections (and would deadlock, or break the positions or
 * the totals, if their locks were taken carelessly); PGlite runs one statement at a time, so there
 * the same requests check the arithmetic only.
 */
describe('concurrent checklist writes', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let contractor: TestUser;
  let workspaceId: string;
  let projectId: string;
  let baseUrl: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    contractor = await createUser(ctx, { name: 'Connie Contractor' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    projectId = (await createProject(ctx, owner, workspaceId)).id;
    await assignToProject(ctx, projectId, contractor.id, 'contractor');
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  const send = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    fetch(baseUrl + url, {
      method,
      headers: { ...user.headers, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });

  async function checklistsOf(taskId: string): Promise<Checklist[]> {
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks/${taskId}/checklists`,
      headers: owner.headers,
    });
    return listed.json() as Checklist[];
  }

  async function progressOf(taskId: string) {
    const task = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks/${taskId}`,
      headers: owner.headers,
    });
    return (task.json() as Task).checklist;
  }

  const positions = (rows: { position: number }[]) => rows.map((row) => row.position);
  const upTo = (count: number) => Array.from({ length: count }, (_, index) => index);

  it('numbers items added at once 0..n-1, each once, and counts them all', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId);
    const checklist = await createChecklist(ctx, owner, task.id);
    const responses = await Promise.all(
      upTo(30).map((index) =>
        send(owner, 'POST', `/api/checklists/${checklist.id}/items`, { text: `Item ${index}` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(upTo(30).map(() => 201));
    const [listed] = await checklistsOf(task.id);
    expect(positions(listed?.items ?? [])).toEqual(upTo(30));
    expect(await progressOf(task.id)).toEqual({ done: 0, total: 30 });
  });

  it('lets no more checklists in than a task holds, however many are sent at once', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId);
    const responses = await Promise.all(
      upTo(CHECKLISTS_PER_TASK_MAX + 5).map(() =>
        send(owner, 'POST', `/api/tasks/${task.id}/checklists`, { title: 'Walk-through' }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CHECKLISTS_PER_TASK_MAX);
    const refused = responses.filter((response) => response.status === 400);
    expect(refused).toHaveLength(5);
    expect(await refused[0]?.json()).toMatchObject({ error: checklistMessages.tooManyChecklists });
    expect(positions(await checklistsOf(task.id))).toEqual(upTo(CHECKLISTS_PER_TASK_MAX));
  });

  it('keeps the totals and positions right through ticks, moves and deletes at once', async () => {
    const template = await createChecklistTemplate(
      ctx,
      owner,
      workspaceId,
      upTo(20).map((index) => `Item ${index}`),
    );
    const task = await createTask(ctx, owner, workspaceId, projectId);
    const first = await createChecklist(ctx, owner, task.id, { templateId: template.id });
    const second = await createChecklist(ctx, owner, task.id, { templateId: template.id });
    const extra = await addChecklistItem(ctx, owner, second.id, 'Extra');
    const items = first.items;
    const writes = [
      // The same item ticked by several people at once counts once.
      ...upTo(5).map(() =>
        send(contractor, 'PUT', `/api/checklist-items/${items[0]?.id}`, { done: true }),
      ),
      ...items
        .slice(1, 12)
        .map((item) => send(contractor, 'PUT', `/api/checklist-items/${item.id}`, { done: true })),
      ...items
        .slice(6, 10)
        .map((item, index) =>
          send(owner, 'PUT', `/api/checklist-items/${item.id}`, { position: 19 - index }),
        ),
      ...items
        .slice(12, 16)
        .map((item) => send(owner, 'DELETE', `/api/checklist-items/${item.id}`)),
      ...second.items
        .slice(0, 10)
        .map((item) => send(contractor, 'PUT', `/api/checklist-items/${item.id}`, { done: true })),
      send(owner, 'PUT', `/api/checklists/${second.id}`, { position: 0 }),
      send(contractor, 'PUT', `/api/checklist-items/${extra.id}`, { done: true }),
      send(owner, 'DELETE', `/api/checklists/${second.id}`),
    ];
    const statuses = (await Promise.all(writes)).map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    const checklists = await checklistsOf(task.id);
    const all = checklists.flatMap((checklist) => checklist.items);
    expect(await progressOf(task.id)).toEqual({
      done: all.filter((item) => item.done).length,
      total: all.length,
    });
    expect(positions(checklists)).toEqual(upTo(checklists.length));
    for (const checklist of checklists) {
      expect(positions(checklist.items)).toEqual(upTo(checklist.items.length));
    }
    const [kept] = checklists;
    expect(kept?.id).toBe(first.id);
    expect(kept?.items.filter((item) => item.done)).toHaveLength(12);
    expect(kept?.items).toHaveLength(16);
  });
});
