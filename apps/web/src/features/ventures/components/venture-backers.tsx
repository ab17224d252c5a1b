import { useCallback } from 'react';
import { formatUsdWithCents } from '@groundwork/shared/common/money';
import { formatDateTime, pluralize } from '@groundwork/shared/common/relative-time';
import { pledgeStatusBadge } from '@groundwork/shared/pledges/constants';
import type { Venture } from '@groundwork/shared/ventures/schemas';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/spinner';
import { useVenturePledgePages } from '../api/get-ventures';
import { backerTexts, ventureListLabels } from '../venture-messages';

const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const loadMoreLabels = { ...ventureListLabels, failed: backerTexts.loadMoreFailed };

/**
 * Who backed the venture and with how much, newest first, for its creator: a page at a time.
 * The counts are the venture's own (the server's), whatever has been fetched of the list.
 */
export function VentureBackers({ venture }: { venture: Venture }) {
  const pledgesQuery = useVenturePledgePages(venture.id);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pledgesQuery;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let content;
  if (pledgesQuery.isPending) {
    content = (
      <div aria-busy="true" aria-label="Loading backers" className="space-y-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  } else if (!pledgesQuery.data || (pledgesQuery.isError && !isFetchNextPageError)) {
    content = (
      <ErrorState
        title={backerTexts.loadFailed}
        message={pledgesQuery.error?.message ?? backerTexts.loadFailed}
        onRetry={() => void pledgesQuery.refetch()}
        isRetrying={pledgesQuery.isFetching}
      />
    );
  } else if (pledgesQuery.data.length === 0) {
    content = <p className="text-ink-soft">{backerTexts.empty}</p>;
  } else {
    content = (
      <>
        <ul aria-label={backerTexts.heading} className="divide-y divide-line">
          {pledgesQuery.data.map((pledge) => {
            const badge = pledgeStatusBadge(pledge.status);
            return (
              <li key={pledge.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <div className="min-w-0 flex-1 basis-40">
                  <p className="font-medium break-words text-ink">
                    {pledge.backer.name ?? backerTexts.anonymous}
                  </p>
                  <p className="text-[13px] text-muted">
                    {formatDateTime(pledge.pledgedAt, { timeZone: browserTimeZone })}
                  </p>
                </div>
                {badge && <Badge tone={badge === 'Confirmed' ? 'green' : 'zinc'}>{badge}</Badge>}
                <p className="font-semibold text-ink tabular-nums">
                  {formatUsdWithCents(pledge.amount)}
                </p>
              </li>
            );
          })}
        </ul>
        {hasNextPage && (
          <LoadMore
            onLoadMore={loadMore}
            isLoading={isFetchingNextPage}
            isFailed={isFetchNextPageError}
            labels={loadMoreLabels}
          />
        )}
      </>
    );
  }

  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">{backerTexts.heading}</h2>
        <p className="text-[13px] text-muted">
          {pluralize(venture.backerCount, 'backer')}, {pluralize(venture.pledgeCount, 'pledge')}
        </p>
      </div>
      {content}
    </Card>
  );
}
