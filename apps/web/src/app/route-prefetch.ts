import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { getProjectQueryOptions } from '../features/projects/api/get-project';
import { getWorkspaceContextQueryOptions as getProjectWorkspaceQueryOptions } from '../features/projects/api/get-workspace-context';
import {
  getProjectContextQueryOptions,
  getWorkspaceContextQueryOptions as getTaskWorkspaceQueryOptions,
} from '../features/tasks/api/get-context';
import { getTaskQueryOptions } from '../features/tasks/api/get-task';
import { getTasksQueryOptions } from '../features/tasks/api/get-tasks';
import { listFiltersOf, readTaskFilters } from '../features/tasks/use-task-filters';
import { getWorkspaceQueryOptions } from '../features/workspaces/api/get-workspace';

// Loaded on demand by the routes' handles (see routes.tsx): the query options bring the shared
// schemas with them, which the sign-in page's first load does without. It imports fetchers and
// query options only, no components, so that the requests wait on as few files as can be.

/**
 * How long a prefetched answer counts as fresh: the page that mounts a moment later takes it as
 * it is instead of asking again at once (its own queries have no stale time).
 */
export const PREFETCHED_FRESH_MS = 2_000;

/** The queries a page asks for first, started by the guard beside the session check. */
export type RoutePrefetch = (
  queryClient: QueryClient,
  params: Params,
  search: URLSearchParams,
) => void;

/** Starts one of the page's queries, with the very options the page uses. */
function prefetch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  queryClient.setQueryDefaults(options.queryKey, { staleTime: PREFETCHED_FRESH_MS });
  void queryClient.prefetchQuery(options);
}

/** The workspace page: the workspace (its tabs load their own lists once it is in). */
export function prefetchWorkspacePage(queryClient: QueryClient, params: Params): void {
  const { workspaceId } = params;
  if (!workspaceId) return;
  prefetch(queryClient, getWorkspaceQueryOptions(workspaceId));
}

/** The project page: the project and its workspace. */
export function prefetchProjectPage(queryClient: QueryClient, params: Params): void {
  const { workspaceId, projectId } = params;
  if (!workspaceId || !projectId) return;
  prefetch(queryClient, getProjectWorkspaceQueryOptions(workspaceId));
  prefetch(queryClient, getProjectQueryOptions(workspaceId, projectId));
}

/**
 * A project's tasks: the workspace, the project, the whole list (the metric tiles count it) and
 * the list the address's filters ask for, when they differ.
 */
export function prefetchProjectTasksPage(
  queryClient: QueryClient,
  params: Params,
  search: URLSearchParams,
): void {
  const { workspaceId, projectId } = params;
  if (!workspaceId || !projectId) return;
  prefetch(queryClient, getTaskWorkspaceQueryOptions(workspaceId));
  prefetch(queryClient, getProjectContextQueryOptions(workspaceId, projectId));
  const whole = listFiltersOf(workspaceId, projectId, readTaskFilters(new URLSearchParams()));
  const shown = listFiltersOf(workspaceId, projectId, readTaskFilters(search));
  prefetch(queryClient, getTasksQueryOptions(whole));
  // prefetchQuery dedupes by key: the same list is asked for once.
  prefetch(queryClient, getTasksQueryOptions(shown));
}

/** The task page: the task, its project and the workspace. */
export function prefetchTaskPage(queryClient: QueryClient, params: Params): void {
  const { workspaceId, projectId, taskId } = params;
  if (!workspaceId || !projectId || !taskId) return;
  prefetch(queryClient, getTaskWorkspaceQueryOptions(workspaceId));
  prefetch(queryClient, getProjectContextQueryOptions(workspaceId, projectId));
  prefetch(queryClient, getTaskQueryOptions(workspaceId, taskId));
}
