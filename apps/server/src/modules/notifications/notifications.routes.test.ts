import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareNotifications } from '@groundwork/shared/notifications/rules';
import {
  notificationListSchema,
  type Notification,
} from '@groundwork/shared/notifications/schemas';
import { notificationMessages } from '@groundwork/shared/notifications/constants';
import { notificationTable } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { assignToProject, createProject } from '../../../test/project-factory';
import { createComment, createTask } from '../../../test/task-factory';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('notifications', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let manager: TestUser;
  let contractor: TestUser;
  let bystander: TestUser;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    manager = await createUser(ctx, { name: 'Manny Manager' });
    contractor = await createUser(ctx, { name: 'Cora Contractor' });
    bystander = await createUser(ctx, { name: 'Bea Bystander' });
    workspaceId = (await createWorkspace(ctx, owner, 'Riverside')).id;
    await addMember(ctx, workspaceId, manager, 'project_manager');
    await addMember(ctx, workspaceId, contractor, 'contractor');
    await addMember(ctx, workspaceId, bystander, 'contractor');
    projectId = (await createProject(ctx, owner, workspaceId, { name: 'Kitchen refit' })).id;
    await assignToProject(ctx, projectId, contractor.id, 'contractor');
    await assignToProject(ctx, projectId, manager.id, 'project_manager');
  });
  afterAll(() => ctx.close());

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
    ctx.app.inject({ method, url, headers: user.headers });
  const listOf = async (user: TestUser, query = '') => {
    const response = await call(user, 'GET', `/api/notifications${query}`);
    expect(response.statusCode).toBe(200);
    return notificationListSchema.parse(response.json());
  };
  const unreadOf = async (user: TestUser, query = '') =>
    (await call(user, 'GET', `/api/notifications/unread-count${query}`)).json() as {
      count: number;
    };
  /** The ids each user has now. */
  const snapshot = async (users: TestUser[]) =>
    new Map(
      await Promise.all(
        users.map(async (u) => [u.id, new Set((await listOf(u)).map((n) => n.id))] as const),
      ),
    );
  /** What each user received since the snapshot. */
  const receivedSince = async (since: Map<string, Set<string>>, users: TestUser[]) => {
    const out = new Map<TestUser, Notification[]>();
    for (const user of users) {
      const known = since.get(user.id) ?? new Set();
      out.set(
        user,
        (await listOf(user)).filter((n) => !known.has(n.id)),
      );
    }
    return out;
  };

  describe('writers', () => {
    it('task_assignment to the new assignee only, with task, project and workspace', async () => {
      const everyone = [owner, manager, contractor, bystander];
      const before = await snapshot(everyone);
      const task = await createTask(ctx, manager, workspaceId, projectId, {
        title: 'Fit cabinets',
        assignedTo: contractor.id,
      });
      const received = await receivedSince(before, everyone);
      expect(received.get(contractor)).toEqual([
        {
          id: expect.any(String),
          type: 'task_assignment',
          title: 'Task assigned',
          message: 'Manny Manager assigned you "Fit cabinets" in "Kitchen refit"',
          createdAt: ctx.clock.now().toISOString(),
          readAt: null,
          isRead: false,
          relatedId: task.id,
          workspaceId,
          projectId,
          taskId: task.id,
        },
      ]);
      for (const user of [owner, manager, bystander]) expect(received.get(user)).toEqual([]);
    });

    it('task_comment to the assignee, creator and earlier commenters, never the author', async () => {
      const task = await createTask(ctx, manager, workspaceId, projectId, {
        title: 'Tile floor',
        assignedTo: contractor.id,
      });
      await createComment(ctx, owner, task.id, 'First');
      const everyone = [owner, manager, contractor, bystander];
      const before = await snapshot(everyone);
      await createComment(ctx, contractor, task.id, 'Tiles are on site');
      const received = await receivedSince(before, everyone);
      for (const user of [owner, manager]) {
        expect(received.get(user)).toMatchObject([
          {
            type: 'task_comment',
            title: 'New comment',
            message: 'Cora Contractor commented on "Tile floor"',
            relatedId: task.id,
            workspaceId,
            projectId,
            taskId: task.id,
          },
        ]);
      }
      expect(received.get(contractor)).toEqual([]);
      expect(received.get(bystander)).toEqual([]);
    });

    it("project_update to the project's team when its status changes, never the one who changed it", async () => {
      const everyone = [owner, manager, contractor, bystander];
      let before = await snapshot(everyone);
      const moved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}`,
        headers: manager.headers,
        payload: { status: 'in_progress' },
      });
      expect(moved.statusCode).toBe(200);
      let received = await receivedSince(before, everyone);
      expect(received.get(contractor)).toMatchObject([
        {
          type: 'project_update',
          title: 'Project updated',
          message: '"Kitchen refit" is now In Progress',
          relatedId: projectId,
          workspaceId,
          projectId,
          taskId: null,
        },
      ]);
      for (const user of [owner, manager, bystander]) expect(received.get(user)).toEqual([]);

      before = await snapshot(everyone);
      const renamed = await ctx.app.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}`,
        headers: owner.headers,
        payload: { description: 'No status change' },
      });
      expect(renamed.statusCode).toBe(200);
      received = await receivedSince(before, everyone);
      for (const user of everyone) expect(received.get(user)).toEqual([]);
    });

    it('workspace_invite to the invitee, naming the inviter and the role', async () => {
      const phoneNumber = '+14155550199';
      const invited = await ctx.app.inject({
        method: 'POST',
        url: `/api/workspaces/${workspaceId}/invites`,
        headers: owner.headers,
        payload: { phoneNumber, role: 'client' },
      });
      expect(invited.statusCode).toBe(201);
      const invitee = (invited.json() as { member: { userId: string } }).member.userId;
      const rows = await ctx.database.db.select().from(notificationTable);
      expect(rows.filter((row) => row.userId === invitee)).toMatchObject([
        {
          type: 'workspace_invite',
          title: 'Workspace invitation',
          message: 'Olivia Owner invited you to join "Riverside" as Client',
          relatedId: workspaceId,
          workspaceId,
          projectId: null,
          taskId: null,
        },
      ]);
      expect(
        rows.filter((row) => row.type === 'workspace_invite' && row.userId === owner.id),
      ).toEqual([]);
    });
  });

  describe('reading and dismissing', () => {
    let reader: TestUser;
    let other: TestUser;
    let readerWorkspaceId: string;

    beforeAll(async () => {
      reader = await createUser(ctx, { name: 'Rita Reader' });
      other = await createUser(ctx, { name: 'Oscar Other' });
      readerWorkspaceId = (await createWorkspace(ctx, reader, 'Reader works')).id;
      const base = ctx.clock.now().getTime();
      const at = (minutes: number) => new Date(base - minutes * 60_000);
      const row = (
        type: string,
        minutesAgo: number,
        read = false,
        workspace: string | null = readerWorkspaceId,
      ) => ({
        userId: reader.id,
        type,
        title: type,
        message: `${type} ${minutesAgo}`,
        workspaceId: workspace,
        createdAt: at(minutesAgo),
        readAt: read ? at(minutesAgo - 1) : null,
      });
      await ctx.database.db
        .insert(notificationTable)
        .values([
          row('workspace_invite', 1),
          row('task_comment', 30),
          row('task_comment', 5),
          row('overdue_task', 60, true),
          row('system_announcement', 2, false, null),
          row('overdue_task', 90),
          row('due_date_reminder', 3),
          row('task_assignment', 10, true),
          row('project_update', 20),
        ]);
      await ctx.database.db.insert(notificationTable).values({
        userId: other.id,
        type: 'task_assignment',
        title: 'Task assigned',
        message: "Someone else's",
      });
    });

    it('lists only their own, in the order of 000 §4 (the SQL order is the shared one)', async () => {
      const list = await listOf(reader);
      expect(list.map((n) => n.message)).toEqual([
        'overdue_task 90',
        'due_date_reminder 3',
        'task_comment 5',
        'task_comment 30',
        'project_update 20',
        'workspace_invite 1',
        'system_announcement 2',
        'overdue_task 60',
        'task_assignment 10',
      ]);
      expect([...list].sort(compareNotifications)).toEqual(list);
      expect(list.every((n) => n.isRead === (n.readAt !== null))).toBe(true);
      expect((await listOf(reader, '?unreadOnly=true')).map((n) => n.message)).toEqual(
        list.filter((n) => !n.isRead).map((n) => n.message),
      );
      const inWorkspace = await listOf(reader, `?workspaceId=${readerWorkspaceId}`);
      expect(inWorkspace.map((n) => n.message)).not.toContain('system_announcement 2');
      expect(inWorkspace).toHaveLength(8);
    });

    it('counts the unread, in all or in one workspace', async () => {
      expect(await unreadOf(reader)).toEqual({ count: 7 });
      expect(await unreadOf(reader, `?workspaceId=${readerWorkspaceId}`)).toEqual({ count: 6 });
    });

    it("marks one read; another user's or a missing one is not found", async () => {
      const [first] = await listOf(reader);
      if (!first) throw new Error('no notification');
      ctx.clock.advance(1000);
      const read = await call(reader, 'PUT', `/api/notifications/${first.id}/read`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        id: first.id,
        isRead: true,
        readAt: ctx.clock.now().toISOString(),
      });
      ctx.clock.advance(1000);
      const again = await call(reader, 'PUT', `/api/notifications/${first.id}/read`);
      expect(again.json()).toMatchObject({ readAt: read.json().readAt });
      expect(await unreadOf(reader)).toEqual({ count: 6 });

      const byOther = await call(other, 'PUT', `/api/notifications/${first.id}/read`);
      expect(byOther.statusCode).toBe(404);
      expect(byOther.json()).toEqual({ error: notificationMessages.notFound, code: 'NOT_FOUND' });
      const missing = await call(reader, 'PUT', `/api/notifications/${MISSING_ID}/read`);
      expect(missing.statusCode).toBe(404);
      const malformed = await call(reader, 'PUT', '/api/notifications/not-an-id/read');
      expect(malformed.statusCode).toBe(400);
    });

    it("dismisses one of their own; another user's is not found and stays", async () => {
      const [theirs] = await listOf(other);
      if (!theirs) throw new Error('no notification');
      const byReader = await call(reader, 'DELETE', `/api/notifications/${theirs.id}`);
      expect(byReader.statusCode).toBe(404);
      expect(byReader.json()).toEqual({ error: notificationMessages.notFound, code: 'NOT_FOUND' });
      expect(await listOf(other)).toHaveLength(1);

      const before = await listOf(reader);
      const target = before.at(-1);
      if (!target) throw new Error('no notification');
      const dismissed = await call(reader, 'DELETE', `/api/notifications/${target.id}`);
      expect(dismissed.statusCode).toBe(200);
      expect(dismissed.json()).toEqual({ success: true });
      expect((await listOf(reader)).map((n) => n.id)).toEqual(before.slice(0, -1).map((n) => n.id));
      const twice = await call(reader, 'DELETE', `/api/notifications/${target.id}`);
      expect(twice.statusCode).toBe(404);
    });

    it('marks all read in one workspace, then everywhere, and never touches others', async () => {
      const inWorkspace = await call(
        reader,
        'PUT',
        `/api/notifications/mark-all-read?workspaceId=${readerWorkspaceId}`,
      );
      expect(inWorkspace.json()).toEqual({ updated: 5 });
      expect(await unreadOf(reader)).toEqual({ count: 1 });
      const everywhere = await call(reader, 'PUT', '/api/notifications/mark-all-read');
      expect(everywhere.json()).toEqual({ updated: 1 });
      expect(await unreadOf(reader)).toEqual({ count: 0 });
      expect(await unreadOf(other)).toEqual({ count: 1 });
    });

    it('answers 401 without a session', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/notifications' });
      expect(response.statusCode).toBe(401);
    });
  });
});
