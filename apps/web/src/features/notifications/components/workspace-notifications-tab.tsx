import type { ReactNode } from 'react';
import { notificationTargetPath } from '@groundwork/shared/notifications/rules';
import { notificationMessages } from '@groundwork/shared/notifications/constants';
import { useNotificationPages, useUnreadCount } from '../api/get-notifications';
import { NotificationPanel } from './notification-panel';

export interface WorkspaceNotificationsTabProps {
  workspaceId: string;
  /** Places the tab: its badge (the workspace's unread count, when any) and its panel. */
  children: (tab: { count: number | undefined; content: ReactNode }) => ReactNode;
}

/**
 * The Notifications tab of the workspace detail (000 §2): the workspace's notifications, each
 * leading to its task, or to its project's tasks.
 */
export function WorkspaceNotificationsTab({
  workspaceId,
  children,
}: WorkspaceNotificationsTabProps) {
  const unread = useUnreadCount(workspaceId);
  return children({
    // Like the header's bell, the badge is hidden while nothing is unread.
    count: unread.data === 0 ? undefined : unread.data,
    content: <WorkspaceNotificationList workspaceId={workspaceId} />,
  });
}

// Its own component, so the list is fetched only while the tab is open.
function WorkspaceNotificationList({ workspaceId }: { workspaceId: string }) {
  const query = useNotificationPages({ workspaceId });
  return (
    <NotificationPanel
      heading="Notifications"
      query={query}
      emptyText={notificationMessages.emptyAll}
      targetOf={(notification) => notificationTargetPath(workspaceId, notification)}
    />
  );
}
