import { useCallback, useEffect, useMemo } from 'react';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQueries,
  useQuery,
  type InfiniteData,
  type UseQueryResult,
} from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT } from '@groundwork/shared/common/constants';
import type { Page } from '@groundwork/shared/common/paging';
import type { Notification } from '@groundwork/shared/notifications/schemas';
import type { TaskMetrics } from '@groundwork/shared/tasks/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { apiClient } from '../../../lib/api-client';
import { distinctItems } from '../../../lib/paged-list';
import { fetchTaskPage, fetchWorkspaceProjects } from '../../../lib/workspace-lists';
import { workspaceDetailQueryOptions } from '../../../lib/workspace-detail';
import { flowSourceKeys } from './query-keys';

// Each answer is cached in the shape its owning feature caches it in, since the keys are shared.

/** The workspace page has just loaded it: the tab reuses that answer instead of asking again. */
const WORKSPACE_FRESH_MS = 10_000;
/**
 * A deep link to the tab asks for the other sources before the tab mounts (see preloadFlowTab);
 * the tab takes those answers as they are rather than asking again at once.
 */
const PRELOADED_FRESH_MS = 2_000;

/**
 * Up to this many tasks the graph asks for all of them, a page at a time, and draws them all.
 * Past it, projects start collapsed and an expanded one shows its first page of tasks and a
 * "+N more" node: a year of work (tens of thousands of tasks) is never fetched for a picture.
 */
const FLOW_ALL_TASKS_MAX = 200;

export function flowWorkspaceQuery(workspaceId: string) {
  return queryOptions({
    ...workspaceDetailQueryOptions(workspaceId),
    staleTime: WORKSPACE_FRESH_MS,
  });
}

/** Every project: the graph shows each one, whatever the number of tasks. */
export function flowProjectsQuery(workspaceId: string) {
  return queryOptions({
    queryKey: flowSourceKeys.projects(workspaceId),
    staleTime: PRELOADED_FRESH_MS,
    queryFn: ({ signal }) => fetchWorkspaceProjects(workspaceId, { signal }),
  });
}

/** The workspace's task counts (or one project's), as the task screens cache them. */
export function flowTaskCountsQuery(workspaceId: string, projectId?: string) {
  return queryOptions({
    queryKey: flowSourceKeys.taskCounts(workspaceId, projectId),
    staleTime: PRELOADED_FRESH_MS,
    queryFn: ({ signal }) =>
      apiClient.get<TaskMetrics>('/api/tasks/metrics', {
        signal,
        workspaceId,
        params: { workspaceId, projectId },
        fallbackMessage: 'Failed to fetch task metrics',
      }),
  });
}

/** The workspace's tasks a page at a time, read to the end only while there are few. */
function flowTaskPagesQuery(workspaceId: string) {
  const queryKey = flowSourceKeys.taskPages(workspaceId);
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchTaskPage(
        { ...queryKey[2] },
        { limit: PAGE_LIMIT_DEFAULT, cursor: pageParam },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: Page<Task>) => lastPage.nextCursor,
  });
}

/**
 * A project's first page of tasks, kept in the shape of an infinite query's pages so that the
 * changes made at once to cached task lists (a status, a deletion) reach it too.
 */
function flowProjectTasksQuery(workspaceId: string, projectId: string) {
  const queryKey = flowSourceKeys.projectFirstTasks(workspaceId, projectId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<InfiniteData<Page<Task>, string | null>> => ({
      pages: [
        await fetchTaskPage(
          { ...queryKey[2] },
          { limit: PAGE_LIMIT_DEFAULT, cursor: null },
          { signal },
        ),
      ],
      pageParams: [null],
    }),
  });
}

/**
 * The first page of the workspace's notifications in the server's order (unread first): the graph
 * draws each one as a node, so a long history is never fetched for a picture.
 */
