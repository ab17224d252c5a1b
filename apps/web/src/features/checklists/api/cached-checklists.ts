import type { QueryClient } from '@tanstack/react-query';
import type {
  Checklist,
  ChecklistItem,
  ChecklistProgress,
} from '@groundwork/shared/checklists/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { editCachedList } from '../../../lib/queued-writes/cached-list';
import type { WriteSnapshot } from '../../../lib/queued-writes/queued-write';
import { checklistKeys, taskAnswerKeys } from './query-keys';

/**
 * Changes a task's cached checklists at once (a request on its way is cancelled, so its older
 * answer cannot undo the change) and returns them as they were, for an undo.
 */
export async function editCachedChecklists(
  queryClient: QueryClient,
  taskId: string,
  edit: (checklists: Checklist[]) => Checklist[],
): Promise<WriteSnapshot> {
  const queryKey = checklistKeys.task(taskId);
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueryData<Checklist[]>(queryKey);
  if (before) queryClient.setQueryData(queryKey, edit(before));
  return [[queryKey, before]];
}

/** The checklists with one item changed by `edit`, wherever it is. */
export function withItem(
  checklists: Checklist[],
  itemId: string,
  edit: (item: ChecklistItem) => ChecklistItem,
): Checklist[] {
  return checklists.map((checklist) =>
    checklist.items.some((item) => item.id === itemId)
      ? {
          ...checklist,
          items: checklist.items.map((item) => (item.id === itemId ? edit(item) : item)),
        }
      : checklist,
  );
}

/** The checklists with one checklist changed by `edit`. */
export function withChecklist(
  checklists: Checklist[],
  checklistId: string,
  edit: (checklist: Checklist) => Checklist,
): Checklist[] {
  return checklists.map((checklist) =>
    checklist.id === checklistId ? edit(checklist) : checklist,
  );
}

/**
 * The list with the entry at `from` moved to `to`, every entry's `position` renumbered 0..n-1, as
 * the server renumbers them.
 */
export function movedTo<T extends { position: number }>(list: T[], from: number, to: number): T[] {
  const moved = [...list];
  const [entry] = moved.splice(from, 1);
  if (entry === undefined) return list;
  moved.splice(to, 0, entry);
  return moved.map((each, position) => (each.position === position ? each : { ...each, position }));
}

/**
 * Moves a task's kept checklist totals at once, in its cached detail and in every cached task
 * list that holds it (the cards' "3/7"), and returns those entries as they were.
 */
export async function shiftCachedTaskProgress(
  queryClient: QueryClient,
  taskId: string,
  shift: ChecklistProgress,
): Promise<WriteSnapshot> {
  const detailKey = taskAnswerKeys.detail(taskId);
  const listsKey = taskAnswerKeys.lists();
  await queryClient.cancelQueries({ queryKey: detailKey });
  await queryClient.cancelQueries({ queryKey: listsKey });
  const shifted = (task: Task): Task => ({
    ...task,
    checklist: {
      done: task.checklist.done + shift.done,
      total: task.checklist.total + shift.total,
    },
  });
  const lists = queryClient.getQueriesData({ queryKey: listsKey });
  const snapshot: WriteSnapshot = [[detailKey, queryClient.getQueryData(detailKey)], ...lists];
  queryClient.setQueryData<Task>(detailKey, (task) => task && shifted(task));
  for (const [queryKey, data] of lists) {
    const edited = editCachedList<Task>(data, (tasks) =>
      tasks.some((task) => task.id === taskId)
        ? tasks.map((task) => (task.id === taskId ? shifted(task) : task))
        : tasks,
    );
    if (edited !== data) queryClient.setQueryData(queryKey, edited);
  }
  return snapshot;
}

/** The answers a change to a task's checklists leaves stale: its checklists and its totals. */
export function checklistRefreshKeys(taskId: string) {
  return [checklistKeys.task(taskId), taskAnswerKeys.detail(taskId), taskAnswerKeys.lists()];
}

/** Fetches again what a change to a task's checklists made stale. */
export function refreshChecklists(queryClient: QueryClient, taskId: string): void {
  for (const queryKey of checklistRefreshKeys(taskId)) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
