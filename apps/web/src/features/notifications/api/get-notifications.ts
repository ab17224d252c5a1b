import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification, UnreadCount } from '@groundwork/shared/notifications/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { notificationUiMessages } from '../notification-messages';
import { notificationKeys, workspaceDetailKey, type NotificationListFilters } from './query-keys';

/** The caller's notifications, sorted by the server (000 §4): unread first, then type, newest. */
export function getNotifications(
  filters: NotificationListFilters,
  signal?: AbortSignal,
): Promise<Notification[]> {
  return apiClient.get<Notification[]>('/api/notifications', {
    signal,
    workspaceId: filters.workspaceId,
    params: { workspaceId: filters.workspaceId },
    fallbackMessage: notificationUiMessages.fetchListFailed,
  });
}

export function getNotificationsQueryOptions(filters: NotificationListFilters) {
  return queryOptions({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ signal }) => getNotifications(filters, signal),
  });
}

export function useNotifications(filters: NotificationListFilters) {
  return useQuery(getNotificationsQueryOptions(filters));
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

/** The unread count of one workspace, or of all of them; the live stream keeps the latter fresh. */
export function useUnreadCount(workspaceId?: string) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(workspaceId),
    queryFn: ({ signal }) => getUnreadCount(workspaceId, signal),
  });
}

/** The workspace's name for the trail, from the answer the workspace screens cache. */
export function useWorkspaceDetail(workspaceId: string) {
  return useQuery({
    queryKey: workspaceDetailKey(workspaceId),
    queryFn: ({ signal }) =>
      apiClient.get<WorkspaceDetail>(`/api/workspaces/${encodeURIComponent(workspaceId)}`, {
        signal,
        workspaceId,
        fallbackMessage: 'Failed to fetch workspace',
      }),
  });
}
