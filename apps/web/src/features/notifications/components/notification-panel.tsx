import { useId } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { BellOff, RefreshCw } from 'lucide-react';
import type { Notification } from '@groundwork/shared/notifications/schemas';
import { notificationMessages } from '@groundwork/shared/notifications/constants';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { PagedListEnd } from '../../../components/ui/load-more';
import { loadMoreLabels } from '../../../lib/load-more-labels';
import { DividedVirtualList } from '../../../components/ui/virtual-list';
import { RowSkeleton } from '../../../components/ui/row-skeleton';
import { LoadingPlaceholder } from '../../../components/ui/spinner';
import { useDismissNotification, useMarkNotificationRead } from '../api/mutate-notification';
import { useNow } from '../../../lib/use-now';
import { notificationUiMessages } from '../notification-messages';
import { NotificationRow } from './notification-row';

const SKELETON_ROWS = 3;
/** About a notification row's height (title, one line of text and the age), before it is measured. */
const NOTIFICATION_ROW_HEIGHT_PX = 88;

export interface NotificationPanelProps {
  heading: string;
  /** The notifications a page at a time (`fetchNextPage` for more). */
  query: UseInfiniteQueryResult<Notification[]>;
  /** Which of them to show, e.g. the unread ones: those marked read here leave at once. */
  shows?: (notification: Notification) => boolean;
  /** What the panel says when there is nothing to show. */
  emptyText: string;
  /** Where a click on a notification leads, when it leads anywhere. */
  targetOf?: (notification: Notification) => string | null;
}

/**
 * The list panel (000 §2 Notifications page): a Refresh button and the list in its four states.
 * Only the rows near the window are in the page; more load as its end nears, or with Load more.
 */
export function NotificationPanel({
  heading,
  query,
  shows,
  emptyText,
  targetOf,
}: NotificationPanelProps) {
  const headingId = useId();
  const now = useNow();
  const markRead = useMarkNotificationRead();
  const dismiss = useDismissNotification();
  const { error, isFetching, hasNextPage } = query;
  const notifications = shows ? query.data?.filter(shows) : query.data;
  const onRefresh = () => void query.refetch();

  let body;
  if (error && !notifications) {
    body = (
      <div className="p-4">
        <ErrorState
          title={notificationMessages.loadFailed}
          message={error.message}
          onRetry={onRefresh}
          isRetrying={isFetching}
        />
      </div>
    );
  } else if (!notifications) {
    body = (
      <LoadingPlaceholder status="Loading notifications..." className="divide-y divide-line">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} aria-hidden className="flex gap-3 px-4 py-3">
            <RowSkeleton leadClassName="size-8 rounded-full" secondLineClassName="w-3/4" />
          </div>
        ))}
      </LoadingPlaceholder>
    );
  } else if (notifications.length === 0 && !hasNextPage) {
    body = (
      <div className="flex flex-col items-center px-6 py-10 text-center">
        <span className="mb-3 flex size-10 items-center justify-center rounded-full bg-subtle text-muted">
          <BellOff aria-hidden size={20} />
        </span>
        <p className="max-w-md text-ink-soft">{emptyText}</p>
      </div>
    );
  } else {
    body = (
      <div>
        <DividedVirtualList
          items={notifications}
          estimatedRowHeight={NOTIFICATION_ROW_HEIGHT_PX}
          labelledBy={headingId}
          renderItem={(notification, rowProps) => (
            <NotificationRow
              rowProps={rowProps}
              notification={notification}
              now={now}
              to={targetOf?.(notification)}
              onMarkRead={() => void markRead(notification)}
              onDismiss={(id) => dismiss.mutate(id)}
            />
          )}
        />
        <PagedListEnd
          pages={query}
          labels={loadMoreLabels(notificationUiMessages)}
          className="py-3"
        />
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-2">
        <h2 id={headingId} className="font-semibold text-ink">
          {heading}
        </h2>
        <Button variant="ghost" size="sm" onClick={onRefresh} disabled={isFetching}>
          <RefreshCw aria-hidden size={16} className={isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </div>
      {body}
    </Card>
  );
}
