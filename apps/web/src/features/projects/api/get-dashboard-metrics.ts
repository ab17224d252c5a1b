import { useQuery } from '@tanstack/react-query';
import type { DashboardMetrics } from '@groundwork/shared/dashboard/schemas';
import { inWorkspace } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';
import { projectUiMessages } from '../project-messages';
import { dashboardKeys } from './query-keys';

/** The workspace's project and task metrics, archived projects left out. */
export function useDashboardMetrics(workspaceId: string) {
  return useQuery(
    apiQueryOptions<DashboardMetrics>(
      dashboardKeys.metrics(workspaceId),
      '/api/dashboard/metrics',
      inWorkspace(workspaceId, projectUiMessages.metricsFailed),
    ),
  );
}
