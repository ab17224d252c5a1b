import type { Page } from '@groundwork/shared/common/paging';
import type { Project, ProjectList } from '@groundwork/shared/projects/schemas';
import type { Task, TaskList } from '@groundwork/shared/tasks/schemas';
import { apiClient, type QueryParams } from './api-client';

// The two lists several features draw from (the projects and tasks screens, the Flow View, the
// timeline), each caching them under the key its owner uses; one way to ask for each.

/** The workspace's projects the caller can see; archived ones only when asked for. */
export async function fetchWorkspaceProjects(
  workspaceId: string,
  options: { includeArchived?: boolean; fallbackMessage?: string; signal?: AbortSignal } = {},
): Promise<Project[]> {
  const { projects } = await apiClient.get<ProjectList>('/api/projects', {
    signal: options.signal,
    workspaceId,
    params: { workspaceId, includeArchived: options.includeArchived ? 'true' : undefined },
    fallbackMessage: options.fallbackMessage ?? 'Failed to fetch projects',
  });
  return projects;
}

/**
 * One page of the workspace's projects the caller can see, in the list's order: `limit` of them
 * after `cursor` (the previous page's nextCursor; none for the first page).
 */
export function fetchProjectPage(
  workspaceId: string,
  page: { limit: number; cursor: string | null },
  options: { includeArchived?: boolean; fallbackMessage?: string; signal?: AbortSignal } = {},
): Promise<Page<Project>> {
  return apiClient.get<Page<Project>>('/api/projects', {
    signal: options.signal,
    workspaceId,
    params: {
      workspaceId,
      includeArchived: options.includeArchived ? 'true' : undefined,
      limit: page.limit,
      cursor: page.cursor,
    },
    fallbackMessage: options.fallbackMessage ?? 'Failed to fetch projects',
  });
}

/** The tasks the caller can see, filtered and sorted by the server. */
export function fetchTasks(
  filters: { workspaceId: string } & QueryParams,
  options: { fallbackMessage?: string; signal?: AbortSignal } = {},
): Promise<TaskList> {
  return apiClient.get<TaskList>('/api/tasks', {
    signal: options.signal,
    workspaceId: filters.workspaceId,
    params: { ...filters },
    fallbackMessage: options.fallbackMessage ?? 'Failed to fetch tasks',
  });
}

/**
 * One page of the tasks the caller can see, filtered and sorted by the server: `limit` of them
 * after `cursor` (the previous page's nextCursor; none for the first page).
 */
export function fetchTaskPage(
  filters: { workspaceId: string } & QueryParams,
  page: { limit: number; cursor: string | null },
  options: { fallbackMessage?: string; signal?: AbortSignal } = {},
): Promise<Page<Task>> {
  return apiClient.get<Page<Task>>('/api/tasks', {
    signal: options.signal,
    workspaceId: filters.workspaceId,
    params: { ...filters, limit: page.limit, cursor: page.cursor },
    fallbackMessage: options.fallbackMessage ?? 'Failed to fetch tasks',
  });
}
