import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@groundwork/shared/activity/schemas';
import { activityMessages } from '@groundwork/shared/activity/constants';
import { apiClient } from '../../../lib/api-client';
import { activityKeys, type WorkspaceActivityFilters } from './query-keys';

/** `?cursor=` and, on the workspace feed, `?type=&actorId=`; the server's page size is kept. */
export interface ActivityPageParams extends WorkspaceActivityFilters {
  cursor?: string;
}

/** One page of an activity list, newest first; `cursor` is the `nextCursor` of the page before. */
export function getActivityPage(
  path: string,
  workspaceId: string,
  query: ActivityPageParams,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return apiClient.get<ActivityPage>(path, {
    signal,
    workspaceId,
    params: { ...query },
    fallbackMessage: activityMessages.loadFailed,
  });
}

const escaped = (...segments: string[]) => segments.map(encodeURIComponent).join('/');

// Each page asks for the one after the cursor of the page before; the first has none.
const firstPage = null as string | null;
const nextCursorOf = (page: ActivityPage) => page.nextCursor;

export function getTaskActivityQueryOptions(workspaceId: string, taskId: string) {
  return infiniteQueryOptions({
    queryKey: activityKeys.task(taskId),
    queryFn: ({ pageParam, signal }) =>
      getActivityPage(
        `/api/${escaped('tasks', taskId, 'activity')}`,
        workspaceId,
        { cursor: pageParam ?? undefined },
        signal,
      ),
    initialPageParam: firstPage,
    getNextPageParam: nextCursorOf,
  });
}

export function getProjectActivityQueryOptions(workspaceId: string, projectId: string) {
  return infiniteQueryOptions({
    queryKey: activityKeys.project(projectId),
    queryFn: ({ pageParam, signal }) =>
      getActivityPage(
        `/api/${escaped('projects', projectId, 'activity')}`,
        workspaceId,
        { cursor: pageParam ?? undefined },
        signal,
      ),
    initialPageParam: firstPage,
    getNextPageParam: nextCursorOf,
  });
}

export function getWorkspaceActivityQueryOptions(
  workspaceId: string,
  filters: WorkspaceActivityFilters,
) {
  return infiniteQueryOptions({
    queryKey: activityKeys.workspaceFeed(workspaceId, filters),
    queryFn: ({ pageParam, signal }) =>
      getActivityPage(
        `/api/${escaped('workspaces', workspaceId, 'activity')}`,
        workspaceId,
        { type: filters.type, actorId: filters.actorId, cursor: pageParam ?? undefined },
        signal,
      ),
    initialPageParam: firstPage,
    getNextPageParam: nextCursorOf,
  });
}

/** The history of one task: its own changes, its comments and its files. */
export function useTaskActivity(workspaceId: string, taskId: string) {
  return useInfiniteQuery(getTaskActivityQueryOptions(workspaceId, taskId));
}

/** The history of one project and of what is in it. */
export function useProjectActivity(workspaceId: string, projectId: string) {
  return useInfiniteQuery(getProjectActivityQueryOptions(workspaceId, projectId));
}

/** The workspace's feed, narrowed by subject type and by who acted. */
export function useWorkspaceActivity(workspaceId: string, filters: WorkspaceActivityFilters) {
  return useInfiniteQuery(getWorkspaceActivityQueryOptions(workspaceId, filters));
}
