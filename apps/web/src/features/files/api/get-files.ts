import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskFile, WorkspaceFile } from '@groundwork/shared/files/schemas';
import { apiClient, ApiError } from '../../../lib/api-client';
import { fileUiMessages } from '../file-messages';
import { fileKeys } from './query-keys';

/** GET /api/files/task/{taskId}; a failure reads 'Failed to fetch task files: <reason>'. */
export async function getTaskFiles(
  workspaceId: string,
  taskId: string,
  signal?: AbortSignal,
): Promise<TaskFile[]> {
  try {
    return await apiClient.get<TaskFile[]>(`/api/files/task/${encodeURIComponent(taskId)}`, {
      signal,
      workspaceId,
      params: { workspaceId },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.status, `${fileUiMessages.fetchFailed}: ${error.message}`, error.code);
  }
}

export function getTaskFilesQueryOptions(workspaceId: string, taskId: string) {
  return queryOptions({
    queryKey: fileKeys.task(taskId),
    queryFn: ({ signal }) => getTaskFiles(workspaceId, taskId, signal),
  });
}

export function useTaskFiles(workspaceId: string, taskId: string, enabled = true) {
  return useQuery({ ...getTaskFilesQueryOptions(workspaceId, taskId), enabled });
}

/** Every task file of the workspace the caller can see, with its task and project. */
export function getWorkspaceFiles(
  workspaceId: string,
  signal?: AbortSignal,
): Promise<WorkspaceFile[]> {
  return apiClient.get<WorkspaceFile[]>('/api/files', {
    signal,
    workspaceId,
    params: { workspaceId },
    fallbackMessage: fileUiMessages.loadFailed,
  });
}

export function useWorkspaceFiles(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: fileKeys.workspace(workspaceId),
    queryFn: ({ signal }) => getWorkspaceFiles(workspaceId, signal),
    enabled,
  });
}
