import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  ArrowLeft,
  Bell,
  BellDot,
  CheckCheck,
  FolderKanban,
  ListChecks,
  Settings2,
} from 'lucide-react';
import type { Notification } from '@groundwork/shared/notifications/schemas';
import { isNotificationRead } from '@groundwork/shared/notifications/rules';
import { notificationMessages } from '@groundwork/shared/notifications/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { MetricCard } from '../../../components/ui/metric-card';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { workspaceTrail } from '../../../lib/workspace-trail';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { useWorkspaceDetail } from '../../../lib/workspace-detail';
import {
  useNotificationPages,
  useNotificationTotal,
  useUnreadCount,
} from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mutate-notification';
import { NotificationPanel } from '../components/notification-panel';

type Filter = 'all' | 'unread';

/**
 * The notifications page (000 §2): every notification of the signed-in person, as the header's
 * bell counts them and Mark All Read marks them, with the workspace it was opened from in the
 * trail and the quick links.
 */
export function NotificationsPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  const { data: workspace } = useWorkspaceDetail(workspaceId);
  // Every notification of the person, as the bell counts them: the All tab's list and the counts.
  const allQuery = useNotificationPages({});
  const { data: total } = useNotificationTotal();
  const { data: unread } = useUnreadCount();
  const { markAllRead, isPending: isMarkingAll } = useMarkAllNotificationsRead();
  const [filter, setFilter] = useState<Filter>('all');
  const quickLinksId = useId();

  return (
    <>
      <PageHeader
        title="Notifications"
        breadcrumbs={[...workspaceTrail(workspaceId, workspace?.name), { label: 'Notifications' }]}
        actions={
          <>
            <Link to={paths.notificationPreferences()} className={buttonClasses('secondary')}>
              <Settings2 aria-hidden size={16} />
              Preferences
            </Link>
            {unread !== undefined && unread > 0 && (
              <Button onClick={() => void markAllRead()} disabled={isMarkingAll}>
                <CheckCheck aria-hidden size={16} />
                {isMarkingAll ? 'Marking...' : 'Mark All Read'}
              </Button>
            )}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
        <div className="min-w-0 space-y-4">
          <section aria-label="Totals" className="grid grid-cols-2 gap-3">
            <MetricCard title="Total" value={total ?? '–'} icon={Bell} />
            <MetricCard title="Unread" value={unread ?? '–'} icon={BellDot} />
          </section>
          <Tabs
            label="Filter notifications"
            value={filter}
            onValueChange={(value) => setFilter(value === 'unread' ? 'unread' : 'all')}
            items={[
              {
                value: 'all',
                label: 'All',
                content: (
                  <NotificationPanel
                    heading="All notifications"
                    query={allQuery}
                    emptyText={notificationMessages.emptyAll}
                  />
                ),
              },
              { value: 'unread', label: 'Unread', content: <UnreadPanel /> },
            ]}
          />
        </div>
        <Card role="region" aria-labelledby={quickLinksId} className="p-4">
          <h2 id={quickLinksId} className="mb-3 font-semibold text-ink">
            Quick links
          </h2>
          <ul className="grid gap-2 max-lg:sm:grid-cols-3">
            <QuickLink to={paths.workspace(workspaceId)} icon={ArrowLeft}>
              Back to Workspace
            </QuickLink>
            <QuickLink to={paths.workspaceTasks(workspaceId)} icon={ListChecks}>
              View Tasks
            </QuickLink>
            <QuickLink to={paths.projects(workspaceId)} icon={FolderKanban}>
              View Projects
            </QuickLink>
          </ul>
        </Card>
      </div>
    </>
  );
}

const isUnread = (notification: Notification) => !isNotificationRead(notification);

// Its own component, so the unread list is asked for only while its tab is open.
function UnreadPanel() {
  const query = useNotificationPages({ unreadOnly: true });
  return (
    <NotificationPanel
      heading="Unread notifications"
      query={query}
      // Those marked read here leave the list at once.
      shows={isUnread}
      emptyText={notificationMessages.emptyUnread}
    />
  );
}

function QuickLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: typeof ArrowLeft;
  children: string;
}) {
  return (
    <li>
      <Link to={to} className={cn(buttonClasses('secondary'), 'w-full justify-start')}>
        <Icon aria-hidden size={16} />
        {children}
      </Link>
    </li>
  );
}
