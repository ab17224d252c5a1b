import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskMetrics } from '@groundwork/shared/tasks/rules';
import { apiClient } from '../../../lib/api-client';
import { taskUiMessages } from '../task-messages';
import { taskKeys, type TaskCountNarrowing } from './query-keys';

/**
 * The counts over every task the caller can see in the workspace, or in one project; narrowed to
 * a priority, an assignee or labels when given (as a board's filters narrow its columns).
 */
export function getTaskMetrics(
  workspaceId: string,
  projectId?: string,
  signal?: AbortSignal,
  narrowing: TaskCountNarrowing = {},
): Promise<TaskMetrics> {
  const { labelIds, ...others } = narrowing;
  return apiClient.get<TaskMetrics>('/api/tasks/metrics', {
    signal,
    workspaceId,
    params: { workspaceId, projectId, ...others, labelId: labelIds },
    fallbackMessage: taskUiMessages.fetchMetricsFailed,
  });
}

export function getTaskMetricsQueryOptions(
  workspaceId: string,
  projectId?: string,
  narrowing?: TaskCountNarrowing,
) {
  return queryOptions({
    queryKey: taskKeys.metrics(workspaceId, projectId, narrowing),
    queryFn: ({ signal }) => getTaskMetrics(workspaceId, projectId, signal, narrowing),
  });
}

/**
 * The metric tiles' numbers, counted by the server whatever the list's filters show; narrowed
 * only where the page itself is (My Tasks: the reader's tasks).
 */
export function useTaskMetrics(
  workspaceId: string,
  projectId?: string,
  narrowing?: TaskCountNarrowing,
) {
  return useQuery(getTaskMetricsQueryOptions(workspaceId, projectId, narrowing));
}
