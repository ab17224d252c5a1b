import { Compass } from 'lucide-react';
import { pledgeExplainer } from '@groundwork/shared/pledges/constants';
import { ventureTexts } from '@groundwork/shared/ventures/rules';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useFeaturedVentures, usePublicVenturePages } from '../api/get-ventures';
import { PagedVentureGrid, VentureGrid, VentureGridSkeleton } from '../components/venture-card';

/** Live ventures across every workspace, featured ones first (DECISIONS.md "Ventures and pledges"). */
export function ExploreVenturesPage() {
  const featuredQuery = useFeaturedVentures();
  const publicQuery = usePublicVenturePages();
  const featured = featuredQuery.data?.ventures ?? [];
  const featuredIds = new Set(featured.map((venture) => venture.id));
  const others = publicQuery.data?.filter((venture) => !featuredIds.has(venture.id));
  // A next page that failed leaves the pages before it on screen, with the reason at their end.
  const failed =
    featuredQuery.error ?? (publicQuery.isFetchNextPageError ? null : publicQuery.error);

  return (
    <>
      <PageHeader
        title="Explore Ventures"
        breadcrumbs={[{ label: 'Ventures' }]}
        description={`Live ventures from every workspace, open for pledges. ${pledgeExplainer}`}
      />
      {failed ? (
        <ErrorState
          title={ventureTexts.loadFailed}
          message={failed.message}
          onRetry={() => {
            void featuredQuery.refetch();
            void publicQuery.refetch();
          }}
          isRetrying={featuredQuery.isFetching || publicQuery.isFetching}
        />
      ) : !featuredQuery.data || !others ? (
        <VentureGridSkeleton />
      ) : featured.length === 0 && others.length === 0 && !publicQuery.hasNextPage ? (
        <EmptyState icon={Compass} title="No live ventures right now" />
      ) : (
        <div className="space-y-6">
          {featured.length > 0 && (
            <section aria-labelledby="featured-heading" className="space-y-3">
              <h2 id="featured-heading" className="text-base font-semibold text-ink">
                Featured
              </h2>
              <VentureGrid ventures={featured} />
            </section>
          )}
          {(others.length > 0 || publicQuery.hasNextPage) && (
            <section aria-labelledby="all-heading" className="space-y-3">
              <h2 id="all-heading" className="text-base font-semibold text-ink">
                All live ventures
              </h2>
              <PagedVentureGrid ventures={others} pages={publicQuery} />
            </section>
          )}
        </div>
      )}
    </>
  );
}
