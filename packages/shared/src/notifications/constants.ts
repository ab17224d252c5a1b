/**
 * The notification types the server writes, and the messages of the list. Plain values: zod stays
 * in schemas.ts (see tasks/constants.ts).
 */

/** The types the server writes (DECISIONS.md "Notifications"); any other type ranks as "other". */
export type NotificationType =
  | 'overdue_task'
  | 'due_date_reminder'
  | 'task_assignment'
  | 'task_comment'
  | 'task_mention'
  | 'project_update'
  | 'workspace_invite';

export const notificationMessages = {
  notFound: 'Notification not found',
  emptyAll:
    "No notifications yet. You'll see updates about tasks, projects, and workspace activities here.",
  emptyUnread: 'No unread notifications',
  loadFailed: 'Failed to load notifications. Please try again.',
} as const;

/**
 * How far back `GET /api/events` replays after a `Last-Event-ID`: a device that saw its last
 * event longer ago than this does not resume from it, and fetches what is on screen again.
 */
export const LIVE_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;
