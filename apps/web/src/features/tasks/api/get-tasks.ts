import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskList } from '@groundwork/shared/tasks/schemas';
import { fetchTasks } from '../../../lib/workspace-lists';
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

/** Changing a filter keeps the cards on screen until the new list arrives. */
export function useTasks(filters: TaskListFilters, enabled = true) {
  return useQuery({ ...getTasksQueryOptions(filters), placeholderData: keepPreviousData, enabled });
}
