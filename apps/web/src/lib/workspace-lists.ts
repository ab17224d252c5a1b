import { PAGE_LIMIT_MAX } from '@groundwork/shared/common/constants';
import type { Page } from '@groundwork/shared/common/paging';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { apiClient, type QueryParams } from './api-client';
import { distinctItems } from './paged-list';

// The two lists several features draw from (the projects and tasks screens, the Flow View, the
// timeline), each caching them under the key its owner uses; one way to ask for each.

/** Which page of a list to ask for: `limit` rows after `cursor` (none for the first page). */
export interface PageRequest {
  limit: number;
  cursor: string | null;
}

/**
 * Every row of a paged list, for a screen that draws them all (a graph, a picker, a timeline):
 * asks `fetchPage` for the largest page the API gives, then for the one after each page's
 * nextCursor until there is none. A row that moved between two requests comes once.
 */
export async function fetchEveryPage<Item extends { id: string }>(
  fetchPage: (page: PageRequest) => Promise<Page<Item>>,
): Promise<Item[]> {
  const pages: Array<Page<Item>> = [];
  const pageParams: Array<string | null> = [];
  let cursor: string | null = null;
  do {
    const page = await fetchPage({ limit: PAGE_LIMIT_MAX, cursor });
    pages.push(page);
    pageParams.push(cursor);
    cursor = page.nextCursor;
  } while (cursor);
  return distinctItems({ pages, pageParams });
}

/**
 * Every one of the workspace's projects the caller can see, read a page at a time; archived ones
 * only when asked for.
 */
export function fetchWorkspaceProjects(
  workspaceId: string,
  options: { includeArchived?: boolean; fallbackMessage?: string; signal?: AbortSignal } = {},
): Promise<Project[]> {
  return fetchEveryPage((page) => fetchProjectPage(workspaceId, page, options));
}

/**
 * One page of the workspace's projects the caller can see, in the list's order: `limit` of them
 * after `cursor` (the previous page's nextCursor; none for the first page).
 */
export function fetchProjectPage(
  workspaceId: string,
  page: PageRequest,
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

/**
 * One page of the tasks the caller can see, filtered and sorted by the server: `limit` of them
 * after `cursor` (the previous page's nextCursor; none for the first page).
 */
export function fetchTaskPage(
  filters: { workspaceId: string } & QueryParams,
  page: PageRequest,
  options: { fallbackMessage?: string; signal?: AbortSignal } = {},
): Promise<Page<Task>> {
  return apiClient.get<Page<Task>>('/api/tasks', {
    signal: options.signal,
    workspaceId: filters.workspaceId,
    params: { ...filters, limit: page.limit, cursor: page.cursor },
    fallbackMessage: options.fallbackMessage ?? 'Failed to fetch tasks',
  });
}
