import type { FileFilterParams, FileListParams } from '../components/file-list-view';

export const fileKeys = {
  all: ['files'] as const,
  task: (taskId: string) => [...fileKeys.all, 'task', taskId] as const,
  /** A task's files a page at a time (an infinite query's pages), one list per filter and order. */
  taskPages: (taskId: string, params: FileListParams) =>
    [...fileKeys.task(taskId), 'pages', params] as const,
  taskCount: (taskId: string, filters: FileFilterParams) =>
    [...fileKeys.task(taskId), 'count', filters] as const,
  workspace: (workspaceId: string) => [...fileKeys.all, 'workspace', workspaceId] as const,
  workspacePages: (workspaceId: string, params: FileListParams) =>
    [...fileKeys.workspace(workspaceId), 'pages', params] as const,
  workspaceCount: (workspaceId: string, filters: FileFilterParams) =>
    [...fileKeys.workspace(workspaceId), 'count', filters] as const,
};

/** The API path of a file, or of something under it; ids are escaped. */
export function filePath(fileId: string, ...rest: string[]): string {
  return `/api/files/${[fileId, ...rest].map(encodeURIComponent).join('/')}`;
}
