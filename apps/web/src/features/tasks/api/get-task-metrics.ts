import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskMetrics } from '@groundwork/shared/tasks/rules';
import { apiClient } from '../../../lib/api-client';
import { taskUiMessages } from '../task-messages';
import { taskKeys } from './query-keys';

/** The counts over every task the caller can see in the workspace, or in one project. */
export function getTaskMetrics(
  workspaceId: string,
  projectId?: string,
  signal?: AbortSignal,
): Promise<TaskMetrics> {
  return apiClient.get<TaskMetrics>('/api/tasks/metrics', {
    signal,
    workspaceId,
    params: { workspaceId, projectId },
    fallbackMessage: taskUiMessages.fetchMetricsFailed,
  });
}

export function getTaskMetricsQueryOptions(workspaceId: string, projectId?: string) {
  return queryOptions({
    queryKey: taskKeys.metrics(workspaceId, projectId),
    queryFn: ({ signal }) => getTaskMetrics(workspaceId, projectId, signal),
  });
}

/** The metric tiles' numbers, counted by the server whatever the list's filters show. */
export function useTaskMetrics(workspaceId: string, projectId?: string) {
  return useQuery(getTaskMetricsQueryOptions(workspaceId, projectId));
}
