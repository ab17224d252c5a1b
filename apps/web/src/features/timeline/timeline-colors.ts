import type { ProjectHealth } from '@groundwork/shared/projects/constants';
import type { TaskStatus } from '@groundwork/shared/tasks/constants';

// UI.md's status colours: health healthy green, warning amber, critical red; task to_do slate,
// in_progress blue, complete green (the hues of the board's badges, strong enough to see as marks).

export const healthLabels: Record<ProjectHealth, string> = {
  healthy: 'Healthy',
  warning: 'Warning',
  critical: 'Critical',
};

export const healthFill: Record<ProjectHealth, string> = {
  healthy: 'bg-green-500',
  warning: 'bg-amber-500',
  critical: 'bg-red-500',
};

/** The fade of a bar with no target end date, in the bar's colour. */
export const healthFade: Record<ProjectHealth, string> = {
  healthy: 'from-green-500',
  warning: 'from-amber-500',
  critical: 'from-red-500',
};

export const healthText: Record<ProjectHealth, string> = {
  healthy: 'text-green-700',
  warning: 'text-amber-700',
  critical: 'text-red-700',
};

export const statusFill: Record<TaskStatus, string> = {
  to_do: 'bg-slate-500',
  in_progress: 'bg-blue-600',
  complete: 'bg-green-600',
};
