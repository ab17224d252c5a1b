import { useQuery } from '@tanstack/react-query';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { apiClient } from '../../../lib/api-client';
import { projectDetailKey, taskDetailKey } from './query-keys';

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
