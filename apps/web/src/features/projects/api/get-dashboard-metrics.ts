import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardMetrics } from '@groundwork/shared/dashboard/schemas';
import { apiClient } from '../../../lib/api-client';
import { projectUiMessages } from '../project-messages';
import { dashboardKeys } from './query-keys';

/** The workspace's project and task metrics, archived projects left out. */
function getDashboardMetrics(workspaceId: string, signal?: AbortSignal): Promise<DashboardMetrics> {
  return apiClient.get<DashboardMetrics>('/api/dashboard/metrics', {
    signal,
    workspaceId,
    params: { workspaceId },
    fallbackMessage: projectUiMessages.metricsFailed,
  });
}

function getDashboardMetricsQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: dashboardKeys.metrics(workspaceId),
    queryFn: ({ signal }) => getDashboardMetrics(workspaceId, signal),
  });
}

export function useDashboardMetrics(workspaceId: string) {
  return useQuery(getDashboardMetricsQueryOptions(workspaceId));
}
