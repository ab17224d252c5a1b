import { notificationMessages, type Notification } from '@groundwork/shared/notifications/schemas';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { LiveHub } from '../../platform/live-events/live-hub';
import * as repo from './notifications.repository';

export interface NotificationsServiceDeps {
  db: Database;
  clock: Clock;
  live: Pick<LiveHub, 'publishToUser'>;
}

const notificationNotFound = () => new AppError('NOT_FOUND', notificationMessages.notFound);

export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    isRead: row.readAt !== null,
    relatedId: row.relatedId,
    workspaceId: row.workspaceId,
    projectId: row.projectId,
    taskId: row.taskId,
  };
}

export function createNotificationsService({ db, clock, live }: NotificationsServiceDeps) {
  /** Tells the user's open pages their unread count. */
  async function announceUnreadCount(userId: string): Promise<void> {
    await live.publishToUser(userId, 'unread-count', { count: await repo.countUnread(db, userId) });
  }

  return {
    /**
     * Writes notifications (skipping any already written under the same dedupe key) and sends
     * each new one, then the new unread count, to its user's live stream. The only writer of
     * notification rows.
     */
    async write(notifications: repo.NewNotification[]): Promise<void> {
      const rows = await repo.insertNotifications(db, notifications);
      for (const row of rows)
        await live.publishToUser(row.userId, 'notification', toNotification(row));
      for (const userId of new Set(rows.map((row) => row.userId)))
        await announceUnreadCount(userId);
    },

    async list(
      userId: string,
      filters: { workspaceId?: string; unreadOnly: boolean },
    ): Promise<Notification[]> {
      return (await repo.listNotifications(db, userId, filters)).map(toNotification);
    },

    async unreadCount(userId: string, workspaceId?: string): Promise<number> {
      return repo.countUnread(db, userId, workspaceId);
    },

    /** Another user's notification reads as not found. */
    async markRead(userId: string, id: string): Promise<Notification> {
      const row = await repo.markRead(db, userId, id, clock.now());
      if (!row) throw notificationNotFound();
      await announceUnreadCount(userId);
      return toNotification(row);
    },

    async markAllRead(userId: string, workspaceId?: string): Promise<number> {
      const updated = await repo.markAllRead(db, userId, clock.now(), workspaceId);
      if (updated > 0) await announceUnreadCount(userId);
      return updated;
    },

    async dismiss(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteNotification(db, userId, id))) throw notificationNotFound();
      await announceUnreadCount(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
