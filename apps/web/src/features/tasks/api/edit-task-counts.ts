import type { QueryClient } from '@tanstack/react-query';
import { taskCompletionRate, taskMetrics, type TaskMetrics } from '@groundwork/shared/tasks/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { WriteSnapshot } from '../../../lib/queued-writes/queued-write';
import { hasEveryLabel } from './edit-task-lists';
import { taskKeys, type TaskCountNarrowing } from './query-keys';

type CountedField = Exclude<keyof TaskMetrics, 'completionRate'>;
const countedFields: CountedField[] = [
  'total',
  'completed',
  'inProgress',
  'todo',
  'overdue',
  'dueSoon',
];

/** Whether cached counts with this key count `task`. */
function countsTask(queryKey: readonly unknown[], task: Task): boolean {
  const [, , workspaceId, projectId, narrowing] = queryKey as [
    unknown,
    unknown,
    string,
    string | null,
    TaskCountNarrowing | undefined,
  ];
  return (
    workspaceId === task.workspaceId &&
    (projectId === null || projectId === task.projectId) &&
    (!narrowing?.priority || narrowing.priority === task.priority) &&
    (!narrowing?.assignedTo || narrowing.assignedTo === task.assignedTo) &&
    hasEveryLabel(task, narrowing?.labelIds)
  );
}

/**
 * Moves a changed task (`before` null: a new one) from the counts it was in to those it is in now, in every cached count
 * (a board's column counts, the metric tiles), so they follow the card at once; the server's
 * counts replace them once the change is saved. Returns the counts as they were.
 */
export function shiftTaskCounts(
  queryClient: QueryClient,
  before: Task | null,
  after: Task,
  now = new Date(),
): WriteSnapshot {
  const entries = queryClient.getQueriesData<TaskMetrics>({ queryKey: taskKeys.allMetrics() });
  for (const [queryKey, counts] of entries) {
    if (!counts) continue;
    const removed = before && countsTask(queryKey, before) ? taskMetrics([before], now) : null;
    const added = countsTask(queryKey, after) ? taskMetrics([after], now) : null;
    if (!removed && !added) continue;
    const shifted = { ...counts };
    for (const field of countedFields) {
      shifted[field] += (added?.[field] ?? 0) - (removed?.[field] ?? 0);
    }
    shifted.completionRate = taskCompletionRate(shifted.completed, shifted.total);
    queryClient.setQueryData(queryKey, shifted);
  }
  return entries;
}
