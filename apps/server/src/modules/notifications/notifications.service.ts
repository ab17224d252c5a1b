import type { Notification } from '@groundwork/shared/notifications/schemas';
import { notificationMessages } from '@groundwork/shared/notifications/constants';
import type { Page, PageQuery } from '@groundwork/shared/common/paging';
import type { Clock } from '../../platform/clock';
import { recordChanges } from '../../platform/changes/change-record';
import type { Database, Queryable } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { pageOf, pageRequestOf } from '../../platform/paging';
import * as repo from './notifications.repository';

export interface NotificationsServiceDeps {
  db: Database;
  clock: Clock;
}

const notificationNotFound = () => new AppError('NOT_FOUND', notificationMessages.notFound);

function toNotification(row: repo.NotificationRow): Notification {
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

export function createNotificationsService({ db, clock }: NotificationsServiceDeps) {
  /** Records the person's new unread count, so their open pages show it. */
  async function recordUnreadCount(tx: Queryable, userId: string): Promise<void> {
    const unreadCount = await repo.countUnread(tx, userId);
    await recordChanges(tx, [{ type: 'notification.read', userId, unreadCount }], clock.now());
  }

  return {
    /**
     * Writes notifications inside the caller's transaction (skipping any already written under the
     * same dedupe key) and records the new ones, one change per person with their unread count, in
     * the change record, from which their open pages receive them. The only writer of notification
     * rows.
     */
    async write(tx: Queryable, notifications: repo.NewNotification[]): Promise<void> {
      const rows = await repo.insertNotifications(tx, notifications);
      if (rows.length === 0) return;
      // Each person's rows, in the order written (Map.groupBy is not in Node 20).
      const byPerson = new Map<string, repo.NotificationRow[]>();
      for (const row of rows) {
        const own = byPerson.get(row.userId);
        if (own) own.push(row);
        else byPerson.set(row.userId, [row]);
      }
      // One statement for everyone a batch notifies (the scheduler writes hundreds at once).
      const unread = await repo.countUnreadOf(tx, [...byPerson.keys()]);
      await recordChanges(
        tx,
        [...byPerson].map(([userId, own]) => ({
          type: 'notification.created' as const,
          userId,
          notifications: own.map(toNotification),
          unreadCount: unread.get(userId) ?? 0,
        })),
        clock.now(),
      );
    },

    /** The caller's notifications in the order of 000 §4: all of them, or a page. */
    async list(
      userId: string,
      { limit, cursor, ...filters }: { workspaceId?: string; unreadOnly: boolean } & PageQuery,
    ): Promise<Notification[] | Page<Notification>> {
      const page = pageRequestOf(repo.notificationOrder, { limit, cursor });
      if (!page) return (await repo.listNotifications(db, userId, filters)).map(toNotification);
      const rows = await repo.listNotificationsPage(db, userId, filters, page);
      return pageOf(repo.notificationOrder, page, rows, (row) => toNotification(row.notification));
    },

    /** How many notifications the list has with the same filters. */
    async count(userId: string, filters: { workspaceId?: string; unreadOnly: boolean }) {
      return repo.countListed(db, userId, filters);
    },

    async unreadCount(userId: string, workspaceId?: string): Promise<number> {
      return repo.countUnread(db, userId, workspaceId);
    },

    /** Another user's notification reads as not found. */
    async markRead(userId: string, id: string): Promise<Notification> {
      const row = await db.transaction(async (tx) => {
        const read = await repo.markRead(tx, userId, id, clock.now());
        if (read) await recordUnreadCount(tx, userId);
        return read;
      });
      if (!row) throw notificationNotFound();
      return toNotification(row);
    },

    async markAllRead(userId: string, workspaceId?: string): Promise<number> {
      return db.transaction(async (tx) => {
        const updated = await repo.markAllRead(tx, userId, clock.now(), workspaceId);
        if (updated > 0) await recordUnreadCount(tx, userId);
        return updated;
      });
    },

    async dismiss(userId: string, id: string): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const found = await repo.deleteNotification(tx, userId, id);
        if (found) await recordUnreadCount(tx, userId);
        return found;
      });
      if (!deleted) throw notificationNotFound();
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
