import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT } from '@groundwork/shared/common/constants';
import type { Page } from '@groundwork/shared/common/paging';
import type { Task, TaskList } from '@groundwork/shared/tasks/schemas';
import { fetchTaskPage, fetchTasks } from '../../../lib/workspace-lists';
import { taskUiMessages } from '../task-messages';
import { taskKeys, type TaskListFilters } from './query-keys';

/** The tasks the caller can see, filtered and sorted by the server. */
export function getTasks(filters: TaskListFilters, signal?: AbortSignal): Promise<TaskList> {
  return fetchTasks({ ...filters }, { fallbackMessage: taskUiMessages.fetchListFailed, signal });
}

export function getTasksQueryOptions(filters: TaskListFilters) {
  return queryOptions({
    queryKey: taskKeys.list(filters),
    queryFn: ({ signal }) => getTasks(filters, signal),
  });
}

/** The whole list at once, for what needs every task (the board). */
export function useTasks(filters: TaskListFilters, enabled = true) {
  return useQuery({ ...getTasksQueryOptions(filters), placeholderData: keepPreviousData, enabled });
}

/** One page of the list: the first without a cursor, then each after the one before. */
export function getTaskPage(
  filters: TaskListFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<Task>> {
  return fetchTaskPage(
    { ...filters },
    { limit: PAGE_LIMIT_DEFAULT, cursor },
    { fallbackMessage: taskUiMessages.fetchListFailed, signal },
  );
}

/**
 * The pages fetched so far, read as one list. A task that moved between two pages' requests (its
 * due date or status changed) may come in both: it is shown once, where it came first.
 */
function distinctTasks(data: InfiniteData<Page<Task>>): Task[] {
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.items)
    .filter((task) => !seen.has(task.id) && Boolean(seen.add(task.id)));
}

export function getTaskPagesQueryOptions(filters: TaskListFilters) {
  return infiniteQueryOptions({
    queryKey: taskKeys.pages(filters),
    queryFn: ({ pageParam, signal }) => getTaskPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/**
 * The list a page at a time (`fetchNextPage` for more). Changing a filter keeps the cards on
 * screen until the new list's first page arrives.
 */
export function useTaskPages(filters: TaskListFilters, enabled = true) {
  return useInfiniteQuery({
    ...getTaskPagesQueryOptions(filters),
    select: distinctTasks,
    placeholderData: keepPreviousData,
    enabled,
  });
}
