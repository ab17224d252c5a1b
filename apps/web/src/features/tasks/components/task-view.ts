import { isTaskDueSoon, isTaskOverdue, taskDueText } from '@groundwork/shared/tasks/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { formatPhoneNumber } from '../../../lib/format';

const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The due verdicts and phrase of a task at `now`, in the reader's time zone. */
export function dueStateOf(task: Task, now: Date) {
  return {
    overdue: isTaskOverdue(task, now),
    dueSoon: isTaskDueSoon(task, now),
    dueText: taskDueText(task, now, { timeZone: browserTimeZone }),
  };
}

/** How a person is named: their name, or else their phone number. */
export function personLabel(user: { name: string | null; phoneNumber: string }): string {
  return user.name?.trim() || formatPhoneNumber(user.phoneNumber);
}
