import type { QueryClient } from '@tanstack/react-query';
import { compareTasks } from '@groundwork/shared/tasks/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { editCachedList, itemsOf, type CachedList } from '../../../lib/queued-writes/cached-list';
import type { WriteSnapshot } from '../../../lib/queued-writes/queued-write';
import { taskKeys, type TaskListFilters } from './query-keys';

/**
 * Applies `edit` to every cached task list, whole or paged alike, and returns the entries as they
 * were before (for an undo). `edit` is told the list's filters, when its key has them; a list it
 * gives back unchanged is left as it is.
 */
export function editTaskLists(
  queryClient: QueryClient,
  edit: (tasks: Task[], filters: TaskListFilters | undefined) => Task[],
): WriteSnapshot {
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

/**
 * Whether a task has every one of the labels (a list filtered by labels holds such tasks). A task
 * kept offline by a version without labels has none.
 */
export function hasEveryLabel(task: Task, labelIds: readonly string[] = []): boolean {
  return labelIds.every((id) => task.labels?.some((label) => label.id === id));
}

/** Whether a task belongs in a cached list with these filters. */
export function listTakes(filters: TaskListFilters, task: Task): boolean {
  return (
    filters.workspaceId === task.workspaceId &&
    (!filters.projectId || filters.projectId === task.projectId) &&
    (!filters.status || filters.status === task.status) &&
    (!filters.priority || filters.priority === task.priority) &&
    (!filters.assignedTo || filters.assignedTo === task.assignedTo) &&
    hasEveryLabel(task, filters.labelIds)
  );
}

/**
 * The list with `task` at its place in the list's order among the tasks loaded so far (after
 * them all when it sorts past the last: its place may be on a page not fetched yet).
 */
function placedInOrder(tasks: Task[], task: Task, filters: TaskListFilters): Task[] {
  const compare = compareTasks(filters.sortBy, filters.sortOrder);
  const index = tasks.findIndex((listed) => compare(task, listed) < 0);
  return index === -1 ? [...tasks, task] : [...tasks.slice(0, index), task, ...tasks.slice(index)];
}

/**
 * Shows a change to a task at once in every cached list: changed where it is listed, gone from
 * the lists whose filters it no longer matches (the board column it left), and placed in order in
 * those it has just come to match (the column it joined). Returns the lists as they were.
 */
export function patchListedTask(
  queryClient: QueryClient,
  taskId: string,
  patch: Partial<Task>,
): WriteSnapshot {
  const before =
    cachedListedTasks(queryClient).find((task) => task.id === taskId) ??
    queryClient.getQueryData<Task>(taskKeys.detail(taskId));
  return editTaskLists(queryClient, (tasks, filters) => {
    const listed = tasks.find((task) => task.id === taskId);
    if (!listed) {
      if (!before || !filters) return tasks;
      const after = { ...before, ...patch };
      const joins = !listTakes(filters, before) && listTakes(filters, after);
      return joins ? placedInOrder(tasks, after, filters) : tasks;
    }
    const after = { ...listed, ...patch };
    if (filters && !listTakes(filters, after)) return tasks.filter((task) => task.id !== taskId);
    return tasks.map((task) => (task === listed ? after : task));
  });
}
