import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiClient, inWorkspace, type RequestOptions } from './api-client';

/** Query options that GET `path` and cache its answer under `queryKey`. */
export function apiQueryOptions<Answer, Key extends QueryKey = QueryKey>(
  queryKey: Key,
  path: string,
  options: RequestOptions = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiClient.get<Answer>(path, { ...options, signal }),
  });
}

// A project or a task is read by the screens of several features (its own, the files', the
// tasks'), so each is asked for one way and cached under one key for all of them.

/** The workspace's collections whose items screens read one at a time. */
export type ItemCollection = 'projects' | 'tasks';

export const itemDetailKey = (collection: ItemCollection, id: string) =>
  [collection, 'detail', id] as const;

/**
 * How one item of a collection is read: `fetch` for GET /api/{collection}/{id} in a workspace,
 * `queryOptions` for the same answer cached under its detail key.
 */
export function itemDetail<Item>(collection: ItemCollection, fallbackMessage: string) {
  const fetch = (workspaceId: string, id: string, signal?: AbortSignal): Promise<Item> =>
    apiClient.get<Item>(`/api/${collection}/${encodeURIComponent(id)}`, {
      ...inWorkspace(workspaceId, fallbackMessage),
      signal,
    });
  return {
    fetch,
    queryOptions: (workspaceId: string, id: string) =>
      queryOptions({
        queryKey: itemDetailKey(collection, id),
        queryFn: ({ signal }) => fetch(workspaceId, id, signal),
      }),
  };
}
