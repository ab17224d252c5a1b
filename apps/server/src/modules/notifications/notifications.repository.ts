import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { notificationTable, notificationUnread, notificationUrgency } from '../../db/schema';
import { readList, withPosition, type PageOrder, type PageRequest } from '../../platform/paging';
import type { Queryable } from '../../platform/database';
import { notificationVisibleTo } from '../../platform/visibility';

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
  const query = db.select().from(notificationTable).$dynamic();
  return readList(query, notificationOrder, listedFor(userId, filters));
}

/** A page of the user's notifications: one row more than its limit when another page follows. */
export async function listNotificationsPage(
  db: Queryable,
  userId: string,
  filters: NotificationFilters,
  page: PageRequest,
) {
  const query = db
    .select(withPosition({ notification: notificationTable }, notificationOrder))
    .from(notificationTable)
    .$dynamic();
  return readList(query, notificationOrder, listedFor(userId, filters), page);
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
