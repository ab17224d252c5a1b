import type { QueryClient } from '@tanstack/react-query';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { editCachedList, itemsOf, type CachedList } from '../../../lib/offline-changes/cached-list';
import type { ChangeSnapshot } from '../../../lib/offline-changes/change';
import { taskKeys, type TaskListFilters } from './query-keys';

/**
 * Applies `edit` to every cached task list, whole or paged alike, and returns the entries as they
 * were before (for an undo). `edit` is told the list's filters, when its key has them; a list it
 * gives back unchanged is left as it is.
 */
export function editTaskLists(
  queryClient: QueryClient,
  edit: (tasks: Task[], filters: TaskListFilters | undefined) => Task[],
): ChangeSnapshot {
  const lists = queryClient.getQueriesData<CachedList<Task>>({ queryKey: taskKeys.lists() });
  for (const [queryKey, data] of lists) {
    if (data === undefined) continue;
    const filters = queryKey[2] as TaskListFilters | undefined;
    const edited = editCachedList<Task>(data, (tasks) => edit(tasks, filters));
    if (edited !== data) queryClient.setQueryData(queryKey, edited);
  }
  return lists;
}

/** Every task the cached lists hold, whole or paged (a task may come more than once). */
export function cachedListedTasks(queryClient: QueryClient): Task[] {
  return queryClient
    .getQueriesData<CachedList<Task>>({ queryKey: taskKeys.lists() })
    .flatMap(([, data]) => itemsOf(data));
}
