import { and, asc, eq, gte, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { notificationTable, projectTable, taskTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { canSeeProjectSql, projectNotArchived } from '../../platform/visibility';

// The tasks the scheduler's writers notify of: due soon, or overdue.

export interface DueTask {
  userId: string;
  taskId: string;
  taskTitle: string;
  projectId: string;
  projectName: string;
  workspaceId: string;
  dedupeKey: string;
}

/**
 * Where a batch of due tasks ended (its recipient, the due date exactly as stored, the task): the
 * next reads on after it.
 */
export interface DueCursor {
  recipientId: string;
  dueDate: string;
  taskId: string;
}

/** Whom a due or overdue notice goes to. */
export type DueRecipient = 'assignee' | 'creator';

/** Tasks read per batch by the scheduler's writers. */
export const SCHEDULER_BATCH = 1_000;
const dueMillis = sql<string>`floor(extract(epoch from ${taskTable.dueDate}) * 1000)::bigint::text`;

/** One batch of due tasks, and where the next starts (null once the last task has been read). */
export interface DuePage {
  tasks: DueTask[];
  next: DueCursor | null;
}

/**
 * Tasks not complete matching `due`, after `after` in recipient then due date order, a batch at a
 * time: each of a project not archived, with its recipient if they may still see the task
 * (`platform/visibility.ts`), whose notification of `type` for this due date has not been written yet. A batch
 * holds each person's tasks together, so their notifications are recorded as one change. Its
 * tasks are picked first by that order alone, so the recipient and visibility are worked out for
 * those only. The key names the task and its due date, so a moved due date is noticed again.
 */
async function listDuePage(
  db: Queryable,
  type: 'due_date_reminder' | 'overdue_task',
  recipient: DueRecipient,
  due: SQL | undefined,
  after: DueCursor | null,
): Promise<DuePage> {
  const recipientId = recipient === 'assignee' ? taskTable.assignedTo : taskTable.createdBy;
  const page = await db
    .select({
      id: taskTable.id,
      recipientId: sql<string>`${recipientId}`,
      dueDate: sql<string>`${taskTable.dueDate}::text`,
    })
    .from(taskTable)
    .where(
      and(
        ne(taskTable.status, 'complete'),
        due,
        isNotNull(recipientId),
        after
          ? sql`(${recipientId}, ${taskTable.dueDate}, ${taskTable.id}) > (${after.recipientId}::uuid, ${after.dueDate}::timestamptz, ${after.taskId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(recipientId), asc(taskTable.dueDate), asc(taskTable.id))
    .limit(SCHEDULER_BATCH);
  const last = page.at(-1);
  if (!last) return { tasks: [], next: null };
  const next =
    page.length < SCHEDULER_BATCH
      ? null
      : { recipientId: last.recipientId, dueDate: last.dueDate, taskId: last.id };

  const dedupeKey = sql<string>`${sql.raw(`'${type}:'`)} || ${taskTable.id}::text || ':' || ${dueMillis}`;
  const tasks = await db
    .select({
      userId: sql<string>`${recipientId}`,
      taskId: taskTable.id,
      taskTitle: taskTable.title,
      projectId: projectTable.id,
      projectName: projectTable.name,
      workspaceId: taskTable.workspaceId,
      dedupeKey,
    })
    .from(taskTable)
    .innerJoin(projectTable, eq(projectTable.id, taskTable.projectId))
    .where(
      and(
        inArray(
          taskTable.id,
          page.map((task) => task.id),
        ),
        // Again, for a task changed since the batch was picked.
        ne(taskTable.status, 'complete'),
        due,
        projectNotArchived(),
        canSeeProjectSql(recipientId, taskTable.projectId),
        sql`not exists (select 1 from ${notificationTable} where ${notificationTable.userId} = ${recipientId} and ${notificationTable.dedupeKey} = ${dedupeKey})`,
      ),
    )
    .orderBy(asc(recipientId), asc(taskTable.dueDate), asc(taskTable.id));
  return { tasks, next };
}

const dueSoon = (now: Date, within: Date) =>
  and(gte(taskTable.dueDate, now), lte(taskTable.dueDate, within));
const overdue = (now: Date) => lt(taskTable.dueDate, now);

/** Assigned tasks due soon as `isTaskDueSoon` says: from now to `within`, both ends included. */
export function listTasksDueSoonPage(
  db: Queryable,
  now: Date,
  within: Date,
  after: DueCursor | null,
): Promise<DuePage> {
  return listDuePage(db, 'due_date_reminder', 'assignee', dueSoon(now, within), after);
}

/** Tasks overdue as `isTaskOverdue` says (due before now), for the assignee or the creator. */
export function listOverdueTasksPage(
  db: Queryable,
  now: Date,
  recipient: DueRecipient,
  after: DueCursor | null,
): Promise<DuePage> {
  return listDuePage(db, 'overdue_task', recipient, overdue(now), after);
}

/** The first batch of tasks due soon (`listTasksDueSoonPage`). */
export async function listTasksDueSoon(db: Queryable, now: Date, within: Date): Promise<DueTask[]> {
  return (await listTasksDueSoonPage(db, now, within, null)).tasks;
}

/** The first batch of overdue tasks for their assignees, then for their creators. */
export async function listOverdueTasks(db: Queryable, now: Date): Promise<DueTask[]> {
  return [
    ...(await listOverdueTasksPage(db, now, 'assignee', null)).tasks,
    ...(await listOverdueTasksPage(db, now, 'creator', null)).tasks,
  ];
}
