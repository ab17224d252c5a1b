import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT } from '@groundwork/shared/common/constants';
import type { Page } from '@groundwork/shared/common/paging';
import { apiClient, type RequestOptions } from './api-client';

// What every paged list of the app asks and how it reads the pages it has: the tasks' grid does
// the same for its own list (features/tasks/api/get-tasks.ts).

/** The `limit` and `cursor` of one page: the first has no cursor, each next one the last answer's. */
export function pageParams(cursor: string | null) {
  return { limit: PAGE_LIMIT_DEFAULT, cursor: cursor ?? undefined };
}

/** An infinite query's first page param and how it finds the next: `nextCursor`, null at the end. */
export const pagedListParams = {
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage: Page<unknown>) => lastPage.nextCursor,
};

/**
 * Infinite query options that GET `path` a page at a time, each page's limit and cursor asked
 * after the options' own params.
 */
export function pagedQueryOptions<Item, Key extends QueryKey = QueryKey>(
  queryKey: Key,
  path: string,
  { params, ...options }: RequestOptions,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<Page<Item>>(path, {
        ...options,
        signal,
        params: { ...params, ...pageParams(pageParam) },
      }),
    ...pagedListParams,
  });
}

/**
 * The pages fetched so far, read as one list. A row that moved between two pages' requests may
 * come in both: it is shown once, where it came first.
 */
export function distinctItems<T extends { id: string }>(data: InfiniteData<Page<T>>): T[] {
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}
