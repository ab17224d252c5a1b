import { Link } from 'react-router';
import { HandCoins } from 'lucide-react';
import { formatUsdWithCents } from '@groundwork/shared/common/money';
import { formatDateTime, pluralize } from '@groundwork/shared/common/relative-time';
import type { Pledge, PledgeTotals } from '@groundwork/shared/pledges/schemas';
import { pledgeExplainer, pledgeMessages } from '@groundwork/shared/pledges/constants';
import { PledgeStatusBadge, VentureStatusBadge } from '../../../components/status-badges';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryErrorState } from '../../../components/ui/error-state';
import { PagedListEnd, pagedListLabels } from '../../../components/ui/load-more';
import { MetricCard } from '../../../components/ui/metric-card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton, SkeletonRows } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { isListError } from '../../../lib/list-error';
import { useMyPledgePages, useMyPledgeTotals } from '../api/get-my-pledges';
import { browserTimeZone } from '../../../lib/format';

const loadMoreLabels = pagedListLabels('pledges');

/** The signed-in person's pledges with their total (001 §2 My Pledges). */
export function MyPledgesPage() {
  const pledgesQuery = useMyPledgePages();
  const totalsQuery = useMyPledgeTotals();
  return (
    <>
      <PageHeader
        title="My Pledges"
        breadcrumbs={[{ label: 'My Pledges' }]}
        description={pledgeExplainer}
      />
      {isListError(pledgesQuery) ? (
        <QueryErrorState query={pledgesQuery} title={pledgeMessages.historyFailed} />
      ) : !pledgesQuery.data ? (
        <SkeletonRows label="Loading pledges" count={2} rowClassName="h-20" className="space-y-3">
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        </SkeletonRows>
      ) : pledgesQuery.data.length === 0 ? (
        <EmptyState
          icon={HandCoins}
          title={pledgeMessages.empty}
          action={
            <Link to={paths.exploreVentures()} className={buttonClasses('primary')}>
              Explore Ventures
            </Link>
          }
        />
      ) : (
        <>
          {/* The counts are the server's, of every pledge, not of the pages fetched; left out
              while they cannot be had, as the pledges still show. */}
          {totalsQuery.data && <PledgeTotalsCards totals={totalsQuery.data} />}
          <PledgeHistory pledges={pledgesQuery.data} />
          <PagedListEnd pages={pledgesQuery} labels={loadMoreLabels} />
        </>
      )}
    </>
  );
}

function PledgeTotalsCards({ totals }: { totals: PledgeTotals }) {
  return (
    <div className="mb-4 space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <MetricCard title="Total pledged" value={formatUsdWithCents(totals.totalPledged)} />
        <MetricCard title="Pledges" value={String(totals.count)} />
      </div>
      <p className="text-[13px] text-muted">{pluralize(totals.count, 'pledge')}</p>
    </div>
  );
}

function PledgeHistory({ pledges }: { pledges: Pledge[] }) {
  return (
    <ul aria-label="Pledges" className="space-y-2">
      {pledges.map((pledge) => (
        <li key={pledge.id}>
          <Card className="relative flex flex-wrap items-center gap-3 p-4 hover:border-line-strong">
            <div className="min-w-0 flex-1 basis-48">
              <Link
                // 001 §2: a pledge leads to the workspace list.
                to={paths.workspaces()}
                className="font-medium break-words text-ink after:absolute after:inset-0"
              >
                {pledge.venture.name}
              </Link>
              <p className="text-[13px] text-muted">
                {formatDateTime(pledge.pledgedAt, { timeZone: browserTimeZone() })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              <PledgeStatusBadge status={pledge.status} />
              <VentureStatusBadge status={pledge.venture.status} />
            </div>
            <p className="font-semibold text-ink tabular-nums">
              {formatUsdWithCents(pledge.amount)}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
