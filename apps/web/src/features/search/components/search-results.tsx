import { SearchX, WifiOff } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/spinner';
import { loadMoreLabels } from '../../../lib/load-more-labels';
import { searchUiMessages } from '../search-messages';
import type { WorkspaceSearch } from '../use-workspace-search';
import { SearchResultList } from './search-result-list';

const resultListLabels = loadMoreLabels(searchUiMessages);

/** The search screen's results in their states: hint, loading, error, empty, found. */
export function SearchResults({
  search,
  workspaceId,
  query,
}: {
  search: WorkspaceSearch;
  workspaceId: string;
  query: string;
}) {
  if (!search.isSearchable) {
    return <p className="py-6 text-center text-muted">{searchUiMessages.hint}</p>;
  }
  return (
    <div className="space-y-4">
      {search.isDeviceOnly && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-subtle px-3 py-2 text-[13px] text-ink-soft"
        >
          <WifiOff aria-hidden size={16} className="shrink-0" />
          {searchUiMessages.offlineNote}
        </p>
      )}
      <ResultsBody search={search} workspaceId={workspaceId} query={query} />
    </div>
  );
}

function ResultsBody({ search, workspaceId, query }: Parameters<typeof SearchResults>[0]) {
  if (search.error) {
    return (
      <ErrorState
        title={searchUiMessages.errorTitle}
        message={search.error.message}
        onRetry={search.retry}
        isRetrying={search.isRefetching}
      />
    );
  }
  if (!search.results) return <SearchResultsSkeleton />;
  if (search.results.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={searchUiMessages.noResults(query.trim())}
        description={searchUiMessages.noResultsHint}
      />
    );
  }
  return (
    <>
      <p role="status" className="sr-only">
        {searchUiMessages.resultsShown(search.results.length, search.hasMore)}
      </p>
      <SearchResultList workspaceId={workspaceId} results={search.results} query={query} />
      {search.hasMore && (
        <LoadMore
          onLoadMore={search.loadMore}
          isLoading={search.isLoadingMore}
          isFailed={search.loadMoreFailed}
          labels={resultListLabels}
          size="md"
          className=""
        />
      )}
    </>
  );
}

function SearchResultsSkeleton() {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        {searchUiMessages.loading}
      </span>
      <div aria-hidden className="divide-y divide-line rounded-lg border border-line bg-surface">
        {['w-2/3', 'w-1/2', 'w-3/4', 'w-3/5'].map((width) => (
          <div key={width} className="space-y-2 px-4 py-3">
            <Skeleton className={`h-4 max-w-full ${width}`} />
            <Skeleton className="h-3 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
