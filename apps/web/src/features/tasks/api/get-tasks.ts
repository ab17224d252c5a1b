import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT } from '@groundwork/shared/common/constants';
import type { Page } from '@groundwork/shared/common/paging';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { fetchTaskPage } from '../../../lib/workspace-lists';
import { taskUiMessages } from '../task-messages';
import { taskKeys, type TaskListFilters } from './query-keys';

/** One page of the list: the first without a cursor, then each after the one before. */
export function getTaskPage(
  filters: TaskListFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<Task>> {
  const { labelIds, ...others } = filters;
  return fetchTaskPage(
    { ...others, labelId: labelIds },
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

function getTaskPagesQueryOptions(filters: TaskListFilters) {
  return infiniteQueryOptions({
    queryKey: taskKeys.pages(filters),
    queryFn: ({ pageParam, signal }) => getTaskPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/**
 * The list a page at a time (`fetchNextPage` for more): the grid, and each board column with its
 * status as a filter. Changing a filter keeps the cards on screen until the new list's first page
 * arrives.
 */
export function useTaskPages(filters: TaskListFilters, enabled = true) {
  return useInfiniteQuery({
    ...getTaskPagesQueryOptions(filters),
    select: distinctTasks,
    placeholderData: keepPreviousData,
    enabled,
  });
}
