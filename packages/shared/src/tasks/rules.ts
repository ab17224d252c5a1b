import { DUE_SOON_WINDOW_MS, TASK_PRIORITY_RANKS, TASK_STATUS_RANKS } from '../common/constants';
import { percentToTwoDecimals } from '../common/percent';
import {
  formatDate,
  relativeDueText,
  toDate,
  type DateFormatOptions,
  type DateInput,
} from '../common/relative-time';
import type { UpdateTaskInput } from './schemas';
import type { SortOrder, TaskPriority, TaskSortField, TaskStatus } from './constants';

/** Rules of 000 §4 and §9 about tasks. */

export interface DueTask {
  status: TaskStatus;
  dueDate?: DateInput | null;
}

/** Due date strictly in the past and not complete. */
export function isTaskOverdue(task: DueTask, now: Date): boolean {
  if (!task.dueDate || task.status === 'complete') return false;
  return toDate(task.dueDate).getTime() < now.getTime();
}

/**
 * Due within the next 24 hours, not yet past, not complete. Both ends are inclusive: due exactly
 * now, or exactly 24 hours from now, is due soon. Never both overdue and due soon.
 */
export function isTaskDueSoon(task: DueTask, now: Date): boolean {
  if (!task.dueDate || task.status === 'complete') return false;
  const msLeft = toDate(task.dueDate).getTime() - now.getTime();
  return msLeft >= 0 && msLeft <= DUE_SOON_WINDOW_MS;
}

/**
 * The due-date phrase for a task card: none without a due date; the plain date once complete
 * (a finished task is not 'Overdue by …'); else the relative text of 000 §9.
 */
export function taskDueText(
  task: DueTask,
  now: Date,
  options: DateFormatOptions = {},
): string | null {
  if (!task.dueDate) return null;
  if (task.status === 'complete') return formatDate(task.dueDate, options);
  return relativeDueText(task.dueDate, now, options);
}

export interface TaskMetrics {
  total: number;
  completed: number;
  inProgress: number;
  todo: number;
  overdue: number;
  dueSoon: number;
  /** Percent complete with 2 decimals; 0 with no tasks. */
  completionRate: number;
}

/** Percent of tasks complete with 2 decimals; 0 with no tasks. */
export function taskCompletionRate(completed: number, total: number): number {
  return total === 0 ? 0 : percentToTwoDecimals(completed, total);
}

/** The client-computed task metrics of 000 §3. */
export function taskMetrics(tasks: Iterable<DueTask>, now: Date): TaskMetrics {
  const metrics = { total: 0, completed: 0, inProgress: 0, todo: 0, overdue: 0, dueSoon: 0 };
  for (const task of tasks) {
    metrics.total += 1;
    if (task.status === 'complete') metrics.completed += 1;
    else if (task.status === 'in_progress') metrics.inProgress += 1;
    else metrics.todo += 1;
    if (isTaskOverdue(task, now)) metrics.overdue += 1;
    if (isTaskDueSoon(task, now)) metrics.dueSoon += 1;
  }
  return { ...metrics, completionRate: taskCompletionRate(metrics.completed, metrics.total) };
}

export const taskPriorityRanks: Record<TaskPriority, number> = TASK_PRIORITY_RANKS;
export const taskStatusRanks: Record<TaskStatus, number> = TASK_STATUS_RANKS;

export interface SortableTask {
  id: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate?: DateInput | null;
  createdAt: DateInput;
}

const time = (value: DateInput) => toDate(value).getTime();

/**
 * A comparator for the task list's sortBy/sortOrder (000 §7). Descending puts high priority,
 * complete status, the latest date first. Tasks without a due date come last in either order
 * when sorting by due date. Ties fall back to the newest created, then the id, so the order is stable.
 */
export function compareTasks(sortBy: TaskSortField, sortOrder: SortOrder) {
  const direction = sortOrder === 'asc' ? 1 : -1;
  return (a: SortableTask, b: SortableTask): number => {
    let primary = 0;
    if (sortBy === 'dueDate') {
      if (!a.dueDate || !b.dueDate) {
        if (a.dueDate) return -1;
        if (b.dueDate) return 1;
      } else {
        primary = direction * (time(a.dueDate) - time(b.dueDate));
      }
    } else if (sortBy === 'priority') {
      primary = direction * (taskPriorityRanks[a.priority] - taskPriorityRanks[b.priority]);
    } else if (sortBy === 'status') {
      primary = direction * (taskStatusRanks[a.status] - taskStatusRanks[b.status]);
    } else {
      primary = direction * (time(a.createdAt) - time(b.createdAt));
    }
    if (primary !== 0) return primary;
    const newestFirst = time(b.createdAt) - time(a.createdAt);
    if (newestFirst !== 0) return newestFirst;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** A sorted copy; the input is left as it is. */
export function sortTasks<T extends SortableTask>(
  tasks: readonly T[],
  sortBy: TaskSortField,
  sortOrder: SortOrder,
): T[] {
  return [...tasks].sort(compareTasks(sortBy, sortOrder));
}

/** The fields an update body actually changes (those present, including null). */
export function changedTaskFields(input: UpdateTaskInput): Array<keyof UpdateTaskInput> {
  return (Object.keys(input) as Array<keyof UpdateTaskInput>).filter(
    (key) => input[key] !== undefined,
  );
}

/** True when the update changes the status and nothing else (DECISIONS.md: any member may). */
export function isStatusOnlyUpdate(input: UpdateTaskInput): boolean {
  const changed = changedTaskFields(input);
  return changed.length === 1 && changed[0] === 'status';
}

/**
 * The permission an update body needs: a status change alone is 'task:update-status' (every member
 * who can see the project); any other field makes it 'task:update' (project_manager or higher).
 */
export function taskUpdateAction(input: UpdateTaskInput): 'task:update-status' | 'task:update' {
  return isStatusOnlyUpdate(input) ? 'task:update-status' : 'task:update';
}

/**
 * The task_assignment notification the new assignee receives (DECISIONS.md "Notifications"):
 * who assigned which task in which project.
 */
export function taskAssignmentNotificationText(
  taskTitle: string,
  projectName: string,
  assignerName: string,
) {
  return {
    title: 'Task assigned',
    message: `${assignerName} assigned you "${taskTitle}" in "${projectName}"`,
  };
}
