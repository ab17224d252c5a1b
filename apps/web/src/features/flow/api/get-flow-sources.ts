import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@groundwork/shared/notifications/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { fetchTasks, fetchWorkspaceProjects } from '../../../lib/workspace-lists';
import { flowSourceKeys } from './query-keys';

// Each answer is cached in the shape its owning feature caches it in, since the keys are shared.

/** The workspace page has just loaded it: the tab reuses that answer instead of asking again. */
const WORKSPACE_FRESH_MS = 10_000;
/**
 * A deep link to the tab asks for the other three sources before the tab mounts (see
 * preloadFlowTab); the tab takes those answers as they are rather than asking again at once.
 */
const PRELOADED_FRESH_MS = 2_000;

export function flowWorkspaceQuery(workspaceId: string) {
  return queryOptions({
    queryKey: flowSourceKeys.workspace(workspaceId),
    staleTime: WORKSPACE_FRESH_MS,
    queryFn: ({ signal }) =>
      apiClient.get<WorkspaceDetail>(`/api/workspaces/${encodeURIComponent(workspaceId)}`, {
        signal,
        workspaceId,
        fallbackMessage: 'Failed to fetch workspace',
      }),
  });
}

export function flowProjectsQuery(workspaceId: string) {
  return queryOptions({
    queryKey: flowSourceKeys.projects(workspaceId),
    staleTime: PRELOADED_FRESH_MS,
    queryFn: ({ signal }) => fetchWorkspaceProjects(workspaceId, { signal }),
  });
}

export function flowTasksQuery(workspaceId: string) {
  const queryKey = flowSourceKeys.tasks(workspaceId);
  return queryOptions({
    queryKey,
    staleTime: PRELOADED_FRESH_MS,
    queryFn: ({ signal }) => fetchTasks({ ...queryKey[2] }, { signal }),
  });
}

export function flowNotificationsQuery(workspaceId: string) {
  return queryOptions({
    queryKey: flowSourceKeys.notifications(workspaceId),
    staleTime: PRELOADED_FRESH_MS,
    queryFn: ({ signal }) =>
      apiClient.get<Notification[]>('/api/notifications', {
        signal,
        workspaceId,
        params: { workspaceId },
        fallbackMessage: 'Failed to fetch notifications',
      }),
  });
}

export const useFlowWorkspace = (workspaceId: string) => useQuery(flowWorkspaceQuery(workspaceId));
export const useFlowProjects = (workspaceId: string) => useQuery(flowProjectsQuery(workspaceId));
export const useFlowTasks = (workspaceId: string) => useQuery(flowTasksQuery(workspaceId));
export const useFlowNotifications = (workspaceId: string) =>
  useQuery(flowNotificationsQuery(workspaceId));

/** The four queries the Flow View draws from. */
export interface FlowSourceQueries {
  workspace: ReturnType<typeof useFlowWorkspace>;
  projects: ReturnType<typeof useFlowProjects>;
  tasks: ReturnType<typeof useFlowTasks>;
  notifications: ReturnType<typeof useFlowNotifications>;
}
