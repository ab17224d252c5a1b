import { useEffect, useRef } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { ActivityPage } from '@groundwork/shared/activity/schemas';
import { formatDateTime } from '@groundwork/shared/common/relative-time';
import { activityMessages } from '@groundwork/shared/activity/constants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ActivityListSkeleton } from './activity-list-skeleton';
import { useNow } from '../../../lib/use-now';
import { activityAge, activitySentence, type ActivityLineOptions } from '../activity-line';

export type ActivityQuery = UseInfiniteQueryResult<InfiniteData<ActivityPage>, Error>;

export const activityUiMessages = {
  errorTitle: 'Error loading activity',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
} as const;

const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

// Start the next page a little before the end of the list comes into view.
const PREFETCH_MARGIN = '200px';

export interface ActivityListProps extends ActivityLineOptions {
  query: ActivityQuery;
  /** The list's accessible name, e.g. 'Task activity'. */
  label: string;
  /** What an empty list says; 'No activity yet' unless the list is narrowed by filters. */
  emptyText?: string;
}

/**
 * An activity history, newest first, one compact line per entry, in the four states of every
 * list. Older entries load as the end of the list scrolls into view, or with Load more.
 */
export function ActivityList({
  query,
  label,
  emptyText = activityMessages.empty,
  subjectId,
}: ActivityListProps) {
  const now = useNow();
  if (query.isPending) return <ActivityListSkeleton />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={activityUiMessages.errorTitle}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState icon={History} title={emptyText} />;

  return (
    <div>
      <ul role="list" aria-label={label} className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} className="py-2.5 text-sm break-words text-ink">
            {activitySentence(item, { subjectId })}
            <span className="text-muted">
              {' · '}
              <time
                dateTime={item.at}
                title={formatDateTime(item.at, { timeZone: browserTimeZone })}
                className="whitespace-nowrap"
              >
                {activityAge(item, now)}
              </time>
            </span>
          </li>
        ))}
      </ul>
      {query.hasNextPage && <MoreEntries query={query} />}
    </div>
  );
}

/** The end of a list with older entries: a sentinel that fetches them, and the button that does. */
function MoreEntries({ query }: { query: ActivityQuery }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const pageCount = query.data?.pages.length ?? 0;
  const canAutoLoad = !isFetchingNextPage && !isFetchNextPageError;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: it reports at once whether the end is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [fetchNextPage, canAutoLoad, pageCount]);

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 pt-3">
      {isFetchNextPageError && (
        <p role="alert" className="text-center text-[13px] text-danger">
          {activityMessages.loadFailed}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
      >
        {isFetchingNextPage ? activityUiMessages.loadingMore : activityUiMessages.loadMore}
      </Button>
    </div>
  );
}
