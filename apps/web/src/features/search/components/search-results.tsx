import { useEffect, useRef } from 'react';
import { SearchX, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/spinner';
import { searchUiMessages } from '../search-messages';
import type { WorkspaceSearch } from '../use-workspace-search';
import { SearchResultList } from './search-result-list';

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
      {search.hasMore && <LoadMore search={search} />}
    </>
  );
}

// The next page is asked for a little before the end of the list comes into view.
const PREFETCH_MARGIN = '400px';

/**
 * The next page, asked for as the end of the list scrolls into view; the button stays for
 * keyboards and screen readers, and for a retry after a failure.
 */
function LoadMore({ search }: { search: WorkspaceSearch }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore, isLoadingMore, loadMoreFailed } = search;
  const canAutoLoad = !isLoadingMore && !loadMoreFailed;
  const shownCount = search.results?.length ?? 0;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: it reports at once whether the end is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, canAutoLoad, shownCount]);

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2">
      {loadMoreFailed && (
        <p role="alert" className="text-center text-[13px] text-danger">
          {searchUiMessages.loadMoreFailed}
        </p>
      )}
      <Button variant="secondary" onClick={loadMore} disabled={isLoadingMore}>
        {isLoadingMore ? searchUiMessages.loadingMore : searchUiMessages.loadMore}
      </Button>
    </div>
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
