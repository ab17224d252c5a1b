import type { QueryClient } from '@tanstack/react-query';
import {
  flowNotificationsQuery,
  flowProjectsQuery,
  flowTaskCountsQuery,
} from './api/get-flow-sources';
import { preloadFlowView } from './load-flow-view';

/**
 * For a page opened straight on the Flow View tab: starts the graph's chunk and its sources
 * (the projects, the task counts that decide how tasks are asked for, the notifications) while
 * the workspace itself loads, instead of after (the tab mounts only once the workspace is in, and
 * the page loads the workspace already).
 */
export function preloadFlowTab(queryClient: QueryClient, workspaceId: string): void {
  void preloadFlowView().catch(() => {
    // The tab reports a failed download when it renders.
  });
  void queryClient.prefetchQuery(flowProjectsQuery(workspaceId));
  void queryClient.prefetchQuery(flowTaskCountsQuery(workspaceId));
  void queryClient.prefetchQuery(flowNotificationsQuery(workspaceId));
}
