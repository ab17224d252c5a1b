import { formatUsdWithCents } from '@groundwork/shared/common/money';
import { formatDateTime, pluralize } from '@groundwork/shared/common/relative-time';
import type { Venture } from '@groundwork/shared/ventures/schemas';
import { PledgeStatusBadge } from '../../../components/status-badges';
import { Card } from '../../../components/ui/card';
import { QueryErrorState } from '../../../components/ui/error-state';
import { PagedListEnd } from '../../../components/ui/load-more';
import { SkeletonRows } from '../../../components/ui/spinner';
import { isListError } from '../../../lib/list-error';
import { useVenturePledgePages } from '../api/get-ventures';
import { backerListLabels, backerTexts } from '../venture-messages';

const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Who backed the venture and with how much, newest first, for its creator: a page at a time.
 * The counts are the venture's own (the server's), whatever has been fetched of the list.
 */
export function VentureBackers({ venture }: { venture: Venture }) {
  const pledgesQuery = useVenturePledgePages(venture.id);

  let content;
  if (pledgesQuery.isPending) {
    content = <SkeletonRows label="Loading backers" count={2} rowClassName="h-10" />;
  } else if (!pledgesQuery.data || isListError(pledgesQuery)) {
    content = <QueryErrorState query={pledgesQuery} title={backerTexts.loadFailed} />;
  } else if (pledgesQuery.data.length === 0) {
    content = <p className="text-ink-soft">{backerTexts.empty}</p>;
  } else {
    content = (
      <>
        <ul aria-label={backerTexts.heading} className="divide-y divide-line">
          {pledgesQuery.data.map((pledge) => (
            <li key={pledge.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-medium break-words text-ink">
                  {pledge.backer.name ?? backerTexts.anonymous}
                </p>
                <p className="text-[13px] text-muted">
                  {formatDateTime(pledge.pledgedAt, { timeZone: browserTimeZone })}
                </p>
              </div>
              <PledgeStatusBadge status={pledge.status} />
              <p className="font-semibold text-ink tabular-nums">
                {formatUsdWithCents(pledge.amount)}
              </p>
            </li>
          ))}
        </ul>
        <PagedListEnd pages={pledgesQuery} labels={backerListLabels} />
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
