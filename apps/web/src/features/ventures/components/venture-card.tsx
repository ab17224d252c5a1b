import { Link } from 'react-router';
import { ImageIcon, User } from 'lucide-react';
import type { VentureSummary } from '@groundwork/shared/ventures/schemas';
import { Card } from '../../../components/ui/card';
import { PagedListEnd } from '../../../components/ui/load-more';
import { VirtualGrid } from '../../../components/ui/virtual-grid';
import { paths } from '../../../lib/paths';
import type { NextPageState } from '../../../lib/use-next-page';
import { VentureStatusBadge } from '../../../components/status-badges';
import { CountdownText, isCountingDown, FundingBar, VentureCategoryBadge } from './venture-badges';
import { ventureListLabels } from '../venture-messages';

/** One venture in a grid (001 §2 Venture list); the whole card opens its detail. */
function VentureCard({ venture }: { venture: VentureSummary }) {
  return (
    <Card className="group relative flex flex-col overflow-hidden hover:border-line-strong">
      <div className="aspect-[16/9] bg-subtle">
        {venture.thumbnailUrl ? (
          <img
            src={venture.thumbnailUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <div
            data-testid="thumbnail-placeholder"
            className="flex size-full items-center justify-center text-faint"
          >
            <ImageIcon aria-hidden size={32} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <VentureCategoryBadge category={venture.type} />
          {venture.status !== 'live' && <VentureStatusBadge status={venture.status} />}
        </div>
        <div className="space-y-1">
          <h3 className="font-semibold break-words text-ink">
            <Link
              to={paths.venture(venture.workspaceId, venture.id)}
              className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-lg after:focus-visible:outline-2 after:focus-visible:outline-accent"
            >
              {venture.name}
            </Link>
          </h3>
          {venture.description && (
            <p className="line-clamp-2 text-[13px] text-muted">{venture.description}</p>
          )}
        </div>
        <p className="inline-flex items-center gap-1 text-[13px] text-muted">
          <User aria-hidden size={14} />
          {venture.creatorName ?? venture.creator.name ?? 'Unknown'}
        </p>
        <div className="mt-auto space-y-2">
          <FundingBar
            fundsPledged={venture.fundsPledged}
            targetGoal={venture.targetGoal}
            fundingProgress={venture.fundingProgress}
          />
          {isCountingDown(venture.status) && <CountdownText endDate={venture.endDate} />}
        </div>
      </div>
    </Card>
  );
}

export function VentureGrid({ ventures }: { ventures: readonly VentureSummary[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {ventures.map((venture) => (
        <li key={venture.id} className="flex">
          <div className="flex w-full">
            <VentureCard venture={venture} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** About a venture card's height: a 16:9 thumbnail over badges, name, creator and funding. */
const VENTURE_CARD_HEIGHT_PX = 380;

export interface PagedVentureGridProps {
  ventures: readonly VentureSummary[];
  /** Where the ventures' query stands in its pages. */
  pages: NextPageState;
}

/**
 * The ventures fetched so far, only the rows near the window drawn; the next page comes as the
 * list's end nears the window, or from Load more.
 */
export function PagedVentureGrid({ ventures, pages }: PagedVentureGridProps) {
  return (
    <>
      <VirtualGrid
        items={ventures}
        itemKey={(venture) => venture.id}
        estimatedRowHeight={VENTURE_CARD_HEIGHT_PX}
        renderItem={(venture) => (
          <div className="flex h-full w-full">
            <VentureCard venture={venture} />
          </div>
        )}
      />
      <PagedListEnd pages={pages} labels={ventureListLabels} />
    </>
  );
}

export function VentureGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul
      aria-busy="true"
      aria-label="Loading ventures"
      className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-lg border border-line bg-surface">
          <div className="aspect-[16/9] animate-pulse bg-slate-200/70" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-24 animate-pulse rounded bg-slate-200/70" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200/70" />
            <div className="h-2 animate-pulse rounded bg-slate-200/70" />
          </div>
        </li>
      ))}
    </ul>
  );
}
