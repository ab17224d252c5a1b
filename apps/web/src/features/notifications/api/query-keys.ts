import { listQueryKeys } from '../../../lib/list-keys';

/** What GET /api/notifications is narrowed to; no workspace means every workspace. */
export interface NotificationListFilters {
  workspaceId?: string;
  /** Only the unread ones (the Unread tab). */
  unreadOnly?: boolean;
}

export const notificationKeys = {
  ...listQueryKeys<[filters: NotificationListFilters]>('notifications'),
  /** How many notifications the person has in all (the page's Total). */
  total: () => [...notificationKeys.all, 'count'] as const,
  unreadCounts: () => [...notificationKeys.all, 'unread-count'] as const,
  /** The count in one workspace, or across all of them (the header's bell) without one. */
  unreadCount: (workspaceId?: string) =>
    [...notificationKeys.unreadCounts(), workspaceId ?? 'all'] as const,
};

/** The API path of one notification, or of something under it; ids are escaped. */
export function notificationPath(notificationId: string, ...rest: string[]): string {
  return `/api/notifications/${[notificationId, ...rest].map(encodeURIComponent).join('/')}`;
}
