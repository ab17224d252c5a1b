import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@groundwork/shared/activity/schemas';
import { activityMessages } from '@groundwork/shared/activity/constants';
import { apiClient } from '../../../lib/api-client';
import { pageParams, pagedListParams } from '../../../lib/paged-list';
import { activityKeys, type WorkspaceActivityFilters } from './query-keys';

/** `?limit=&cursor=` and, on the workspace feed, `?type=&actorId=`. */
interface ActivityPageParams extends WorkspaceActivityFilters {
  cursor: string | null;
}

/** One page of an activity list, newest first; `cursor` is the `nextCursor` of the page before. */
function getActivityPage(
  path: string,
  workspaceId: string,
  query: ActivityPageParams,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return apiClient.get<ActivityPage>(path, {
    signal,
    workspaceId,
    params: { type: query.type, actorId: query.actorId, ...pageParams(query.cursor) },
    fallbackMessage: activityMessages.loadFailed,
  });
}

const escaped = (...segments: string[]) => segments.map(encodeURIComponent).join('/');

function getTaskActivityQueryOptions(workspaceId: string, taskId: string) {
  return infiniteQueryOptions({
    queryKey: activityKeys.task(taskId),
    queryFn: ({ pageParam, signal }) =>
      getActivityPage(
        `/api/${escaped('tasks', taskId, 'activity')}`,
        workspaceId,
        { cursor: pageParam },
        signal,
      ),
    ...pagedListParams,
  });
}

function getProjectActivityQueryOptions(workspaceId: string, projectId: string) {
  return infiniteQueryOptions({
    queryKey: activityKeys.project(projectId),
    queryFn: ({ pageParam, signal }) =>
      getActivityPage(
        `/api/${escaped('projects', projectId, 'activity')}`,
        workspaceId,
        { cursor: pageParam },
        signal,
      ),
    ...pagedListParams,
  });
}

function getWorkspaceActivityQueryOptions(workspaceId: string, filters: WorkspaceActivityFilters) {
  return infiniteQueryOptions({
    queryKey: activityKeys.workspaceFeed(workspaceId, filters),
    queryFn: ({ pageParam, signal }) =>
      getActivityPage(
        `/api/${escaped('workspaces', workspaceId, 'activity')}`,
        workspaceId,
        { type: filters.type, actorId: filters.actorId, cursor: pageParam },
        signal,
      ),
    ...pagedListParams,
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
