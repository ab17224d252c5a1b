import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys, projectKeys } from './query-keys';

/** After any change to a project its lists, its page and the workspace's metrics are stale. */
export function invalidateProjects(queryClient: QueryClient, workspaceId: string): void {
  void queryClient.invalidateQueries({ queryKey: projectKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.metrics(workspaceId) });
}
