import { notificationTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';

export type NewNotification = typeof notificationTable.$inferInsert;

export async function insertNotifications(db: Queryable, notifications: NewNotification[]) {
  if (notifications.length === 0) return;
  await db.insert(notificationTable).values(notifications);
}
