import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ActivityItem } from '@groundwork/shared/activity/schemas';
import { activityMessages } from '@groundwork/shared/activity/constants';
import { pagedQueryOptions } from '../../../lib/paged-list';
import { activityKeys, type WorkspaceActivityFilters } from './query-keys';

/**
 * An activity list a page at a time, newest first: GET /api/{collection}/{id}/activity, the
 * workspace feed narrowed by `?type=&actorId=`.
 */
function getActivityPagesQueryOptions(
  queryKey: QueryKey,
  workspaceId: string,
  subject: [collection: string, id: string],
  filters: WorkspaceActivityFilters = {},
) {
  const path = `/api/${[...subject, 'activity'].map(encodeURIComponent).join('/')}`;
  return pagedQueryOptions<ActivityItem>(queryKey, path, {
    workspaceId,
    params: { type: filters.type, actorId: filters.actorId },
    fallbackMessage: activityMessages.loadFailed,
  });
}

/** The history of one task: its own changes, its comments and its files. */
export function useTaskActivity(workspaceId: string, taskId: string) {
  return useInfiniteQuery(
    getActivityPagesQueryOptions(activityKeys.task(taskId), workspaceId, ['tasks', taskId]),
  );
}

/** The history of one project and of what is in it. */
export function useProjectActivity(workspaceId: string, projectId: string) {
  return useInfiniteQuery(
    getActivityPagesQueryOptions(activityKeys.project(projectId), workspaceId, [
      'projects',
      projectId,
    ]),
  );
}

/** The workspace's feed, narrowed by subject type and by who acted. */
export function useWorkspaceActivity(workspaceId: string, filters: WorkspaceActivityFilters) {
  return useInfiniteQuery(
    getActivityPagesQueryOptions(
      activityKeys.workspaceFeed(workspaceId, filters),
      workspaceId,
      ['workspaces', workspaceId],
      filters,
    ),
  );
}
