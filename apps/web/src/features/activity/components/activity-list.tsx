import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { ActivityItem, ActivityPage } from '@groundwork/shared/activity/schemas';
import { formatDateTime } from '@groundwork/shared/common/relative-time';
import { activityMessages } from '@groundwork/shared/activity/constants';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryErrorState } from '../../../components/ui/error-state';
import { PagedListEnd } from '../../../components/ui/load-more';
import { DividedVirtualList, type VirtualRowProps } from '../../../components/ui/virtual-list';
import { ActivityListSkeleton } from './activity-list-skeleton';
import { loadMoreLabels } from '../../../lib/load-more-labels';
import { useNow } from '../../../lib/use-now';
import { paths } from '../../../lib/paths';
import {
  activityAge,
  activityParts,
  type ActivityLineOptions,
  type ActivityLink,
} from '../activity-line';
import { browserTimeZone } from '../../../lib/format';

export type ActivityQuery = UseInfiniteQueryResult<InfiniteData<ActivityPage>, Error>;

const activityUiMessages = {
  errorTitle: 'Error loading activity',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  loadMoreFailed: activityMessages.loadFailed,
} as const;
const activityLoadMoreLabels = loadMoreLabels(activityUiMessages);

/** About one line's height (one line of text and its padding), before it is measured. */
const ACTIVITY_LINE_HEIGHT_PX = 42;

export interface ActivityListProps extends ActivityLineOptions {
  query: ActivityQuery;
  /** The workspace the history is in: where the tasks and projects it names are opened. */
  workspaceId: string;
  /** The list's accessible name, e.g. 'Task activity'. */
  label: string;
  /** What an empty list says; 'No activity yet' unless the list is narrowed by filters. */
  emptyText?: string;
  /**
   * Keep only the lines near the window in the page: for a feed that grows long (the
   * workspace's), not for a detail page's own short history.
   */
  isVirtual?: boolean;
}

/**
 * An activity history, newest first, one compact line per entry, in the four states of every
 * list. Older entries load as the end of the list scrolls into view, or with Load more.
 */
export function ActivityList({
  query,
  workspaceId,
  label,
  emptyText = activityMessages.empty,
  subjectId,
  isVirtual = false,
}: ActivityListProps) {
  const now = useNow();
  if (query.isPending) return <ActivityListSkeleton />;
  if (query.isError && !query.data) {
    return <QueryErrorState query={query} title={activityUiMessages.errorTitle} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState icon={History} title={emptyText} />;

  const line = (item: ActivityItem, rowProps?: VirtualRowProps): ReactNode => (
    <li {...rowProps} key={item.id} className="py-2.5 text-sm break-words text-ink">
      {activityParts(item, { subjectId }).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link
            // The parts of one entry never change order.
            key={index}
            to={linkPath(workspaceId, part.link)}
            className="rounded-sm font-medium text-accent underline decoration-accent/30 underline-offset-2 hover:decoration-accent"
          >
            {part.name}
          </Link>
        ),
      )}
      <span className="text-muted">
        {' · '}
        <time
          dateTime={item.at}
          title={formatDateTime(item.at, { timeZone: browserTimeZone() })}
          className="whitespace-nowrap"
        >
          {activityAge(item, now)}
        </time>
      </span>
    </li>
  );

  return (
    <div>
      {isVirtual ? (
        <DividedVirtualList
          items={items}
          estimatedRowHeight={ACTIVITY_LINE_HEIGHT_PX}
          label={label}
          renderItem={line}
        />
      ) : (
        <ul role="list" aria-label={label} className="divide-y divide-line">
          {items.map((item) => line(item))}
        </ul>
      )}
      <PagedListEnd pages={query} labels={activityLoadMoreLabels} />
    </div>
  );
}

/** The page a name in an entry leads to. */
function linkPath(workspaceId: string, link: ActivityLink): string {
  return link.kind === 'task'
    ? paths.task(workspaceId, link.projectId, link.taskId)
    : paths.project(workspaceId, link.projectId);
}