export function flowNotificationsQuery(workspaceId: string) {
  return queryOptions({
    queryKey: flowSourceKeys.notifications(workspaceId),
    staleTime: PRELOADED_FRESH_MS,
    queryFn: async ({ signal }): Promise<Notification[]> => {
      const firstPage = await apiClient.get<Page<Notification>>('/api/notifications', {
        signal,
        workspaceId,
        params: { workspaceId, limit: PAGE_LIMIT_DEFAULT },
        fallbackMessage: 'Failed to fetch notifications',
      });
      return firstPage.items;
    },
  });
}

export const useFlowWorkspace = (workspaceId: string) => useQuery(flowWorkspaceQuery(workspaceId));
export const useFlowProjects = (workspaceId: string) => useQuery(flowProjectsQuery(workspaceId));
export const useFlowNotifications = (workspaceId: string) =>
  useQuery(flowNotificationsQuery(workspaceId));

/** The tasks side of the graph: all of them in a small workspace, else none up front. */
export interface FlowTasksSource {
  isLoading: boolean;
  error: Error | null;
  /** Every task, when the workspace has few enough; null when projects load their own. */
  all: Task[] | null;
}

/**
 * Counts the workspace's tasks first; with few, reads every page of them; with many, asks for
 * none here (see useExpandedProjectTasks).
 */
export function useFlowTasks(workspaceId: string): FlowTasksSource {
  const counts = useQuery(flowTaskCountsQuery(workspaceId));
  const isAll = counts.data !== undefined && counts.data.total <= FLOW_ALL_TASKS_MAX;
  const pages = useInfiniteQuery({ ...flowTaskPagesQuery(workspaceId), enabled: isAll });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = pages;
  useEffect(() => {
    if (isAll && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [isAll, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const all = useMemo(
    () => (isAll ? (pages.data ? distinctItems(pages.data) : []) : null),
    [isAll, pages.data],
  );
  return {
    isLoading: counts.isLoading || (isAll && (pages.isLoading || (hasNextPage && !isError))),
    error: counts.error ?? (isAll ? pages.error : null),
    all,
  };
}

/** The expanded projects' first tasks, and how many more each has than it shows. */
export interface ExpandedProjectTasks {
  tasks: Task[];
  /** Tasks beyond the first page, by project id, once the project's count has come. */
  moreCounts: ReadonlyMap<string, number>;
  /** The expanded projects whose tasks could not be loaded. */
  failedProjectIds: string[];
  /** Asks again for what failed. */
  retry: () => void;
}

/**
 * For a workspace with many tasks: each expanded project's first page of tasks, and from its
 * count (GET /api/tasks/metrics), how many more it has.
 */
export function useExpandedProjectTasks(
  workspaceId: string,
  projectIds: readonly string[],
): ExpandedProjectTasks {
  const combine = useCallback(
    (results: Array<UseQueryResult<InfiniteData<Page<Task>> | TaskMetrics>>) => {
      const tasks: Task[] = [];
      const moreCounts = new Map<string, number>();
      const failedProjectIds: string[] = [];
      projectIds.forEach((projectId, index) => {
        const tasksResult = results[index * 2];
        if (tasksResult?.isError) failedProjectIds.push(projectId);
        const firstPage = (tasksResult?.data as InfiniteData<Page<Task>> | undefined)?.pages[0];
        const counts = results[index * 2 + 1]?.data as TaskMetrics | undefined;
        if (!firstPage) return;
        tasks.push(...firstPage.items);
        const more = counts ? counts.total - firstPage.items.length : 0;
        if (firstPage.nextCursor !== null && more > 0) moreCounts.set(projectId, more);
      });
      const retry = () => {
        for (const result of results) if (result.isError) void result.refetch();
      };
      return { tasks, moreCounts, failedProjectIds, retry };
    },
    [projectIds],
  );
  return useQueries({
    queries: projectIds.flatMap((projectId) => [
      flowProjectTasksQuery(workspaceId, projectId),
      flowTaskCountsQuery(workspaceId, projectId),
    ]),
    combine,
  });
}

/** The four sources the Flow View draws from. */
export interface FlowSourceQueries {
  workspace: ReturnType<typeof useFlowWorkspace>;
  projects: ReturnType<typeof useFlowProjects>;
  tasks: FlowTasksSource;
  notifications: ReturnType<typeof useFlowNotifications>;
}
