import { toDate, type DateInput } from '../common/relative-time';
import type { NotificationType } from './constants';

/** Rules of 000 §4 and 001 §3 about notifications. */

export const notificationTypeRanks: Record<NotificationType, number> = {
  overdue_task: 1,
  due_date_reminder: 2,
  task_assignment: 3,
  task_comment: 4,
  // A mention is a comment addressed to the person: it ranks with comments.
  task_mention: 4,
  project_update: 5,
  workspace_invite: 6,
};
/** The rank of any type not listed above. */
export const OTHER_NOTIFICATION_RANK = 7;

export function notificationTypeRank(type: string): number {
  return Object.hasOwn(notificationTypeRanks, type)
    ? notificationTypeRanks[type as NotificationType]
    : OTHER_NOTIFICATION_RANK;
}

export interface ReadState {
  readAt?: DateInput | null;
  isRead?: boolean | null;
}

/** Read once readAt is set; views that only carry isRead are read when it is true. */
export function isNotificationRead(notification: ReadState): boolean {
  return notification.readAt != null || notification.isRead === true;
}

export interface SortableNotification extends ReadState {
  type: string;
  createdAt: DateInput;
}

/** Unread first, then type rank (overdue_task first), then newest first (000 §4). */
export function compareNotifications(a: SortableNotification, b: SortableNotification): number {
  return (
    Number(isNotificationRead(a)) - Number(isNotificationRead(b)) ||
    notificationTypeRank(a.type) - notificationTypeRank(b.type) ||
    toDate(b.createdAt).getTime() - toDate(a.createdAt).getTime()
  );
}

/** A sorted copy; the input is left as it is. */
export function sortNotifications<T extends SortableNotification>(
  notifications: readonly T[],
): T[] {
  return [...notifications].sort(compareNotifications);
}

/** The text to show: the message, or the title when the message is empty or blank. */
export function notificationText(notification: { title: string; message?: string | null }): string {
  const { message, title } = notification;
  return message && message.trim() !== '' ? message : title;
}

export function unreadCount(notifications: Iterable<ReadState>): number {
  let count = 0;
  for (const notification of notifications) if (!isNotificationRead(notification)) count += 1;
  return count;
}

/**
 * Where clicking a notification in a workspace leads (000 §2 Workspace detail): the task page with
 * taskId and projectId, else the project's tasks; null when it names no project.
 */
export function notificationTargetPath(
  workspaceId: string,
  notification: { projectId?: string | null; taskId?: string | null },
): string | null {
  const { projectId, taskId } = notification;
  if (!projectId) return null;
  const projectTasks = `/workspaces/${workspaceId}/projects/${projectId}/tasks`;
  return taskId ? `${projectTasks}/${taskId}` : projectTasks;
}

/** due_date_reminder: the assignee's task is due within 24 hours (DECISIONS.md "Notifications"). */
export function dueDateReminderNotificationText(taskTitle: string, projectName: string) {
  return {
    title: 'Task due soon',
    message: `"${taskTitle}" in "${projectName}" is due within 24 hours`,
  };
}

/** overdue_task: the task's due date has passed and it is not complete. */
export function overdueTaskNotificationText(taskTitle: string, projectName: string) {
  return {
    title: 'Task overdue',
    message: `"${taskTitle}" in "${projectName}" is overdue`,
  };
}
