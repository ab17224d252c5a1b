import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChangeSchema, type LiveChange } from '@groundwork/shared/live-updates/live-updates';
import { notificationSchema } from '@groundwork/shared/notifications/schemas';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { openSecondInstance, type SecondInstance } from '../../../test/second-instance';
import { openEventStream, type SseMessage, type SseStream } from '../../../test/sse-client';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';
import { createLiveVenture, pledge } from '../../../test/venture-factory';

const isChange = (type: string, taskId?: string) => (message: SseMessage) =>
  message.event === 'change' &&
  (message.data as LiveChange).type === type &&
  (taskId === undefined || (message.data as LiveChange).taskId === taskId);

async function listen(app: TestContext['app'] | SecondInstance['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

describe('GET /api/events', () => {
  let ctx: TestContext;
  let baseUrl: string;
  let owner: TestUser;
  let contractor: TestUser;
  let unassigned: TestUser;
  let outsider: TestUser;
  let workspaceId: string;
  let projectId: string;
  let outsiderWorkspaceId: string;
  const streams: SseStream[] = [];

  const open = async (user: TestUser, lastEventId?: string) => {
    const stream = await openEventStream(baseUrl, user.token, lastEventId);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    baseUrl = await listen(ctx.app);
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    contractor = await createUser(ctx, { name: 'Cora Contractor' });
    unassigned = await createUser(ctx, { name: 'Uma Unassigned' });
    outsider = await createUser(ctx, { name: 'Otto Outsider' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, contractor, 'contractor');
    await addMember(ctx, workspaceId, unassigned, 'contractor');
    projectId = (await createProject(ctx, owner, workspaceId)).id;
    await assignToProject(ctx, projectId, contractor.id, 'contractor');
    outsiderWorkspaceId = (await createWorkspace(ctx, outsider, 'Elsewhere')).id;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await ctx.close();
  });

  it('refuses a caller without a session, and takes no token in the address', async () => {
    const response = await fetch(`${baseUrl}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const withQuery = await fetch(`${baseUrl}/api/events?token=${owner.token}`);
    expect(withQuery.status).toBe(401);
    await withQuery.body?.cancel();
  });

  it('streams without buffering or caching', async () => {
    const stream = await open(owner);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    stream.close();
  });

  it('sends a change to those who may see the project, and nothing to others of the workspace or outside it', async () => {
    const [ownerStream, contractorStream, unassignedStream, outsiderStream] = await Promise.all([
      open(owner),
      open(contractor),
      open(unassigned),
      open(outsider),
    ]);
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Pour slab' });
    const expected: LiveChange = {
      type: 'task.created',
      subject: 'task',
      workspaceId,
      projectId,
      taskId: task.id,
      actorId: owner.id,
    };
    for (const stream of [ownerStream, contractorStream]) {
      const message = await stream.next(isChange('task.created', task.id));
      expect(liveChangeSchema.parse(message.data)).toEqual(expected);
      expect(message.id).toMatch(/^\d+$/);
    }
    // Later changes they may see arrive; the earlier one never did (messages go out in order).
    await createProject(ctx, owner, workspaceId, { name: 'Visible to all managers' });
    const outsiderProject = await createProject(ctx, outsider, outsiderWorkspaceId);
    await outsiderStream.next(
      (message) =>
        message.event === 'change' && (message.data as LiveChange).projectId === outsiderProject.id,
    );
    const ownerProjects = await ownerStream.next(isChange('project.created'));
    expect((ownerProjects.data as LiveChange).workspaceId).toBe(workspaceId);
    await assignToProject(ctx, projectId, unassigned.id, 'contractor');
    await createTask(ctx, owner, workspaceId, projectId, { title: 'Now visible' });
    await unassignedStream.next(isChange('task.created'));
    const seenByUnassigned = unassignedStream.messages.map((m) => (m.data as LiveChange).taskId);
    expect(seenByUnassigned).not.toContain(task.id);
    for (const message of outsiderStream.messages) {
      expect((message.data as LiveChange).workspaceId).toBe(outsiderWorkspaceId);
    }
    for (const stream of [ownerStream, contractorStream, unassignedStream, outsiderStream]) {
      stream.close();
    }
  });

  it('sends the new notification and unread count to its user only, never to the actor', async () => {
    const [ownerStream, contractorStream] = await Promise.all([open(owner), open(contractor)]);
    const task = await createTask(ctx, owner, workspaceId, projectId, {
      title: 'Fit cabinets',
      assignedTo: contractor.id,
    });
    const notification = await contractorStream.next((m) => m.event === 'notification');
    expect(notificationSchema.parse(notification.data)).toMatchObject({
      type: 'task_assignment',
      taskId: task.id,
      projectId,
      workspaceId,
      isRead: false,
    });
    const count = await contractorStream.next((m) => m.event === 'unread-count');
    const unread = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: contractor.headers,
    });
    expect(count.data).toEqual(unread.json());
    await ownerStream.next(isChange('task.created', task.id));
    expect(ownerStream.messages.filter((m) => m.event !== 'change')).toEqual([]);
    ownerStream.close();
    contractorStream.close();
  });

  it('resumes after Last-Event-ID with what happened meanwhile, and nothing before it', async () => {
    const first = await open(contractor);
    const before = await createTask(ctx, owner, workspaceId, projectId, { title: 'Before' });
    const seen = await first.next(isChange('task.created', before.id));
    first.close();
    const missed = await createTask(ctx, owner, workspaceId, projectId, { title: 'Missed' });
    const resumed = await open(contractor, seen.id ?? undefined);
    await resumed.next(isChange('task.created', missed.id));
    const taskIds = resumed.messages.map((m) => (m.data as LiveChange).taskId);
    expect(taskIds).not.toContain(before.id);
    resumed.close();
  });

  it('stops sending to a member the moment they are removed, also on resumption', async () => {
    const leaver = await createUser(ctx, { name: 'Lee Leaver' });
    const memberId = await addMember(ctx, workspaceId, leaver, 'admin');
    const stream = await open(leaver);
    const seen = await createTask(ctx, owner, workspaceId, projectId, { title: 'Seen' });
    const last = await stream.next(isChange('task.created', seen.id));
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspaceId}/members/${memberId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    const hidden = await createTask(ctx, owner, workspaceId, projectId, { title: 'Hidden' });
    // A change in a workspace they still belong to shows the stream is alive and in order.
    const ownWorkspace = (await createWorkspace(ctx, leaver, 'Own')).id;
    await createProject(ctx, leaver, ownWorkspace);
    await stream.next(isChange('project.created'));
    const resumed = await open(leaver, last.id ?? undefined);
    await resumed.next(isChange('project.created'));
    for (const received of [stream, resumed]) {
      const taskIds = received.messages.map((m) => (m.data as LiveChange).taskId);
      expect(taskIds).not.toContain(hidden.id);
    }
    stream.close();
    resumed.close();
  });

  it('tells each former member when their workspace is deleted, and nobody else', async () => {
    const doomed = (await createWorkspace(ctx, owner, 'Closing down')).id;
    await addMember(ctx, doomed, contractor, 'contractor');
    const [ownerStream, contractorStream, outsiderStream] = await Promise.all([
      open(owner),
      open(contractor),
      open(outsider),
    ]);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${doomed}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    for (const stream of [ownerStream, contractorStream]) {
      const message = await stream.next(isChange('workspace.deleted'));
      expect(message.data).toMatchObject({ subject: 'workspace', workspaceId: doomed });
    }
    // A later change of the outsider's own arrives; the deletion never did.
    await createProject(ctx, outsider, outsiderWorkspaceId, { name: 'After the deletion' });
    await outsiderStream.next(isChange('project.created'));
    expect(outsiderStream.messages.some(isChange('workspace.deleted'))).toBe(false);
    for (const stream of [ownerStream, contractorStream, outsiderStream]) stream.close();
  });

  it('tells the workspace of a pledge to one of its ventures, and nobody outside it', async () => {
    const venture = await createLiveVenture(ctx, owner, workspaceId);
    const [contractorStream, outsiderStream] = await Promise.all([
      open(contractor),
      open(outsider),
    ]);
    const pledged = await pledge(ctx, contractor, venture.id, 25);
    expect(pledged.statusCode).toBe(201);
    const message = await contractorStream.next(isChange('venture.pledged'));
    expect(message.data).toMatchObject({ subject: 'venture', workspaceId, actorId: contractor.id });
    await createProject(ctx, outsider, outsiderWorkspaceId, { name: 'After the pledge' });
    await outsiderStream.next(isChange('project.created'));
    expect(outsiderStream.messages.some(isChange('venture.pledged'))).toBe(false);
    contractorStream.close();
    outsiderStream.close();
  });

  it('goes on serving others when a client vanishes', async () => {
    const vanishing = await open(contractor);
    vanishing.close();
    const watching = await open(owner);
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'After a drop' });
    await watching.next(isChange('task.created', task.id));
    watching.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('GET /api/events across server instances', () => {
  let ctx: TestContext;
  let second: SecondInstance;

  beforeAll(async () => {
    ctx = await createTestApp();
    second = await openSecondInstance(ctx);
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  it('delivers a change made through server A to a client of server B', async () => {
    const owner = await createUser(ctx, { name: 'Olivia Owner' });
    const assignee = await createUser(ctx, { name: 'Cora Contractor' });
    const outsider = await createUser(ctx, { name: 'Otto Outsider' });
    const workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, assignee, 'contractor');
    const projectId = (await createProject(ctx, owner, workspaceId)).id;
    await createWorkspace(ctx, outsider, 'Elsewhere');

    const baseUrlB = await listen(second.app);
    const assigneeOnB = await openEventStream(baseUrlB, assignee.token);
    const outsiderOnB = await openEventStream(baseUrlB, outsider.token);
    try {
      const task = await createTask(ctx, owner, workspaceId, projectId, {
        title: 'Across instances',
        assignedTo: assignee.id,
      });
      const change = await assigneeOnB.next(isChange('task.created', task.id));
      expect((change.data as LiveChange).actorId).toBe(owner.id);
      const notification = await assigneeOnB.next((m) => m.event === 'notification');
      expect(notification.data).toMatchObject({ type: 'task_assignment', taskId: task.id });
      // The outsider's own change arrives through B; nothing of the other workspace came before.
      await createProject(ctx, outsider, (await createWorkspace(ctx, outsider, 'Later')).id);
      await outsiderOnB.next(isChange('project.created'));
      for (const message of outsiderOnB.messages) {
        expect((message.data as LiveChange).workspaceId).not.toBe(workspaceId);
      }
    } finally {
      assigneeOnB.close();
      outsiderOnB.close();
    }
  });
});
