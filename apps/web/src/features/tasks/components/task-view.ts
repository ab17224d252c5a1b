import { isTaskDueSoon, isTaskOverdue, taskDueText } from '@groundwork/shared/tasks/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { taskPriorities } from '@groundwork/shared/tasks/constants';
import { browserTimeZone } from '../../../lib/format';

/** The due verdicts and phrase of a task at `now`, in the reader's time zone. */
export function dueStateOf(task: Task, now: Date) {
  return {
    overdue: isTaskOverdue(task, now),
    dueSoon: isTaskDueSoon(task, now),
    dueText: taskDueText(task, now, { timeZone: browserTimeZone() }),
  };
}

/** About a task card's height (the skeleton's h-56): the virtual lists' estimate of a row. */
export const TASK_CARD_HEIGHT_PX = 224;

/** The priorities as the form and the filters list them: high first, as people scan for it. */
export const prioritiesHighFirst = [...taskPriorities].reverse();
