/**
 * What the notification screens say when a call fails (000 §8 Notifications). The empty and
 * panel error texts are the shared `notificationMessages`.
 */
export const notificationUiMessages = {
  fetchListFailed: 'Failed to fetch notifications',
  fetchCountFailed: 'Failed to fetch unread count',
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  dismissFailed: 'Failed to dismiss notification',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loadMoreFailed: 'Could not load more notifications.',
} as const;
