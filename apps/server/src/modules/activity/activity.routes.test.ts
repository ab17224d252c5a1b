import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, ActivityPage } from '@groundwork/shared/activity/schemas';
import { activityMessages } from '@groundwork/shared/activity/constants';
import { textMessages } from '@groundwork/shared/common/text';
import { changeTable } from '../../db/schema';
import { recordChanges } from '../../platform/changes/change-record';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createDataDir, createTaskFile } from '../../../test/file-factory';
import { createProject } from '../../../test/project-factory';
import { createComment, createTask } from '../../../test/task-factory';
import { createLiveVenture, pledge } from '../../../test/venture-factory';
import { addMember, createWorkspace } from '../../../test/workspace-factory';

describe('activity history', () => {
  let ctx: TestContext;
  let dataDir: string;
  let owner: TestUser;
  let manager: TestUser;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    dataDir = await createDataDir();
    ctx = await createTestApp({ DATA_DIR: dataDir });
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    manager = await createUser(ctx, { name: 'Max Manager' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, manager, 'project_manager');
    projectId = (await createProject(ctx, owner, workspaceId, { name: 'Riverside kitchen' })).id;
  });

  afterAll(async () => {
    await ctx.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function get(user: TestUser, url: string) {
    return ctx.app.inject({ method: 'GET', url, headers: user.headers });
  }

  async function page(user: TestUser, url: string): Promise<ActivityPage> {
    const response = await get(user, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ActivityPage;
  }

  async function newest(url: string): Promise<ActivityItem> {
    const [item] = (await page(owner, `${url}?limit=1`)).items;
    if (!item) throw new Error(`no activity at ${url}`);
    return item;
  }

  const put = (user: TestUser, url: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url, headers: user.headers, payload });

  it('shows a task created, with who made it', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Tile the floor' });
    const item = await newest(`/api/tasks/${task.id}/activity`);
    expect(item).toMatchObject({
      actor: { id: owner.id, name: 'Olivia Owner' },
      subject: { type: 'task', id: task.id, title: 'Tile the floor' },
      action: 'created',
      changes: [],
    });
    expect(item.at).toBe(ctx.clock.now().toISOString());
  });

  it('names a status change, a due date change and an assignment, people as { id, name }', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Plaster' });
    const url = `/api/tasks/${task.id}`;

    await put(manager, url, { status: 'in_progress' });
    expect(await newest(`${url}/activity`)).toMatchObject({
      actor: { id: manager.id, name: 'Max Manager' },
      action: 'status_changed',
      changes: [{ field: 'status', from: 'to_do', to: 'in_progress' }],
    });

    await put(owner, url, { dueDate: '2026-04-01T00:00:00.000Z' });
    expect(await newest(`${url}/activity`)).toMatchObject({
      action: 'updated',
      changes: [{ field: 'dueDate', from: null, to: '2026-04-01T00:00:00.000Z' }],
    });

    await put(owner, url, { assignedTo: manager.id });
    expect(await newest(`${url}/activity`)).toMatchObject({
      action: 'assigned',
      subject: { type: 'task', id: task.id, title: 'Plaster' },
      changes: [{ field: 'assignedTo', from: null, to: { id: manager.id, name: 'Max Manager' } }],
    });

    await put(owner, url, { assignedTo: null, title: 'Plaster walls' });
    const both = await newest(`${url}/activity`);
    expect(both.action).toBe('updated');
    expect(both.subject.title).toBe('Plaster walls');
    expect(both.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', from: 'Plaster', to: 'Plaster walls' },
        { field: 'assignedTo', from: { id: manager.id, name: 'Max Manager' }, to: null },
      ]),
    );

    const all = await page(owner, `${url}/activity`);
    expect(all.items.map((item) => item.action)).toEqual([
      'updated',
      'assigned',
      'updated',
      'status_changed',
      'created',
    ]);
    expect(all.nextCursor).toBeNull();
  });

  it('shows a comment under the task it is on, and a file uploaded', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Grout' });
    const comment = await createComment(ctx, manager, task.id, 'Grey grout, please');
    expect(await newest(`/api/tasks/${task.id}/activity`)).toMatchObject({
      actor: { id: manager.id },
      subject: { type: 'comment', id: comment.id, title: 'Grout' },
      action: 'commented',
      changes: [{ field: 'content', from: null, to: 'Grey grout, please' }],
    });

    const file = await createTaskFile(ctx, owner, {
      taskId: task.id,
      workspaceId,
      filename: 'grout-colour.png',
    });
    expect(await newest(`/api/tasks/${task.id}/activity`)).toMatchObject({
      subject: { type: 'file', id: file.id, title: 'grout-colour.png' },
      action: 'uploaded',
    });
  });

  it('shows a project edit, and a person put on the project with the project named', async () => {
    const project = await createProject(ctx, owner, workspaceId, { name: 'Loft' });
    await put(owner, `/api/projects/${project.id}`, { name: 'Loft conversion' });
    expect(await newest(`/api/projects/${project.id}/activity`)).toMatchObject({
      subject: { type: 'project', id: project.id, title: 'Loft conversion' },
      action: 'updated',
      changes: [{ field: 'name', from: 'Loft', to: 'Loft conversion' }],
    });

    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/assignments`,
      headers: owner.headers,
      payload: { userId: manager.id, role: 'project_manager' },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const item = await newest(`/api/projects/${project.id}/activity`);
    expect(item).toMatchObject({
      subject: { type: 'member', id: manager.id, title: 'Max Manager' },
      action: 'assigned',
    });
    expect(item.changes).toContainEqual({
      field: 'project',
      from: null,
      to: { id: project.id, name: 'Loft conversion' },
    });
  });

  it('says which project and task each entry leads to, while they exist', async () => {
    const project = await createProject(ctx, owner, workspaceId, { name: 'Porch' });
    const task = await createTask(ctx, owner, workspaceId, project.id, { title: 'Sand the deck' });
    await createComment(ctx, manager, task.id, 'Done by Friday');
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/assignments`,
      headers: owner.headers,
      payload: { userId: manager.id, role: 'project_manager' },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);

    const history = (await page(owner, `/api/projects/${project.id}/activity`)).items;
    const place = (item: ActivityItem) => [
      item.subject.type,
      item.action,
      item.projectId,
      item.taskId,
    ];
    expect(history.map(place)).toEqual([
      ['member', 'assigned', project.id, null],
      ['comment', 'commented', project.id, task.id],
      ['task', 'created', project.id, task.id],
      ['project', 'created', project.id, null],
    ]);
    // The workspace feed says the same; a member's entry is the workspace's, in no project.
    const feed = (await page(owner, `/api/workspaces/${workspaceId}/activity?limit=100`)).items;
    expect(feed.find((item) => item.subject.id === task.id)).toMatchObject({
      projectId: project.id,
      taskId: task.id,
    });

    // Once the task is deleted, none of its entries leads to it; the project is still there.
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tasks/${task.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const after = (await page(owner, `/api/projects/${project.id}/activity`)).items;
    expect(after.map(place)).toEqual([
      ['task', 'deleted', project.id, null],
      ['member', 'assigned', project.id, null],
      ['comment', 'commented', project.id, null],
      ['task', 'created', project.id, null],
      ['project', 'created', project.id, null],
    ]);
  });

  it('leads nowhere from entries outside projects', async () => {
    const venture = await createLiveVenture(ctx, owner, workspaceId, { name: 'Corner shop' });
    const ventures = await page(owner, `/api/workspaces/${workspaceId}/activity?type=venture`);
    const published = ventures.items.find((item) => item.subject.id === venture.id);
    expect(published).toMatchObject({ action: 'published', projectId: null, taskId: null });
  });

  it('shows an invitation and a join in the workspace feed, by subject type', async () => {
    const invitee = await createUser(ctx, { name: 'Ivan Invitee' });
    const invited = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/invites`,
      headers: owner.headers,
      payload: { phoneNumber: invitee.phoneNumber, role: 'client' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/join`,
      headers: invitee.headers,
    });
    expect(joined.statusCode, joined.body).toBe(200);

    const members = await page(owner, `/api/workspaces/${workspaceId}/activity?type=member`);
    expect(members.items.slice(0, 2)).toMatchObject([
      {
        actor: { id: invitee.id, name: 'Ivan Invitee' },
        subject: { type: 'member', id: invitee.id, title: 'Ivan Invitee' },
        action: 'joined',
      },
      {
        actor: { id: owner.id },
        subject: { type: 'member', id: invitee.id, title: 'Ivan Invitee' },
        action: 'invited',
        changes: expect.arrayContaining([{ field: 'role', from: null, to: 'client' }]),
      },
    ]);
    expect(members.items.every((item) => item.subject.type === 'member')).toBe(true);
    expect(members.items[0]).toMatchObject({ projectId: null, taskId: null });

    const byInvitee = await page(
      owner,
      `/api/workspaces/${workspaceId}/activity?actorId=${invitee.id}`,
    );
    expect(byInvitee.items.map((item) => item.action)).toEqual(['joined']);
  });

  it('shows a pledge with its amount in dollars', async () => {
    const backer = await createUser(ctx, { name: 'Bea Backer' });
    await addMember(ctx, workspaceId, backer, 'client');
    const venture = await createLiveVenture(ctx, owner, workspaceId, { targetGoal: 5000 });
    const response = await pledge(ctx, backer, venture.id, 125.5);
    expect(response.statusCode, response.body).toBe(201);
    const pledgeId = (response.json() as { pledge: { id: string } }).pledge.id;

    const pledges = await page(owner, `/api/workspaces/${workspaceId}/activity?type=pledge`);
    expect(pledges.items[0]).toMatchObject({
      actor: { id: backer.id, name: 'Bea Backer' },
      subject: { type: 'pledge', id: pledgeId, title: 'Mill Street Bakery' },
      action: 'pledged',
      changes: [{ field: 'amount', from: null, to: 125.5 }],
    });
    const ventures = await page(owner, `/api/workspaces/${workspaceId}/activity?type=venture`);
    expect(ventures.items.slice(0, 2).map((item) => item.action)).toEqual(['published', 'created']);
  });

  it('reads an older pledge, written without its id, as the venture', async () => {
    const venture = await createLiveVenture(ctx, owner, workspaceId, { name: 'Old mill' });
    await ctx.database.db.transaction((tx) =>
      recordChanges(
        tx,
        [
          {
            type: 'venture.pledged',
            workspaceId,
            actorId: owner.id,
            ventureId: venture.id,
            ventureName: 'Old mill',
            creatorId: owner.id,
            userId: owner.id,
            amountCents: 1050,
          },
        ],
        ctx.clock.now(),
      ),
    );
    await ctx.app.changeRelay.drain();
    expect(await newest(`/api/workspaces/${workspaceId}/activity`)).toMatchObject({
      subject: { type: 'pledge', id: venture.id, title: 'Old mill' },
      changes: [{ field: 'amount', from: null, to: 10.5 }],
    });
  });

  it('lists no workspace changes and no notifications', async () => {
    await put(owner, `/api/workspaces/${workspaceId}`, { name: 'Riverside Build 2' });
    const { items } = await page(owner, `/api/workspaces/${workspaceId}/activity?limit=100`);
    expect(items.length).toBeGreaterThan(0);
    const changeTypes = await ctx.database.db
      .selectDistinct({ type: changeTable.type })
      .from(changeTable);
    // The record holds them; the history never shows them.
    expect(changeTypes.map((row) => row.type)).toEqual(
      expect.arrayContaining(['workspace.updated', 'notification.created']),
    );
    for (const item of items) {
      expect(['task', 'project', 'comment', 'file', 'member', 'venture', 'pledge']).toContain(
        item.subject.type,
      );
    }
  });

  describe('a change that fails', () => {
    it('records nothing when the request is refused', async () => {
      const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Skirting' });
      const before = await page(owner, `/api/tasks/${task.id}/activity`);
      const refused = await put(owner, `/api/tasks/${task.id}`, { status: 'no_such_status' });
      expect(refused.statusCode).toBe(400);
      const notMember = await put(owner, `/api/tasks/${task.id}`, {
        assignedTo: '00000000-0000-4000-8000-000000000000',
      });
      expect(notMember.statusCode).toBe(400);
      expect(await page(owner, `/api/tasks/${task.id}/activity`)).toEqual(before);
    });

    it('leaves no entry when the transaction that recorded it throws', async () => {
      const task = await createTask(ctx, owner, workspaceId, projectId, { title: 'Paint' });
      const before = await page(owner, `/api/workspaces/${workspaceId}/activity`);
      await expect(
        ctx.database.db.transaction(async (tx) => {
          await recordChanges(
            tx,
            [
              {
                type: 'task.deleted',
                workspaceId,
                projectId,
                taskId: task.id,
                taskTitle: 'Paint',
                actorId: owner.id,
              },
            ],
            ctx.clock.now(),
          );
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await ctx.app.changeRelay.drain();
      expect(await page(owner, `/api/workspaces/${workspaceId}/activity`)).toEqual(before);
    });
  });

  describe('bad input', () => {
    it.each(['0', '101', 'abc', '1.5', '-1'])('answers 400 for limit=%s', async (limit) => {
      for (const url of [
        `/api/workspaces/${workspaceId}/activity`,
        `/api/projects/${projectId}/activity`,
      ]) {
        const response = await get(owner, `${url}?limit=${limit}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: activityMessages.badLimit,
          code: 'VALIDATION_FAILED',
        });
      }
    });

    it.each(['not a cursor', 'MTIz!', 'YWJj', 'MA', Buffer.from('1e3').toString('base64url')])(
      'answers 400 for cursor=%s',
      async (cursor) => {
        const task = await createTask(ctx, owner, workspaceId, projectId);
        for (const url of [
          `/api/workspaces/${workspaceId}/activity`,
          `/api/projects/${projectId}/activity`,
          `/api/tasks/${task.id}/activity`,
        ]) {
          const response = await get(owner, `${url}?cursor=${encodeURIComponent(cursor)}`);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({
            error: activityMessages.badCursor,
            code: 'VALIDATION_FAILED',
          });
        }
      },
    );

    it('answers 400 for an empty cursor, naming it, rather than the first page', async () => {
      const response = await get(owner, `/api/workspaces/${workspaceId}/activity?cursor=`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: textMessages.emptyQueryParam('cursor'),
        code: 'VALIDATION_FAILED',
      });
    });

    it('answers 401 without a session', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/workspaces/${workspaceId}/activity`,
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
