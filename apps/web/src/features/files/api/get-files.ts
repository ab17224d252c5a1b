import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@groundwork/shared/common/paging';
import type { TaskFile, WorkspaceFile } from '@groundwork/shared/files/schemas';
import { apiClient, ApiError } from '../../../lib/api-client';
import { distinctItems, pageParams, pagedListParams } from '../../../lib/paged-list';
import { fileUiMessages } from '../file-messages';
import { fileKeys } from './query-keys';

// Both lists come newest first, a page at a time: the only order the server pages them in.

/** One page of GET /api/files/task/{taskId}; a failure reads 'Failed to fetch task files: <reason>'. */
export async function getTaskFilePage(
  workspaceId: string,
  taskId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<TaskFile>> {
  try {
    return await apiClient.get<Page<TaskFile>>(`/api/files/task/${encodeURIComponent(taskId)}`, {
      signal,
      workspaceId,
      params: { workspaceId, ...pageParams(cursor) },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.status, `${fileUiMessages.fetchFailed}: ${error.message}`, error.code);
  }
}

export function getTaskFilePagesQueryOptions(workspaceId: string, taskId: string) {
  return infiniteQueryOptions({
    queryKey: fileKeys.taskPages(taskId),
    queryFn: ({ pageParam, signal }) => getTaskFilePage(workspaceId, taskId, pageParam, signal),
    ...pagedListParams,
  });
}

/** A task's files fetched so far, as one list (`fetchNextPage` for more). */
export function useTaskFilePages(workspaceId: string, taskId: string, enabled = true) {
  return useInfiniteQuery({
    ...getTaskFilePagesQueryOptions(workspaceId, taskId),
    select: distinctItems,
    enabled,
  });
}

/** One page of every task file of the workspace the caller can see, with its task and project. */
export function getWorkspaceFilePage(
  workspaceId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<WorkspaceFile>> {
  return apiClient.get<Page<WorkspaceFile>>('/api/files', {
    signal,
    workspaceId,
    params: { workspaceId, ...pageParams(cursor) },
    fallbackMessage: fileUiMessages.loadFailed,
  });
}

export function useWorkspaceFilePages(workspaceId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: fileKeys.workspacePages(workspaceId),
    queryFn: ({ pageParam, signal }) => getWorkspaceFilePage(workspaceId, pageParam, signal),
    ...pagedListParams,
    select: distinctItems,
    enabled,
  });
}
