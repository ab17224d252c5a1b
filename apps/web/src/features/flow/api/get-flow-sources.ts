import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@groundwork/shared/notifications/schemas';
import type { ProjectList } from '@groundwork/shared/projects/schemas';
import type { TaskList } from '@groundwork/shared/tasks/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { flowSourceKeys } from './query-keys';

// Each answer is cached in the shape its owning feature caches it in, since the keys are shared.

/** The workspace page has just loaded it: the tab reuses that answer instead of asking again. */
const WORKSPACE_FRESH_MS = 10_000;

export function useFlowWorkspace(workspaceId: string) {
  return useQuery({
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

export function useFlowProjects(workspaceId: string) {
  return useQuery({
    queryKey: flowSourceKeys.projects(workspaceId),
    queryFn: async ({ signal }) => {
      const { projects } = await apiClient.get<ProjectList>('/api/projects', {
        signal,
        workspaceId,
        params: { workspaceId },
        fallbackMessage: 'Failed to fetch projects',
      });
      return projects;
    },
  });
}

export function useFlowTasks(workspaceId: string) {
  const queryKey = flowSourceKeys.tasks(workspaceId);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiClient.get<TaskList>('/api/tasks', {
        signal,
        workspaceId,
        params: { ...queryKey[2] },
        fallbackMessage: 'Failed to fetch tasks',
      }),
  });
}

export function useFlowNotifications(workspaceId: string) {
  return useQuery({
    queryKey: flowSourceKeys.notifications(workspaceId),
    queryFn: ({ signal }) =>
      apiClient.get<Notification[]>('/api/notifications', {
        signal,
        workspaceId,
        params: { workspaceId },
        fallbackMessage: 'Failed to fetch notifications',
      }),
  });
}

/** The four queries the Flow View draws from. */
export interface FlowSourceQueries {
  workspace: ReturnType<typeof useFlowWorkspace>;
  projects: ReturnType<typeof useFlowProjects>;
  tasks: ReturnType<typeof useFlowTasks>;
  notifications: ReturnType<typeof useFlowNotifications>;
}
