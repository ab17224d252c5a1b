import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { apiClient } from '../../../lib/api-client';
import { taskUiMessages } from '../task-messages';
import { taskKeys, taskPath } from './query-keys';

export function getTask(workspaceId: string, taskId: string, signal?: AbortSignal): Promise<Task> {
  return apiClient.get<Task>(taskPath(taskId), {
    signal,
    workspaceId,
    params: { workspaceId },
    fallbackMessage: taskUiMessages.fetchFailed,
  });
}

function getTaskQueryOptions(workspaceId: string, taskId: string) {
  return queryOptions({
    queryKey: taskKeys.detail(taskId),
    queryFn: ({ signal }) => getTask(workspaceId, taskId, signal),
  });
}

export function useTask(workspaceId: string, taskId: string, enabled = true) {
  return useQuery({ ...getTaskQueryOptions(workspaceId, taskId), enabled });
}
