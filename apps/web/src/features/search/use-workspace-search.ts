import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SearchResult } from '@groundwork/shared/search/schemas';
import { useOnlineStatus } from '../../lib/use-online-status';
import { isSearchable, useSearch } from './api/search';
import type { SearchFilters } from './api/query-keys';
import { searchDevice } from './device-search';

export interface WorkspaceSearch {
  /** False while the words are too short to search for. */
  isSearchable: boolean;
  /** Offline: the results are what this device holds, not the server's. */
  isDeviceOnly: boolean;
  /** Undefined until the first answer for these words (or earlier words, while typing on). */
  results: SearchResult[] | undefined;
  error: Error | null;
  isRefetching: boolean;
  retry: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  /** The next page failed; the pages before it stay shown. */
  loadMoreFailed: boolean;
  loadMore: () => void;
}

/**
 * Search in one workspace, the same for the search screen and the palette: the server's pages
 * online, the device's cached lists offline.
 */
export function useWorkspaceSearch(filters: SearchFilters, enabled = true): WorkspaceSearch {
  const isOnline = useOnlineStatus();
  const queryClient = useQueryClient();
  const server = useSearch(filters, enabled && isOnline);
  const searchable = enabled && isSearchable(filters.q);
  const { workspaceId, q, type } = filters;
  const { fetchNextPage } = server;
  // Stable, so that what watches the end of the list is not set up again at every render.
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const deviceResults = useMemo(
    () => (isOnline || !searchable ? [] : searchDevice(queryClient, { workspaceId, q, type })),
    [isOnline, searchable, queryClient, workspaceId, q, type],
  );

  if (!isOnline) {
    return {
      isSearchable: searchable,
      isDeviceOnly: true,
      results: deviceResults,
      error: null,
      isRefetching: false,
      retry: () => undefined,
      hasMore: false,
      isLoadingMore: false,
      loadMoreFailed: false,
      loadMore: () => undefined,
    };
  }
  return {
    isSearchable: searchable,
    isDeviceOnly: false,
    results: server.data?.pages.flatMap((page) => page.items),
    error: server.isFetchNextPageError ? null : server.error,
    isRefetching: server.isRefetching,
    retry: () => void server.refetch(),
    hasMore: server.hasNextPage,
    isLoadingMore: server.isFetchingNextPage,
    loadMoreFailed: server.isFetchNextPageError,
    loadMore,
  };
}
