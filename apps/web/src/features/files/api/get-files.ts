import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import type { Page } from '@groundwork/shared/common/paging';
import type { TaskFile, WorkspaceFile } from '@groundwork/shared/files/schemas';
import { apiClient, ApiError } from '../../../lib/api-client';
import {
  distinctItems,
  pageParams,
  pagedListParams,
  pagedQueryOptions,
} from '../../../lib/paged-list';
import {
  useFileListView,
  type FileFilterParams,
  type FileListParams,
  type FileListView,
} from '../components/file-list-view';
import { fileUiMessages } from '../file-messages';
import { fileKeys } from './query-keys';

// Both lists are sorted, filtered and counted by the server, a page at a time.

/** One page of GET /api/files/task/{taskId}; a failure reads 'Failed to fetch task files: <reason>'. */
async function getTaskFilePage(
  workspaceId: string,
  taskId: string,
  params: FileListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<TaskFile>> {
  try {
    return await apiClient.get<Page<TaskFile>>(`/api/files/task/${encodeURIComponent(taskId)}`, {
      signal,
      workspaceId,
      params: { workspaceId, ...params, ...pageParams(cursor) },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.status, `${fileUiMessages.fetchFailed}: ${error.message}`, error.code);
  }
}

function getTaskFilePagesQueryOptions(workspaceId: string, taskId: string, params: FileListParams) {
  return infiniteQueryOptions({
    queryKey: fileKeys.taskPages(taskId, params),
    queryFn: ({ pageParam, signal }) =>
      getTaskFilePage(workspaceId, taskId, params, pageParam, signal),
    ...pagedListParams,
  });
}

/** Every task file of the workspace the caller can see, with its task and project, by pages. */
function getWorkspaceFilePagesQueryOptions(workspaceId: string, params: FileListParams) {
  return pagedQueryOptions<WorkspaceFile>(
    fileKeys.workspacePages(workspaceId, params),
    '/api/files',
    {
      workspaceId,
      params: { workspaceId, ...params },
      fallbackMessage: fileUiMessages.loadFailed,
    },
  );
}

/** What a file manager shows: the toolbar's view, the files fetched so far and their count. */
export interface FileListState<T extends TaskFile> {
  view: FileListView;
  setView: (view: FileListView) => void;
  /** Whether a type or a search narrows the list. */
  isFiltered: boolean;
  /** The files fetched so far, in the view's order, as one list (`fetchNextPage` for more). */
  filesQuery: UseInfiniteQueryResult<T[]>;
  /** How many files the list has in all; undefined until the server answers. */
  count: number | undefined;
}

// A new filter or order keeps the list shown until its own first page comes.
const listOptions = {
  ...pagedListParams,
  select: distinctItems,
  placeholderData: keepPreviousData,
};

/** A task's files as its file manager shows them. */
export function useTaskFileList(
  workspaceId: string,
  taskId: string,
  enabled = true,
): FileListState<TaskFile> {
  const { view, setView, filters, params, isFiltered } = useFileListView();
  const filesQuery = useInfiniteQuery({
    ...getTaskFilePagesQueryOptions(workspaceId, taskId, params),
    ...listOptions,
    select: distinctItems,
    enabled,
  });
  const countQuery = useQuery({
    queryKey: fileKeys.taskCount(taskId, filters),
    queryFn: ({ signal }) =>
      countFiles(
        `/api/files/task/${encodeURIComponent(taskId)}/count`,
        workspaceId,
        filters,
        signal,
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
  return { view, setView, isFiltered, filesQuery, count: countQuery.data };
}

/** Every file of the workspace the caller can see, as its file manager shows them. */
export function useWorkspaceFileList(
  workspaceId: string,
  enabled = true,
): FileListState<WorkspaceFile> {
  const { view, setView, filters, params, isFiltered } = useFileListView();
  const filesQuery = useInfiniteQuery({
    ...getWorkspaceFilePagesQueryOptions(workspaceId, params),
    ...listOptions,
    select: distinctItems,
    enabled,
  });
  const countQuery = useQuery({
    queryKey: fileKeys.workspaceCount(workspaceId, filters),
    queryFn: ({ signal }) => countFiles('/api/files/count', workspaceId, filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
  return { view, setView, isFiltered, filesQuery, count: countQuery.data };
}

async function countFiles(
  path: string,
  workspaceId: string,
  filters: FileFilterParams,
  signal: AbortSignal,
): Promise<number> {
  const { count } = await apiClient.get<{ count: number }>(path, {
    signal,
    workspaceId,
    params: { workspaceId, ...filters },
    fallbackMessage: fileUiMessages.loadFailed,
  });
  return count;
}
