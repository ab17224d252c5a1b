import { asc, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '@groundwork/shared/activity/schemas';
import type { LiveChange } from '@groundwork/shared/live-updates/live-updates';
import { changeTable } from '../../db/schema';
import { listChangeRecipients } from '../../platform/live-updates/live-recipients';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { openEventStream, type SseMessage } from '../../../test/sse-client';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';
import {
  addChecklistItem,
  createChecklist,
  createChecklistTemplate,
} from '../../../test/checklist-factory';

/**
 * Every checklist write is a change in the record (DECISIONS.md "The change record"): the task's
 * activity reads it, and open pages hear of it, by the one visibility rule.
 */
describe('checklist changes', () => {
  let ctx: TestContext;
  let people: Record<
    'owner' | 'contractor' | 'client' | 'unassigned' | 'pending' | 'outsider',
    TestUser
  >;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    people = {
      owner: await createUser(ctx, { name: 'Olivia Owner' }),
      contractor: await createUser(ctx, { name: 'Maria Contractor' }),
      client: await createUser(ctx, { name: 'Cleo Client' }),
      unassigned: await createUser(ctx, { name: 'Uma Unassigned' }),
      pending: await createUser(ctx, { name: 'Pete Pending' }),
      outsider: await createUser(ctx, { name: 'Otto Outsider' }),
    };
    workspaceId = (await createWorkspace(ctx, people.owner)).id;
    await addMember(ctx, workspaceId, people.contractor, 'contractor');
    await addMember(ctx, workspaceId, people.client, 'client');
    await addMember(ctx, workspaceId, people.unassigned, 'contractor');
    await addMember(ctx, workspaceId, people.pending, 'admin', 'pending');
    projectId = (await createProject(ctx, people.owner, workspaceId)).id;
    await assignToProject(ctx, projectId, people.contractor.id, 'contractor');
    await assignToProject(ctx, projectId, people.client.id, 'client');
  });
  afterAll(() => ctx.close());

  const call = (user: TestUser, method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });

  /** The recorded changes about these subjects, oldest first: type, subject, fields. */
  async function recorded(...subjectIds: string[]) {
    return ctx.database.db
      .select({
        type: changeTable.type,
        subjectId: changeTable.subjectId,
        fields: changeTable.fields,
      })
      .from(changeTable)
      .where(or(...subjectIds.map((id) => eq(changeTable.subjectId, id))))
      .orderBy(asc(changeTable.id));
  }

  it('records each change with what changed, and nothing for a change that changes nothing', async () => {
    const { owner, contractor } = people;
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Hand-over' });
    const checklist = await createChecklist(ctx, owner, task.id, { title: 'Walk-through' });
    const item = await addChecklistItem(ctx, owner, checklist.id, 'Keys', {
      assigneeId: contractor.id,
      dueDate: '2026-03-10T00:00:00Z',
    });
    const url = `/api/checklist-items/${item.id}`;
    await call(owner, 'PUT', url, { text: 'Keys handed over', position: 3 });
    await call(contractor, 'PUT', url, { done: true });
    await call(contractor, 'PUT', url, { done: true });
    await call(owner, 'PUT', url, { done: false, assigneeId: null });
    await call(owner, 'PUT', `/api/checklists/${checklist.id}`, { title: 'Final walk-through' });
    await call(owner, 'DELETE', url);
    await call(owner, 'DELETE', `/api/checklists/${checklist.id}`);

    expect(await recorded(checklist.id, item.id)).toEqual([
      {
        type: 'checklist.created',
        subjectId: checklist.id,
        fields: [{ field: 'title', from: null, to: 'Walk-through' }],
      },
      {
        type: 'checklist.item.created',
        subjectId: item.id,
        fields: [
          { field: 'text', from: null, to: 'Keys' },
          { field: 'assigneeId', from: null, to: contractor.id },
          { field: 'dueDate', from: null, to: '2026-03-10T00:00:00.000Z' },
        ],
      },
      {
        // Past the end of a checklist of one is where it already was.
        type: 'checklist.item.updated',
        subjectId: item.id,
        fields: [{ field: 'text', from: 'Keys', to: 'Keys handed over' }],
      },
      {
        type: 'checklist.item.ticked',
        subjectId: item.id,
        fields: [{ field: 'done', from: false, to: true }],
      },
      {
        type: 'checklist.item.updated',
        subjectId: item.id,
        fields: [{ field: 'assigneeId', from: contractor.id, to: null }],
      },
      {
        type: 'checklist.item.unticked',
        subjectId: item.id,
        fields: [{ field: 'done', from: true, to: false }],
      },
      {
        type: 'checklist.updated',
        subjectId: checklist.id,
        fields: [{ field: 'title', from: 'Walk-through', to: 'Final walk-through' }],
      },
      { type: 'checklist.item.deleted', subjectId: item.id, fields: [] },
      { type: 'checklist.deleted', subjectId: checklist.id, fields: [] },
    ]);
    const [deleted] = await ctx.database.db
      .select({ data: changeTable.data, projectId: changeTable.projectId })
      .from(changeTable)
      .where(eq(changeTable.type, 'checklist.item.deleted'));
    expect(deleted).toEqual({
      projectId,
      data: {
        type: 'checklist.item.deleted',
        workspaceId,
        projectId,
        taskId: task.id,
        taskTitle: 'Hand-over',
        checklistId: checklist.id,
        itemId: item.id,
        itemText: 'Keys handed over',
        actorId: owner.id,
      },
    });
  });

  it('records a checklist made from a template, and the template’s own changes', async () => {
    const { owner } = people;
    const template = await createChecklistTemplate(ctx, owner, workspaceId, ['Sweep'], 'Clean');
    await call(owner, 'PUT', `/api/checklist-templates/${template.id}`, {
      name: 'Clean-up',
      items: ['Sweep', 'Mop'],
    });
    const task = await createTask(ctx, owner, workspaceId, projectId);
    const checklist = await createChecklist(ctx, owner, task.id, {
      title: 'Clean-up',
      templateId: template.id,
    });
    await call(owner, 'DELETE', `/api/checklist-templates/${template.id}`);

    expect(await recorded(template.id, checklist.id)).toEqual([
      {
        type: 'checklist-template.created',
        subjectId: template.id,
        fields: [
          { field: 'name', from: null, to: 'Clean' },
          { field: 'items', from: null, to: ['Sweep'] },
        ],
      },
      {
        type: 'checklist-template.updated',
        subjectId: template.id,
        fields: [
          { field: 'name', from: 'Clean', to: 'Clean-up' },
          { field: 'items', from: ['Sweep'], to: ['Sweep', 'Mop'] },
        ],
      },
      {
        type: 'checklist.created',
        subjectId: checklist.id,
        fields: [
          { field: 'title', from: null, to: 'Clean-up' },
          { field: 'template', from: null, to: 'Clean-up' },
        ],
      },
      { type: 'checklist-template.deleted', subjectId: template.id, fields: [] },
    ]);
  });

  it("shows in the task's activity: who ticked which item, and the checklist made", async () => {
    const { owner, contractor } = people;
    const task = await createTask(ctx, owner, workspaceId, projectId);
    const checklist = await createChecklist(ctx, owner, task.id, { title: 'Hand-over' });
    const item = await addChecklistItem(ctx, owner, checklist.id, 'Keys handed over', {
      assigneeId: contractor.id,
    });
    await call(contractor, 'PUT', `/api/checklist-items/${item.id}`, { done: true });

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks/${task.id}/activity`,
      headers: contractor.headers,
    });
    expect(response.statusCode).toBe(200);
    const [ticked, added, made] = (response.json() as ActivityPage).items;
    expect(ticked).toMatchObject({
      actor: { id: contractor.id, name: 'Maria Contractor' },
      action: 'ticked',
      subject: { type: 'checklist_item', id: item.id, title: 'Keys handed over' },
      taskId: task.id,
      projectId,
    });
    expect(added).toMatchObject({
      action: 'created',
      subject: { type: 'checklist_item', title: 'Keys handed over' },
      changes: [
        { field: 'text', from: null, to: 'Keys handed over' },
        { field: 'assigneeId', from: null, to: { id: contractor.id, name: 'Maria Contractor' } },
      ],
    });
    expect(made).toMatchObject({
      action: 'created',
      subject: { type: 'checklist', id: checklist.id, title: 'Hand-over' },
    });

    const ticks = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}/activity?type=checklist_item`,
      headers: owner.headers,
    });
    const subjects = (ticks.json() as ActivityPage).items.map((entry) => entry.subject.type);
    expect(subjects.length).toBeGreaterThan(0);
    expect(new Set(subjects)).toEqual(new Set(['checklist_item']));
  });

  /** Who hears of each change about the subject, in order, as `type: names`. */
  async function recipientsOf(subjectId: string): Promise<string[]> {
    await ctx.app.changeRelay.drain();
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

  it("reaches whoever may see the task's project with a checklist change, and every active member with a template's", async () => {
    const { owner, contractor } = people;
    const task = await createTask(ctx, owner, workspaceId, projectId);
    const checklist = await createChecklist(ctx, owner, task.id);
    const item = await addChecklistItem(ctx, owner, checklist.id);
    await call(contractor, 'PUT', `/api/checklist-items/${item.id}`, { done: true });
    const template = await createChecklistTemplate(ctx, owner, workspaceId, ['Sweep']);

    const projectViewers = 'client, contractor, owner';
    expect(await recipientsOf(checklist.id)).toEqual([`checklist.created: ${projectViewers}`]);
    expect(await recipientsOf(item.id)).toEqual([
      `checklist.item.created: ${projectViewers}`,
      `checklist.item.ticked: ${projectViewers}`,
    ]);
    expect(await recipientsOf(template.id)).toEqual([
      'checklist-template.created: client, contractor, owner, unassigned',
    ]);
  });

  it("sends an open page the tick as a change of the task's checklists", async () => {
    const { owner, contractor } = people;
    const task = await createTask(ctx, owner, workspaceId, projectId);
    const checklist = await createChecklist(ctx, owner, task.id);
    const item = await addChecklistItem(ctx, owner, checklist.id);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const stream = await openEventStream(`http://127.0.0.1:${address.port}`, owner.token);
    try {
      await call(contractor, 'PUT', `/api/checklist-items/${item.id}`, { done: true });
      await createChecklistTemplate(ctx, owner, workspaceId, ['Sweep']);
      const changeOf = (type: string) => (message: SseMessage) =>
        message.event === 'change' && (message.data as LiveChange).type === type;
      expect((await stream.next(changeOf('checklist.item.ticked'))).data).toEqual({
        type: 'checklist.item.ticked',
        subject: 'checklist',
        workspaceId,
        projectId,
        taskId: task.id,
        actorId: contractor.id,
      });
      expect((await stream.next(changeOf('checklist-template.created'))).data).toEqual({
        type: 'checklist-template.created',
        subject: 'checklist-template',
        workspaceId,
        projectId: null,
        taskId: null,
        actorId: owner.id,
      });
    } finally {
      stream.close();
    }
  });
});
