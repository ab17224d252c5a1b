import {
  taskStatuses,
  taskStatusLabels,
  type TaskStatus,
} from '@groundwork/shared/tasks/constants';
import { cn } from '../../../lib/cn';

const statusClasses: Record<TaskStatus, string> = {
  to_do: 'bg-slate-100 text-slate-700 border-slate-200',
  in_progress: 'bg-blue-50 text-blue-700 border-blue-200',
  complete: 'bg-green-50 text-green-700 border-green-200',
};

/**
 * The task's status as a small select coloured like its badge: the keyboard's way to move a task
 * between To Do, In Progress and Complete (DECISIONS.md "Tasks and comments").
 */
export function TaskStatusControl({
  status,
  onChange,
  disabled = false,
  label = 'Status',
  className,
}: {
  status: TaskStatus;
  onChange: (status: TaskStatus) => void;
  disabled?: boolean;
  label?: string;
  className?: string;
}) {
  return (
    <select
      aria-label={label}
      value={status}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TaskStatus)}
      // Clicks on the control must not open the card or start a drag.
      onPointerDown={(event) => event.stopPropagation()}
      className={cn(
        'h-7 rounded-full border py-0 pr-7 pl-2.5 text-xs font-medium max-md:h-11 max-md:text-sm',
        'disabled:cursor-not-allowed disabled:opacity-60',
        statusClasses[status],
        className,
      )}
    >
      {taskStatuses.map((value) => (
        <option key={value} value={value}>
          {taskStatusLabels[value]}
        </option>
      ))}
    </select>
  );
}
