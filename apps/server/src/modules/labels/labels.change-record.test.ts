import { asc, eq, inArray, or } from 'drizzle-orm';
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
import { createLabel } from '../../../test/label-factory';

/**
 * Every label write is a change in the record (DECISIONS.md "The change record"): a task's labels
 * change with the task, so its activity says which; the workspace's labels reach every active
 * member's open pages, a deletion with the tasks it took the label off.
 */
describe('label changes', () => {
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

  /** The recorded changes about these subjects, oldest first: type, subject, fields, data. */
  async function recorded(...subjectIds: string[]) {
    return ctx.database.db
      .select({
        type: changeTable.type,
        subjectId: changeTable.subjectId,
        fields: changeTable.fields,
        data: changeTable.data,
      })
      .from(changeTable)
      .where(or(...subjectIds.map((id) => eq(changeTable.subjectId, id))))
      .orderBy(asc(changeTable.id));
  }

  it("records a label's making, renaming and recolouring with what changed, and nothing for a change that changes nothing", async () => {
    const { owner } = people;
    const label = await createLabel(ctx, owner, workspaceId, { name: 'Urgent', color: 'red' });
    const url = `/api/labels/${label.id}`;
    await call(owner, 'PUT', url, { name: 'Rush' });
    await call(owner, 'PUT', url, { name: 'Rush', color: 'red' });
    await call(owner, 'PUT', url, { color: 'orange' });

    const base = { workspaceId, labelId: label.id, actorId: owner.id };
    expect(await recorded(label.id)).toEqual([
      {
        type: 'label.created',
        subjectId: label.id,
        fields: [
          { field: 'name', from: null, to: 'Urgent' },
          { field: 'color', from: null, to: 'red' },
        ],
        data: { type: 'label.created', ...base, labelName: 'Urgent' },
      },
      {
        type: 'label.updated',
        subjectId: label.id,
        fields: [{ field: 'name', from: 'Urgent', to: 'Rush' }],
        data: { type: 'label.updated', ...base, labelName: 'Rush' },
      },
      {
        type: 'label.updated',
        subjectId: label.id,
        fields: [{ field: 'color', from: 'red', to: 'orange' }],
        data: { type: 'label.updated', ...base, labelName: 'Rush' },
      },
    ]);
  });

  it('records a deletion as one change naming the tasks it took the label off, and no change of theirs', async () => {
    const { owner } = people;
    const label = await createLabel(ctx, owner, workspaceId, { name: 'Snag', color: 'amber' });
    const other = await createLabel(ctx, owner, workspaceId, { name: 'Roof', color: 'blue' });
    const tasks = [
      await createTask(ctx, owner, workspaceId, projectId, { labelIds: [label.id] }),
      await createTask(ctx, owner, workspaceId, projectId, { labelIds: [label.id, other.id] }),
    ];
    const untouched = await createTask(ctx, owner, workspaceId, projectId, {
      labelIds: [other.id],
    });
    const taskIds = tasks.map((task) => task.id);

    expect((await call(owner, 'DELETE', `/api/labels/${label.id}`)).statusCode).toBe(200);

    const [deleted, ...more] = (await recorded(label.id)).filter(
      (change) => change.type === 'label.deleted',
    );
    expect(more).toEqual([]);
    const data = deleted?.data as { taskIds: string[] };
    expect({ ...deleted, data: { ...data, taskIds: [...data.taskIds].sort() } }).toEqual({
      type: 'label.deleted',
      subjectId: label.id,
      fields: [],
      data: {
        type: 'label.deleted',
        workspaceId,
        labelId: label.id,
        labelName: 'Snag',
        actorId: owner.id,
        taskIds: [...taskIds].sort(),
      },
    });
    const taskChanges = await ctx.database.db
      .select({ type: changeTable.type })
      .from(changeTable)
      .where(inArray(changeTable.taskId, [...taskIds, untouched.id]));
    expect(taskChanges.map((change) => change.type)).toEqual([
      'task.created',
      'task.created',
      'task.created',
    ]);
  });

  it("records a task's labels on its own change, by name, and only when they changed", async () => {
    const { owner } = people;
    const electrical = await createLabel(ctx, owner, workspaceId, { name: 'electrical' });
    const inspection = await createLabel(ctx, owner, workspaceId, {
      name: 'Inspection',
      color: 'green',
    });
    const task = await createTask(ctx, owner, workspaceId, projectId, {
      labelIds: [inspection.id, electrical.id],
    });
    const bare = await createTask(ctx, owner, workspaceId, projectId);
    const url = `/api/tasks/${task.id}`;
    await call(owner, 'PUT', url, { labelIds: [electrical.id, inspection.id] });
    await call(owner, 'PUT', url, { labelIds: [inspection.id], title: 'Rewire' });
    await call(owner, 'PUT', url, { labelIds: [] });

    const fieldsOf = async (taskId: string) =>
      (await recorded(taskId)).map(({ type, fields }) => ({ type, fields }));
    expect(await fieldsOf(task.id)).toEqual([
      {
        type: 'task.created',
        fields: [{ field: 'labels', from: null, to: ['electrical', 'Inspection'] }],
      },
      { type: 'task.updated', fields: [] },
      {
        type: 'task.updated',
        fields: [
          { field: 'title', from: 'Pour the foundation', to: 'Rewire' },
          { field: 'labels', from: ['electrical', 'Inspection'], to: ['Inspection'] },
        ],
      },
      { type: 'task.updated', fields: [{ field: 'labels', from: ['Inspection'], to: [] }] },
    ]);
    expect(await fieldsOf(bare.id)).toEqual([{ type: 'task.created', fields: [] }]);
  });

  it("shows in the task's activity which labels it was given, and keeps the workspace's labels out of the feed", async () => {
    const { owner, contractor } = people;
    const label = await createLabel(ctx, owner, workspaceId, { name: 'Punch list' });
    const task = await createTask(ctx, owner, workspaceId, projectId);
    await call(owner, 'PUT', `/api/tasks/${task.id}`, { labelIds: [label.id] });

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks/${task.id}/activity`,
      headers: contractor.headers,
    });
    expect(response.statusCode).toBe(200);
    const [labelled] = (response.json() as ActivityPage).items;
    expect(labelled).toMatchObject({
      actor: { id: owner.id, name: 'Olivia Owner' },
      action: 'updated',
      subject: { type: 'task', id: task.id },
      changes: [{ field: 'labels', from: [], to: ['Punch list'] }],
      taskId: task.id,
      projectId,
    });

    const feed = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}/activity?limit=100`,
      headers: owner.headers,
    });
    const subjects = (feed.json() as ActivityPage).items.map((entry) => entry.subject.id);
    expect(subjects).toContain(task.id);
    expect(subjects).not.toContain(label.id);
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

  it("reaches every active member with a label's changes, and whoever sees the project with a task's labels", async () => {
    const { owner } = people;
    const label = await createLabel(ctx, owner, workspaceId, { name: 'Finishing' });
    const task = await createTask(ctx, owner, workspaceId, projectId);
    await call(owner, 'PUT', `/api/tasks/${task.id}`, { labelIds: [label.id] });
    await call(owner, 'PUT', `/api/labels/${label.id}`, { name: 'Finish' });
    await call(owner, 'DELETE', `/api/labels/${label.id}`);

    const members = 'client, contractor, owner, unassigned';
    expect(await recipientsOf(label.id)).toEqual([
      `label.created: ${members}`,
      `label.updated: ${members}`,
      `label.deleted: ${members}`,
    ]);
    const projectViewers = 'client, contractor, owner';
    expect(await recipientsOf(task.id)).toEqual([
      `task.created: ${projectViewers}`,
      `task.updated: ${projectViewers}`,
    ]);
  });

  it('sends an open page a deleted label as a change of the workspace’s labels', async () => {
    const { owner, contractor } = people;
    const label = await createLabel(ctx, owner, workspaceId, { name: 'Temporary' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const stream = await openEventStream(`http://127.0.0.1:${address.port}`, contractor.token);
    try {
      await call(owner, 'DELETE', `/api/labels/${label.id}`);
      const changeOf = (type: string) => (message: SseMessage) =>
        message.event === 'change' && (message.data as LiveChange).type === type;
      expect((await stream.next(changeOf('label.deleted'))).data).toEqual({
        type: 'label.deleted',
        subject: 'label',
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
