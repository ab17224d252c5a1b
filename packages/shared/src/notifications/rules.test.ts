import { describe, expect, it } from 'vitest';
import {
  compareNotifications,
  dueDateReminderNotificationText,
  isNotificationRead,
  notificationTargetPath,
  notificationText,
  notificationTypeRank,
  OTHER_NOTIFICATION_RANK,
  overdueTaskNotificationText,
  sortNotifications,
  unreadCount,
} from './rules';
import {
  listNotificationsQuerySchema,
  markAllReadSchema,
  notificationListSchema,
  unreadCountSchema,
} from './schemas';
import { notificationMessages } from './constants';

const ID = '11111111-1111-4111-8111-111111111111';

describe('notification type ranks (000 §4)', () => {
  it.each([
    ['overdue_task', 1],
    ['due_date_reminder', 2],
    ['task_assignment', 3],
    ['task_comment', 4],
    ['task_mention', 4],
    ['project_update', 5],
    ['workspace_invite', 6],
    ['system_announcement', 7],
    ['toString', 7],
  ])('%s ranks %s', (type, rank) => {
    expect(notificationTypeRank(type)).toBe(rank);
  });

  it('ranks unknown types as other', () => {
    expect(OTHER_NOTIFICATION_RANK).toBe(7);
  });
});

describe('read state', () => {
  it.each([
    [{}, false],
    [{ readAt: null }, false],
    [{ readAt: '2025-03-01T00:00:00.000Z' }, true],
    [{ isRead: true }, true],
    [{ isRead: false, readAt: null }, false],
  ])('%j → read %s', (notification, read) => {
    expect(isNotificationRead(notification)).toBe(read);
  });

  it('counts the unread', () => {
    expect(unreadCount([{ readAt: null }, { isRead: true }, {}])).toBe(2);
  });
});

describe('sortNotifications: unread first, then rank, then newest', () => {
  it('orders a mixed list', () => {
    const n = (id: string, type: string, createdAt: string, readAt: string | null = null) => ({
      id,
      type,
      createdAt,
      readAt,
    });
    const list = [
      n('read overdue', 'overdue_task', '2025-03-05T00:00:00.000Z', '2025-03-06T00:00:00.000Z'),
      n('unread invite', 'workspace_invite', '2025-03-09T00:00:00.000Z'),
      n('unread other', 'system', '2025-03-09T00:00:00.000Z'),
      n('unread comment, old', 'task_comment', '2025-03-01T00:00:00.000Z'),
      n('unread comment, new', 'task_comment', '2025-03-08T00:00:00.000Z'),
      n('unread overdue', 'overdue_task', '2025-03-01T00:00:00.000Z'),
      n(
        'read reminder',
        'due_date_reminder',
        '2025-03-09T00:00:00.000Z',
        '2025-03-09T01:00:00.000Z',
      ),
    ];
    expect(sortNotifications(list).map((item) => item.id)).toEqual([
      'unread overdue',
      'unread comment, new',
      'unread comment, old',
      'unread invite',
      'unread other',
      'read overdue',
      'read reminder',
    ]);
    const [first] = list as [(typeof list)[number]];
    expect(compareNotifications(first, first)).toBe(0);
  });
});

describe('notificationText: the message falls back to the title', () => {
  it.each([
    [{ title: 'Task assigned', message: 'You were assigned "Pour"' }, 'You were assigned "Pour"'],
    [{ title: 'Task assigned', message: '' }, 'Task assigned'],
    [{ title: 'Task assigned', message: '   ' }, 'Task assigned'],
    [{ title: 'Task assigned', message: null }, 'Task assigned'],
    [{ title: 'Task assigned' }, 'Task assigned'],
  ])('%j → %s', (notification, text) => {
    expect(notificationText(notification)).toBe(text);
  });
});

describe('notificationTargetPath (000 §2 Workspace detail)', () => {
  it.each([
    [{ projectId: 'p', taskId: 't' }, '/workspaces/w/projects/p/tasks/t'],
    [{ projectId: 'p', taskId: null }, '/workspaces/w/projects/p/tasks'],
    [{ projectId: null, taskId: 't' }, null],
    [{}, null],
  ])('%j → %j', (notification, path) => {
    expect(notificationTargetPath('w', notification)).toBe(path);
  });
});

describe('notification contracts', () => {
  it('reads a list, the unread count and mark-all-read', () => {
    const notification = {
      id: ID,
      type: 'task_assignment',
      title: 'Task assigned',
      message: 'You were assigned "Pour"',
      createdAt: '2025-03-01T00:00:00.000Z',
      readAt: null,
      isRead: false,
      relatedId: ID,
      workspaceId: ID,
      projectId: ID,
      taskId: ID,
    };
    expect(notificationListSchema.parse([notification])).toEqual([notification]);
    expect(unreadCountSchema.parse({ count: 3 })).toEqual({ count: 3 });
    expect(markAllReadSchema.parse({ updated: 3 })).toEqual({ updated: 3 });
    expect(listNotificationsQuerySchema.parse({ unreadOnly: 'true' })).toEqual({
      workspaceId: undefined,
      unreadOnly: true,
    });
    expect(listNotificationsQuerySchema.safeParse({ workspaceId: '' }).success).toBe(false);
  });

  it("words the screens' texts as the spec does", () => {
    expect(notificationMessages.emptyAll).toBe(
      "No notifications yet. You'll see updates about tasks, projects, and workspace activities here.",
    );
    expect(notificationMessages.emptyUnread).toBe('No unread notifications');
  });
});

describe('scheduler notification texts', () => {
  it('words the due-date reminder and the overdue notice', () => {
    expect(dueDateReminderNotificationText('Pour slab', 'Kitchen refit')).toEqual({
      title: 'Task due soon',
      message: '"Pour slab" in "Kitchen refit" is due within 24 hours',
    });
    expect(overdueTaskNotificationText('Pour slab', 'Kitchen refit')).toEqual({
      title: 'Task overdue',
      message: '"Pour slab" in "Kitchen refit" is overdue',
    });
  });
});
