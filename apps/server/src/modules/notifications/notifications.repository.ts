import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  commentTable,
  notificationTable,
  notificationUnread,
  notificationUrgency,
  projectAssignmentTable,
  projectTable,
  taskTable,
  userTable,
  workspaceMemberTable,
  workspaceTable,
} from '../../db/schema';
import {
  afterCursorOf,
  orderByKeys,
  positionColumn,
  type PageOrder,
  type PageRequest,
} from '../../platform/paging';
import type { Queryable } from '../../platform/database';
import {
  canSeeProjectSql,
  notificationVisibleTo,
  projectNotArchived,
} from '../../platform/visibility';

export type NotificationRow = typeof notificationTable.$inferSelect;
export type NewNotification = typeof notificationTable.$inferInsert;

/** Writes the rows; one whose (user, dedupe key) was already written is skipped. Answers the new ones. */
export async function insertNotifications(
  db: Queryable,
  notifications: NewNotification[],
): Promise<NotificationRow[]> {
  if (notifications.length === 0) return [];
  // One JSON parameter for the batch (the scheduler writes thousands at once), in table order.
  const rows = notifications.map((row) => ({
    id: row.id ?? null,
    user_id: row.userId,
    type: row.type,
    title: row.title,
    message: row.message,
    related_id: row.relatedId ?? null,
    workspace_id: row.workspaceId ?? null,
    project_id: row.projectId ?? null,
    task_id: row.taskId ?? null,
    read_at: row.readAt ?? null,
    created_at: row.createdAt ?? null,
    dedupe_key: row.dedupeKey ?? null,
  }));
  return db
    .insert(notificationTable)
    .select(
      sql`select coalesce(id, gen_random_uuid()), user_id, type, title, message, related_id,
        workspace_id, project_id, task_id, read_at, coalesce(created_at, now()), dedupe_key
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row(id uuid, user_id uuid,
        type varchar, title varchar, message text, related_id uuid, workspace_id uuid,
        project_id uuid, task_id uuid, read_at timestamptz, created_at timestamptz,
        dedupe_key varchar)`,
    )
    .onConflictDoNothing()
    .returning();
}

/**
 * The user's own notifications (`platform/visibility.ts`: only the recipient, whatever their
 * membership now), of one workspace when given.
 */
function ownedBy(userId: string, workspaceId: string | undefined): SQL | undefined {
  return and(
    notificationVisibleTo(userId),
    workspaceId ? eq(notificationTable.workspaceId, workspaceId) : undefined,
  );
}

/**
 * The user's notifications: unread first, then type rank, then newest (000 §4), then id. Every
 * key descends, so that a page after a cursor is one row comparison: a range of
 * `notifications_user_list_idx`. Renamed with these keys: an older cursor is refused, not misread.
 */
export const notificationOrder: PageOrder = {
  name: 'notifications.urgency',
  keys: [
    { value: notificationUnread(notificationTable.readAt), kind: 'integer', direction: 'desc' },
    { value: notificationUrgency(notificationTable.type), kind: 'integer', direction: 'desc' },
    { value: notificationTable.createdAt, kind: 'timestamp', direction: 'desc' },
    { value: notificationTable.id, kind: 'id', direction: 'desc' },
  ],
};

interface NotificationFilters {
  workspaceId?: string;
  unreadOnly: boolean;
}

function listedFor(userId: string, filters: NotificationFilters) {
  return and(
    ownedBy(userId, filters.workspaceId),
    filters.unreadOnly ? isNull(notificationTable.readAt) : undefined,
  );
}

export async function listNotifications(
  db: Queryable,
  userId: string,
  filters: NotificationFilters,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notificationTable)
    .where(listedFor(userId, filters))
    .orderBy(...orderByKeys(notificationOrder));
}

/** A page of the user's notifications: one row more than its limit when another page follows. */
export async function listNotificationsPage(
  db: Queryable,
  userId: string,
  filters: NotificationFilters,
  page: PageRequest,
) {
  return db
    .select({ notification: notificationTable, position: positionColumn(notificationOrder) })
    .from(notificationTable)
    .where(and(listedFor(userId, filters), afterCursorOf(notificationOrder, page)))
    .orderBy(...orderByKeys(notificationOrder))
    .limit(page.limit + 1);
}

