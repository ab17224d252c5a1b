import { useQuery } from '@tanstack/react-query';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { projectDetailKey, taskDetailKey, workspaceDetailKey } from './query-keys';

/** The workspace the files belong to: its name and the caller's role in it. */
export function useWorkspaceDetail(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: workspaceDetailKey(workspaceId),
    queryFn: ({ signal }) =>
      apiClient.get<WorkspaceDetail>(`/api/workspaces/${encodeURIComponent(workspaceId)}`, {
        signal,
        workspaceId,
        fallbackMessage: 'Failed to fetch workspace',
      }),
    enabled,
  });
}

export function useProjectDetail(workspaceId: string, projectId: string, enabled = true) {
  return useQuery({
    queryKey: projectDetailKey(projectId),
    queryFn: ({ signal }) =>
      apiClient.get<Project>(`/api/projects/${encodeURIComponent(projectId)}`, {
        signal,
        workspaceId,
        params: { workspaceId },
        fallbackMessage: 'Failed to fetch project',
      }),
    enabled,
  });
}

export function useTaskDetail(workspaceId: string, taskId: string, enabled = true) {
  return useQuery({
    queryKey: taskDetailKey(taskId),
    queryFn: ({ signal }) =>
      apiClient.get<Task>(`/api/tasks/${encodeURIComponent(taskId)}`, {
        signal,
        workspaceId,
        params: { workspaceId },
        fallbackMessage: 'Failed to fetch task',
      }),
    enabled,
  });
}
