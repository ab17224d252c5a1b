import { memo, type ReactNode } from 'react';
import { taskStatusLabels } from '@groundwork/shared/tasks/constants';
import { projectHealthLooks } from '../../../lib/project-health-looks';
import { cn } from '../../../lib/cn';
import { statusFill } from '../timeline-colors';
import {
  OPEN_END_PX,
  dayIndex,
  formatDay,
  formatShortDay,
  shiftDay,
  type TimelineProjectRow,
  type TimelineRange,
  type TimelineTask,
} from '../timeline-model';
import { LABEL_WIDTH } from './timeline-axis';
import { useDateEditing } from './use-date-editing';

/** What an edit moves: a project's target end date or a task's due date. */
type DateTarget = { kind: 'project'; id: string } | { kind: 'task'; id: string };
export type CommitDate = (target: DateTarget, date: Date) => void;

function RowLabel({ children }: { children: ReactNode }) {
  return (
    <div
      className="sticky left-0 z-20 flex shrink-0 items-center gap-2 overflow-hidden border-r border-line bg-surface px-3"
      style={{ width: LABEL_WIDTH }}
    >
      {children}
    </div>
  );
}

/** What every row of the chart shares: its days, the time now, and where a dragged date goes. */
export interface TimelineRowSettings {
  range: TimelineRange;
  now: Date;
  onCommit: CommitDate;
}

/** A project's row: its name and health, its bar and, when it may, its end's handle. */
export const ProjectRow = memo(function ProjectRow({
  row,
  range,
  now,
  editable,
  pendingEnd,
  onCommit,
}: TimelineRowSettings & {
  row: TimelineProjectRow;
  editable: boolean;
  pendingEnd: Date | undefined;
}) {
  const px = range.pxPerDay;
  const startDay = dayIndex(range, row.start);
  const end = pendingEnd ?? row.end;
  const openDays = Math.max(1, Math.round(OPEN_END_PX / px));
  // The end handle sits after the end day; an open-ended bar's at its faded end.
  const endDay = end ? dayIndex(range, end) : startDay + openDays - 1;
  // The target end must stay after the start (the shared rule the server checks).
  const minDay = row.hasStartDate ? startDay + 1 : startDay;
  const { shift, handlers } = useDateEditing({
    day: endDay,
    minDay,
    maxDay: range.days - 1,
    pxPerDay: px,
    onCommit: (days) =>
      onCommit(
        { kind: 'project', id: row.id },
        shiftDay(end ?? row.start, end ? days : openDays - 1 + days),
      ),
  });
  const shownEndDay = endDay + shift;
  const isOpen = !end && shift === 0;
  const shownEnd = isOpen ? null : shiftDay(end ?? row.start, end ? shift : openDays - 1 + shift);
  const left = startDay * px;
  const right = (shownEndDay + 1) * px;
  const dates = `${formatShortDay(row.start, now)} – ${shownEnd ? formatShortDay(shownEnd, now) : 'no target end date'}`;

  return (
    <div className="flex h-10 border-b border-line/70" data-row="project">
      <RowLabel>
        <span className="min-w-0 flex-1 truncate font-medium text-ink" title={row.name}>
          {row.name}
        </span>
        <span className={cn('shrink-0 text-xs font-medium', projectHealthLooks[row.health].text)}>
          {projectHealthLooks[row.health].label}
        </span>
        <span className="sr-only">, {dates}</span>
      </RowLabel>
      <div className="relative shrink-0" style={{ width: range.days * px }}>
        <div
          data-testid="project-bar"
          data-health={row.health}
          title={`${row.name}: ${dates}`}
          className={cn(
            'absolute top-1/2 h-4 -translate-y-1/2 rounded-sm',
            isOpen
              ? cn('bg-gradient-to-r to-transparent', projectHealthLooks[row.health].fade)
              : projectHealthLooks[row.health].fill,
          )}
          style={{ left, width: Math.max(right - left, 3) }}
        />
        {isOpen && (
          <span
            className="absolute top-1/2 -translate-y-1/2 pl-1 text-[11px] whitespace-nowrap text-muted"
            style={{ left: right }}
          >
            No end date
          </span>
        )}
        {editable && (
          <div
            role="slider"
            tabIndex={0}
            aria-label={`Target end date of ${row.name}`}
            aria-valuemin={minDay}
            aria-valuemax={range.days - 1}
            aria-valuenow={shownEndDay}
            aria-valuetext={shownEnd ? formatDay(shownEnd) : 'No target end date'}
            data-testid="project-end-handle"
            className={cn(
              'absolute top-1/2 flex h-7 w-3 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize touch-none items-center justify-center rounded-sm',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent',
              shift !== 0 && 'bg-accent/15',
            )}
            style={{ left: right }}
            {...handlers}
          >
            <span aria-hidden className="h-5 w-1 rounded-full bg-ink/70 ring-1 ring-white" />
          </div>
        )}
      </div>
    </div>
  );
});

/** A dated task's row: its title and due date, and its marker (a handle when it may move). */
export const TaskRow = memo(function TaskRow({
  task,
  range,
  now,
  editable,
  pendingDue,
  onCommit,
}: TimelineRowSettings & {
  task: TimelineTask;
  editable: boolean;
  pendingDue: Date | undefined;
}) {
  const px = range.pxPerDay;
  const due = pendingDue ?? task.due;
  const day = dayIndex(range, due);
  const { shift, handlers } = useDateEditing({
    day,
    minDay: 0,
    maxDay: range.days - 1,
    pxPerDay: px,
    onCommit: (days) => onCommit({ kind: 'task', id: task.id }, shiftDay(due, days)),
  });
  const shown = shift === 0 ? due : shiftDay(due, shift);
  const x = (day + shift + 0.5) * px;
  const status = taskStatusLabels[task.status];
  return (
    <li className="flex h-8 border-b border-line/40 text-[13px]" aria-label={task.title}>
      <RowLabel>
        <span className="min-w-0 flex-1 truncate pl-3 text-ink-soft" title={task.title}>
          {task.title}
        </span>
        <span className="shrink-0 text-xs text-muted tabular-nums">
          {formatShortDay(shown, now)}
        </span>
        <span className="sr-only">, {status}</span>
      </RowLabel>
      <div className="relative shrink-0" style={{ width: range.days * px }}>
        <div
          {...(editable && {
            role: 'slider',
            tabIndex: 0,
            'aria-label': `Due date of ${task.title}`,
            'aria-valuemin': 0,
            'aria-valuemax': range.days - 1,
            'aria-valuenow': day + shift,
            'aria-valuetext': formatDay(shown),
            ...handlers,
          })}
          data-testid="task-marker"
          data-status={task.status}
          title={`${task.title}: due ${formatDay(shown)} (${status})`}
          className={cn(
            'absolute top-1/2 flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center',
            editable &&
              cn(
                'cursor-grab touch-none rounded active:cursor-grabbing',
                'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent',
                shift !== 0 && 'bg-accent/15',
              ),
          )}
          style={{ left: x }}
        >
          <span
            aria-hidden
            className={cn(
              'block size-3 rotate-45 rounded-[2px] ring-2 ring-white',
              statusFill[task.status],
            )}
          />
        </div>
      </div>
    </li>
  );
});