export async function countUnread(
  db: Queryable,
  userId: string,
  workspaceId?: string,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notificationTable)
    .where(and(ownedBy(userId, workspaceId), isNull(notificationTable.readAt)));
  return row?.count ?? 0;
}

/** How many notifications the caller's list has with the same filters. */
export async function countListed(
  db: Queryable,
  userId: string,
  filters: NotificationFilters,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notificationTable)
    .where(listedFor(userId, filters));
  return row?.count ?? 0;
}

/** The unread counts of several people in one statement (those with none are left out). */
export async function countUnreadOf(
  db: Queryable,
  userIds: string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notificationTable.userId, count: count() })
    .from(notificationTable)
    .where(and(inArray(notificationTable.userId, userIds), isNull(notificationTable.readAt)))
    .groupBy(notificationTable.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

/** Marks the user's notification read (a read one keeps its first readAt); null when not theirs. */
export async function markRead(
  db: Queryable,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notificationTable)
    .set({ readAt: sql`coalesce(${notificationTable.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notificationTable.id, id), notificationVisibleTo(userId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(
  db: Queryable,
  userId: string,
  now: Date,
  workspaceId?: string,
): Promise<number> {
  const rows = await db
    .update(notificationTable)
    .set({ readAt: now })
    .where(and(ownedBy(userId, workspaceId), isNull(notificationTable.readAt)))
    .returning({ id: notificationTable.id });
  return rows.length;
}

export async function deleteNotification(
  db: Queryable,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(notificationTable)
    .where(and(eq(notificationTable.id, id), notificationVisibleTo(userId)))
    .returning({ id: notificationTable.id });
  return rows.length > 0;
}

// What the writers read to word a notification and pick its recipients.

export async function findUser(db: Queryable, userId: string) {
  const [row] = await db
    .select({ name: userTable.name, phoneNumber: userTable.phoneNumber })
    .from(userTable)
    .where(eq(userTable.id, userId));
  return row ?? null;
}

export async function findProjectName(db: Queryable, projectId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: projectTable.name })
    .from(projectTable)
    .where(eq(projectTable.id, projectId));
  return row?.name ?? null;
}

/**
 * The task's assignee, its creator and everyone who commented on it, if they may still see the
 * task (`canSeeProjectSql`), since the notice names the task.
 */
export async function listCommentRecipients(db: Queryable, taskId: string): Promise<string[]> {
  const ofTask = eq(taskTable.id, taskId);
  const people = db
    .select({ userId: taskTable.assignedTo })
    .from(taskTable)
    .where(ofTask)
    .union(db.select({ userId: taskTable.createdBy }).from(taskTable).where(ofTask))
    .union(
      db
        .select({ userId: commentTable.userId })
        .from(commentTable)
        .where(eq(commentTable.taskId, taskId)),
    );
  const rows = await db
    .select({ userId: userTable.id })
    .from(userTable)
    .where(
      and(
        sql`${userTable.id} in (${people})`,
        canSeeProjectSql(
          userTable.id,
          sql`(select ${taskTable.projectId} from ${taskTable} where ${ofTask})`,
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The project's team who may still see it (`canSeeProjectSql`: active members of its workspace). */
export async function listActiveAssigneeIds(db: Queryable, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: projectAssignmentTable.userId })
    .from(projectAssignmentTable)
    .where(
      and(
        eq(projectAssignmentTable.projectId, projectId),
        canSeeProjectSql(projectAssignmentTable.userId, projectAssignmentTable.projectId),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The invitation of the user to the workspace: its name and the role offered. */
export async function findInvitation(db: Queryable, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ workspaceName: workspaceTable.name, role: workspaceMemberTable.role })
    .from(workspaceMemberTable)
    .innerJoin(workspaceTable, eq(workspaceTable.id, workspaceMemberTable.workspaceId))
    .where(
      and(
        eq(workspaceMemberTable.workspaceId, workspaceId),
        eq(workspaceMemberTable.userId, userId),
        eq(workspaceMemberTable.status, 'pending'),
      ),
    );
  return row ?? null;
}

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
