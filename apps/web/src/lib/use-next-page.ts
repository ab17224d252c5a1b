import { useCallback } from 'react';

/** Where a paged query stands in its pages: more to fetch, fetching them, or failed to. */
export interface NextPageState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A paged list's next page: `fetchMore` for its Load more button (a stable function), and
 * `canFetchMore` for fetching it as the list's end is drawn. A failed page is fetched again from
 * Load more only, not in a loop as the list's end stays drawn.
 */
export function useNextPage({
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  fetchNextPage,
}: NextPageState) {
  const fetchMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const canFetchMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  return { fetchMore, canFetchMore };
}
