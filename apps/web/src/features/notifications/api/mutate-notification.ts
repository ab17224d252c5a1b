import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Notification } from '@groundwork/shared/notifications/schemas';
import { apiClient } from '../../../lib/api-client';
import { editCachedList } from '../../../lib/queued-writes/cached-list';
import {
  newIdempotencyKey,
  queuedWriteKey,
  quoted,
  type WriteSnapshot,
  type QueuedWrite,
} from '../../../lib/queued-writes/queued-write';
import { useSendQueuedWrite } from '../../../lib/queued-writes/use-send-queued-write';
import { notificationUiMessages } from '../notification-messages';
import { notificationKeys, notificationPath } from './query-keys';

/** The writes to notifications that can wait for a connection. */
const notificationWriteKeys = {
  markRead: [...queuedWriteKey, 'notification', 'mark-read'] as const,
  markAllRead: [...queuedWriteKey, 'notification', 'mark-all-read'] as const,
};

// A person's read marks go in the order made.
const NOTIFICATION_SCOPE = 'notifications';

/**
 * Marks notifications read at once in every cached list, and takes them off the unread counts
 * they were in (the count of their workspace, and the count of all workspaces); marking all
 * empties every count, whatever the cached lists hold.
 */
async function markCachedRead(
  queryClient: QueryClient,
  isMarked: (notification: Notification) => boolean,
  isAll = false,
): Promise<WriteSnapshot> {
  await queryClient.cancelQueries({ queryKey: notificationKeys.all });
  const snapshot: WriteSnapshot = queryClient.getQueriesData({ queryKey: notificationKeys.all });
  const readAt = new Date().toISOString();
  const newlyRead = new Map<string, Notification>();
  // Whole lists and pages alike; a notification in several lists is counted once.
  queryClient.setQueriesData<unknown>({ queryKey: notificationKeys.lists() }, (data: unknown) =>
    editCachedList<Notification>(data, (list) => {
      if (!list.some((notification) => !notification.isRead && isMarked(notification))) {
        return list;
      }
      return list.map((notification) => {
        if (notification.isRead || !isMarked(notification)) return notification;
        newlyRead.set(notification.id, notification);
        return { ...notification, isRead: true, readAt };
      });
    }),
  );
  for (const [queryKey, count] of queryClient.getQueriesData<number>({
    queryKey: notificationKeys.unreadCounts(),
  })) {
    if (count === undefined) continue;
    const scope = queryKey[2];
    const less = [...newlyRead.values()].filter(
      (notification) => scope === 'all' || notification.workspaceId === scope,
    ).length;
    queryClient.setQueryData(queryKey, isAll ? 0 : Math.max(0, count - less));
  }
  return snapshot;
}

function readQueuedWrite(
  subjectId: string,
  path: string,
  refusal: string,
  fallbackMessage: string,
) {
  return {
    scope: NOTIFICATION_SCOPE,
    subjectId,
    refusal,
    request: { method: 'PUT', path, fallbackMessage },
    idempotencyKey: newIdempotencyKey(),
    effects: { lists: notificationKeys.lists(), refresh: [notificationKeys.all] },
  } satisfies QueuedWrite;
}

/** Marks one notification read, at once on screen; without a connection it waits. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { send } = useSendQueuedWrite();
  return useCallback(
    (notification: Notification) =>
      send(
        notificationWriteKeys.markRead,
        readQueuedWrite(
          notification.id,
          notificationPath(notification.id, 'read'),
          `Could not mark ${quoted(notification.title)} as read`,
          notificationUiMessages.markReadFailed,
        ),
        () => markCachedRead(queryClient, (candidate) => candidate.id === notification.id),
      ),
    [queryClient, send],
  );
}

/** Marks every unread notification of the caller read, in every workspace. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { send, isSending } = useSendQueuedWrite();
  const markAllRead = useCallback(
    () =>
      send(
        notificationWriteKeys.markAllRead,
        readQueuedWrite(
          'notifications:all',
          '/api/notifications/mark-all-read',
          'Could not mark all notifications as read',
          notificationUiMessages.markAllReadFailed,
        ),
        () => markCachedRead(queryClient, () => true, true),
      ),
    [queryClient, send],
  );
  return { markAllRead, isPending: isSending };
}

export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) =>
      apiClient.delete<undefined>(notificationPath(notificationId), {
        fallbackMessage: notificationUiMessages.dismissFailed,
      }),
    // Notification lists and counts refetch after each notification action (000 §7).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: (error) => toast.error(error.message),
  });
}
