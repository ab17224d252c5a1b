import type { TaskStatus } from '@groundwork/shared/tasks/constants';

// UI.md's status colours for tasks: to_do slate, in_progress blue, complete green (the hues of the
// board's badges, strong enough to see as marks).
export const statusFill: Record<TaskStatus, string> = {
  to_do: 'bg-slate-500',
  in_progress: 'bg-blue-600',
  complete: 'bg-green-600',
};
