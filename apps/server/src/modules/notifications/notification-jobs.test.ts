import { and, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTable, notificationTable, taskTable } from '../../db/schema';
import type { Change } from '../../platform/changes/change';
import { SCHEDULER_BATCH } from './due-tasks.repository';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app';
import { openSecondInstance, type SecondInstance } from '../../../test/second-instance';
import { addMember, createWorkspace } from '../../../test/workspace-factory';
import { createProject } from '../../../test/project-factory';
import { createTask } from '../../../test/task-factory';

const HOUR = 60 * 60 * 1000;

describe('scheduled notifications', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let assignee: TestUser;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { name: 'Olivia Owner' });
    assignee = await createUser(ctx, { name: 'Cora Contractor' });
    workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, assignee, 'contractor');
    projectId = (await createProject(ctx, owner, workspaceId, { name: 'Kitchen refit' })).id;
  });
  afterAll(() => ctx.close());

  const at = (ms: number) => new Date(ctx.clock.now().getTime() + ms);
  const tick = (now: Date) => ctx.app.scheduler.runDueJobs(now);
  const notificationsAbout = (taskId: string) =>
    ctx.database.db
      .select({
        userId: notificationTable.userId,
        type: notificationTable.type,
        title: notificationTable.title,
        message: notificationTable.message,
        relatedId: notificationTable.relatedId,
        workspaceId: notificationTable.workspaceId,
        projectId: notificationTable.projectId,
        taskId: notificationTable.taskId,
        createdAt: notificationTable.createdAt,
      })
      .from(notificationTable)
      .where(
        and(
          eq(notificationTable.taskId, taskId),
          inArray(notificationTable.type, ['due_date_reminder', 'overdue_task']),
        ),
      )
      .orderBy(notificationTable.createdAt, notificationTable.userId);

  it('reminds the assignee once when the task comes within 24 hours of its due date', async () => {
    const due = at(30 * HOUR);
    const task = await createTask(ctx, owner, workspaceId, projectId, {
      title: 'Pour slab',
      assignedTo: assignee.id,
      dueDate: due.toISOString(),
    });
    await tick(at(5 * HOUR));
    expect(await notificationsAbout(task.id)).toEqual([]);

    const reminderTime = new Date(due.getTime() - 24 * HOUR);
    await tick(reminderTime);
    await tick(new Date(reminderTime.getTime() + 60_000));
    await tick(new Date(due.getTime() - HOUR));
    expect(await notificationsAbout(task.id)).toEqual([
      {
        userId: assignee.id,
        type: 'due_date_reminder',
        title: 'Task due soon',
        message: '"Pour slab" in "Kitchen refit" is due within 24 hours',
        relatedId: task.id,
        workspaceId,
        projectId,
        taskId: task.id,
        createdAt: reminderTime,
      },
    ]);
  });

  it('marks it overdue once, to the assignee and the creator', async () => {
    const due = at(2 * HOUR);
    const task = await createTask(ctx, owner, workspaceId, projectId, {
      title: 'Hang doors',
      assignedTo: assignee.id,
      dueDate: due.toISOString(),
    });
    await tick(due);
    const overdueTime = new Date(due.getTime() + 60_000);
    await tick(overdueTime);
    await tick(new Date(due.getTime() + 5 * 60_000));
    await tick(new Date(due.getTime() + 48 * HOUR));
    const overdue = (await notificationsAbout(task.id)).filter((n) => n.type === 'overdue_task');
    expect(overdue).toHaveLength(2);
    expect(overdue.map((n) => n.userId).sort()).toEqual([owner.id, assignee.id].sort());
    for (const notification of overdue) {
      expect(notification).toMatchObject({
        title: 'Task overdue',
        message: '"Hang doors" in "Kitchen refit" is overdue',
        taskId: task.id,
        projectId,
        workspaceId,
        createdAt: overdueTime,
      });
    }
  });

  it('reminds again when the due date moves, and never about a complete task', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, {
      title: 'Paint walls',
      assignedTo: assignee.id,
      dueDate: at(10 * HOUR).toISOString(),
    });
    await tick(at(0));
    const moved = at(100 * HOUR);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${task.id}`,
      headers: owner.headers,
      payload: { dueDate: moved.toISOString() },
    });
    expect(response.statusCode).toBe(200);
    await tick(new Date(moved.getTime() - 2 * HOUR));
    expect((await notificationsAbout(task.id)).map((n) => n.type)).toEqual([
      'due_date_reminder',
      'due_date_reminder',
    ]);

    const done = await createTask(ctx, owner, workspaceId, projectId, {
      title: 'Done already',
      assignedTo: assignee.id,
      dueDate: at(3 * HOUR).toISOString(),
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/tasks/${done.id}`,
      headers: assignee.headers,
      payload: { status: 'complete' },
    });
    await tick(at(2 * HOUR));
    await tick(at(50 * HOUR));
    expect(await notificationsAbout(done.id)).toEqual([]);
  });

  it('neither reminds of nor marks overdue a task of an archived project', async () => {
    const shelved = await createProject(ctx, owner, workspaceId, { name: 'Shelved extension' });
    const task = await createTask(ctx, owner, workspaceId, shelved.id, {
      title: 'Order bricks',
      assignedTo: assignee.id,
      dueDate: at(3 * HOUR).toISOString(),
    });
    const archived = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/projects/${shelved.id}`,
      headers: owner.headers,
    });
    expect(archived.statusCode).toBe(200);
    await tick(at(2 * HOUR));
    await tick(at(50 * HOUR));
    expect(await notificationsAbout(task.id)).toEqual([]);
  });

  it("reads past a batch, and records each person's reminders of a batch as one change", async () => {
    const people = [
      assignee,
      await createUser(ctx, { name: 'Pia Planner' }),
      await createUser(ctx, { name: 'Max Manager' }),
    ];
    for (const person of people.slice(1)) {
      await addMember(ctx, workspaceId, person, 'project_manager');
    }
    const due = at(1000 * HOUR);
    const tasks = await ctx.database.db
      .insert(taskTable)
      .values(
        Array.from({ length: SCHEDULER_BATCH + 2 }, (_, n) => ({
          workspaceId,
          projectId,
          title: `Batch task ${n}`,
          dueDate: new Date(due.getTime() + n * 1000),
          assignedTo: people[n % people.length]?.id,
          createdBy: owner.id,
        })),
      )
      .returning({ id: taskTable.id });
    const taskIds = new Set(tasks.map((task) => task.id));
    const [last] = await ctx.database.db.select({ id: max(changeTable.id) }).from(changeTable);

    await tick(new Date(due.getTime() - HOUR));
    const reminded = await ctx.database.db
      .select({ taskId: notificationTable.taskId })
      .from(notificationTable)
      .where(
        and(
          eq(notificationTable.type, 'due_date_reminder'),
          inArray(notificationTable.taskId, [...taskIds]),
        ),
      );
    expect(new Set(reminded.map((row) => row.taskId))).toEqual(taskIds);
    expect(reminded).toHaveLength(taskIds.size);

    const recorded = (
      await ctx.database.db
        .select({ data: changeTable.data })
        .from(changeTable)
        .where(and(gt(changeTable.id, last?.id ?? 0), eq(changeTable.type, 'notification.created')))
    )
      .map((row) => row.data as Change)
      .filter(
        (change): change is Extract<Change, { type: 'notification.created' }> =>
          change.type === 'notification.created' &&
          change.notifications.some((notification) => taskIds.has(notification.taskId ?? '')),
      );
    expect(recorded.flatMap((change) => change.notifications)).toHaveLength(taskIds.size);
    // Each person once, and once more for the one whose tasks straddle the batches' border.
    expect(recorded.length).toBeLessThanOrEqual(people.length + 1);
  });

  it('without an assignee, only the creator hears it is overdue', async () => {
    const task = await createTask(ctx, owner, workspaceId, projectId, {
      title: 'Order tiles',
      dueDate: at(HOUR).toISOString(),
    });
    await tick(at(0));
    await tick(at(2 * HOUR));
    expect((await notificationsAbout(task.id)).map((n) => [n.type, n.userId])).toEqual([
      ['overdue_task', owner.id],
    ]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('scheduled notifications on two instances', () => {
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

  it('writes each reminder and overdue notice once, whichever instances run the tick', async () => {
    const owner = await createUser(ctx, { name: 'Olivia Owner' });
    const assignee = await createUser(ctx, { name: 'Cora Contractor' });
    const workspaceId = (await createWorkspace(ctx, owner)).id;
    await addMember(ctx, workspaceId, assignee, 'contractor');
    const projectId = (await createProject(ctx, owner, workspaceId)).id;
    const start = ctx.clock.now().getTime();
    const tasks = await Promise.all(
      [1, 2, 3, 4, 5].map((hours) =>
        createTask(ctx, owner, workspaceId, projectId, {
          title: `Task ${hours}`,
          assignedTo: assignee.id,
          dueDate: new Date(start + hours * HOUR).toISOString(),
        }),
      ),
    );
    const count = async (type: string) =>
      (
        await ctx.database.db
          .select({ id: notificationTable.id })
          .from(notificationTable)
          .where(
            and(
              eq(notificationTable.type, type),
              inArray(
                notificationTable.taskId,
                tasks.map((task) => task.id),
              ),
            ),
          )
      ).length;

    const now = new Date(start);
    const together = await Promise.all([
      ctx.app.scheduler.runDueJobs(now),
      second.app.scheduler.runDueJobs(now),
    ]);
    expect(together).toContain(true);
    // One after the other, both run: the dedupe key alone keeps it to one.
    expect(await ctx.app.scheduler.runDueJobs(now)).toBe(true);
    expect(await second.app.scheduler.runDueJobs(now)).toBe(true);
    expect(await count('due_date_reminder')).toBe(5);

    const later = new Date(start + 6 * HOUR);
    await Promise.all([
      ctx.app.scheduler.runDueJobs(later),
      second.app.scheduler.runDueJobs(later),
      second.app.scheduler.runDueJobs(later),
    ]);
    await second.app.scheduler.runDueJobs(later);
    await ctx.app.scheduler.runDueJobs(later);
    expect(await count('overdue_task')).toBe(10);
  });
});
