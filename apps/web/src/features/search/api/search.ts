import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_QUERY_MIN_LENGTH } from '@groundwork/shared/search/constants';
import type { SearchPage } from '@groundwork/shared/search/schemas';
import { apiClient } from '../../../lib/api-client';
import { searchUiMessages } from '../search-messages';
import { searchKeys, type SearchFilters } from './query-keys';

/** One page of results; `cursor` is the `nextCursor` of the page before. */
function getSearchPage(
  { workspaceId, q, type }: SearchFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SearchPage> {
  return apiClient.get<SearchPage>('/api/search', {
    signal,
    workspaceId,
    params: { workspaceId, q, type, cursor },
    fallbackMessage: searchUiMessages.fetchFailed,
  });
}

/** Whether these words are long enough to be sent (the server refuses shorter ones). */
export function isSearchable(q: string): boolean {
  return q.trim().length >= SEARCH_QUERY_MIN_LENGTH;
}

function getSearchQueryOptions(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(filters),
    queryFn: ({ pageParam, signal }) => getSearchPage(filters, pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: SearchPage) => page.nextCursor,
  });
}

/**
 * Results for the words, page by page; nothing is asked while they are too short. Typing on keeps
 * the last results on screen until the new ones arrive.
 */
export function useSearch(filters: SearchFilters, enabled = true) {
  const q = filters.q.trim();
  return useInfiniteQuery({
    ...getSearchQueryOptions({ ...filters, q }),
    enabled: enabled && isSearchable(q),
    placeholderData: keepPreviousData,
  });
}
