import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Notification, UnreadCount } from '@groundwork/shared/notifications/schemas';
import type { Count } from '@groundwork/shared/common/schemas';
import { apiClient } from '../../../lib/api-client';
import { distinctItems, pagedQueryOptions } from '../../../lib/paged-list';
import { notificationUiMessages } from '../notification-messages';
import { notificationKeys, type NotificationListFilters } from './query-keys';

/**
 * The caller's notifications a page at a time, sorted by the server (000 §4): unread first, then
 * type, newest; `unreadOnly` leaves the read ones out.
 */
function getNotificationPagesQueryOptions(filters: NotificationListFilters) {
  return pagedQueryOptions<Notification>(notificationKeys.pages(filters), '/api/notifications', {
    workspaceId: filters.workspaceId,
    params: {
      workspaceId: filters.workspaceId,
      unreadOnly: filters.unreadOnly ? 'true' : undefined,
    },
    fallbackMessage: notificationUiMessages.fetchListFailed,
  });
}

/** The notifications fetched so far, as one list (`fetchNextPage` for more). */
export function useNotificationPages(filters: NotificationListFilters) {
  return useInfiniteQuery({ ...getNotificationPagesQueryOptions(filters), select: distinctItems });
}

export async function getUnreadCount(workspaceId?: string, signal?: AbortSignal): Promise<number> {
  const { count } = await apiClient.get<UnreadCount>('/api/notifications/unread-count', {
    signal,
    workspaceId,
    params: { workspaceId },
    fallbackMessage: notificationUiMessages.fetchCountFailed,
  });
  return count;
}

/** How many notifications the person has, read or not, across every workspace. */
export function useNotificationTotal() {
  return useQuery({
    queryKey: notificationKeys.total(),
    queryFn: async ({ signal }) => {
      const { count } = await apiClient.get<Count>('/api/notifications/count', {
        signal,
        fallbackMessage: notificationUiMessages.fetchCountFailed,
      });
      return count;
    },
  });
}

/** The unread count of one workspace, or of all of them; the live stream keeps the latter fresh. */
export function useUnreadCount(workspaceId?: string) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(workspaceId),
    queryFn: ({ signal }) => getUnreadCount(workspaceId, signal),
  });
}
