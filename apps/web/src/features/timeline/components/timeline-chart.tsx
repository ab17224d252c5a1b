import { memo, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { taskStatusLabels } from '@groundwork/shared/tasks/constants';
import { cn } from '../../../lib/cn';
import { healthFade, healthFill, healthLabels, healthText, statusFill } from '../timeline-colors';
import {
  OPEN_END_PX,
  axisLayout,
  axisTicks,
  dayIndex,
  formatDay,
  formatShortDay,
  shiftDay,
  type TimelineProjectRow,
  type TimelineRange,
  type TimelineTask,
  type TimelineZoom,
} from '../timeline-model';
import { useDateEditing } from './use-date-editing';

/** What an edit moves: a project's target end date or a task's due date. */
type DateTarget = { kind: 'project'; id: string } | { kind: 'task'; id: string };
export type CommitDate = (target: DateTarget, date: Date) => void;

const LABEL_WIDTH = 240;

export interface TimelineChartProps {
  rows: readonly TimelineProjectRow[];
  range: TimelineRange;
  zoom: TimelineZoom;
  now: Date;
  canEditProjects: boolean;
  canEditTasks: boolean;
  /** Dates saved but not yet in the lists, by project or task id. */
  pending: ReadonlyMap<string, Date>;
  onCommit: CommitDate;
}

/** A row of the axis as a position: where it starts and how tall its line of text is. */
function axisRow(row: { top: number; height: number }) {
  return { top: row.top, height: row.height, lineHeight: `${row.height}px` };
}

/** The desktop timeline: a row per project (its bar) and under it a row per dated task. */
export function TimelineChart({
  rows,
  range,
  zoom,
  now,
  canEditProjects,
  canEditTasks,
  pending,
  onCommit,
}: TimelineChartProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = range.days * range.pxPerDay;
  const todayX = (dayIndex(range, now) + 0.5) * range.pxPerDay;

  // Today a third of the way in, on opening and on every zoom.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollLeft = Math.max(0, todayX - scroller.clientWidth / 3);
  }, [zoom, todayX]);

  useEffect(() => {
    if (performance.getEntriesByName('timeline:first-draw').length === 0) {
      performance.mark('timeline:first-draw');
    }
  }, []);

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Project timeline"
      className="relative max-h-[70vh] overflow-auto rounded-lg border border-line bg-surface"
    >
      <div className="relative" style={{ width: LABEL_WIDTH + width }}>
        <TimelineAxis range={range} zoom={zoom} todayX={todayX} />
        <Gridlines range={range} zoom={zoom} todayX={todayX} />
        <ul aria-label="Projects" className="relative">
          {rows.map((row) => (
            <li key={row.id} aria-label={row.name}>
              <ProjectRow
                row={row}
                range={range}
                now={now}
                editable={canEditProjects}
                pendingEnd={pending.get(row.id)}
                onCommit={onCommit}
              />
              {row.tasks.length > 0 && (
                <ul aria-label={`Tasks of ${row.name}`}>
                  {row.tasks.map((task) => (
                    <TaskRow
                      key={task.id}
                      task={task}
                      range={range}
                      now={now}
                      editable={canEditTasks}
                      pendingDue={pending.get(task.id)}
                      onCommit={onCommit}
                    />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function TimelineAxis({
  range,
  zoom,
  todayX,
}: {
  range: TimelineRange;
  zoom: TimelineZoom;
  todayX: number;
}) {
  const { major, minor } = useMemo(() => axisTicks(range, zoom), [range, zoom]);
  const px = range.pxPerDay;
  return (
    <div
      aria-hidden
      className="sticky top-0 z-30 flex border-b border-line bg-surface"
      style={{ height: axisLayout.height }}
    >
      <div
        className="sticky left-0 z-40 flex shrink-0 items-end border-r border-line bg-surface px-3 pb-1.5 text-xs font-medium text-muted"
        style={{ width: LABEL_WIDTH }}
      >
        Project / task
      </div>
      <div className="relative shrink-0" style={{ width: range.days * px }}>
        {major.map((tick) => (
          <span
            key={tick.key}
            data-axis-row="major"
            className="absolute border-l border-line-strong pl-1.5 text-xs font-semibold whitespace-nowrap text-ink-soft"
            style={{ left: tick.day * px, ...axisRow(axisLayout.major) }}
          >
            {tick.label}
          </span>
        ))}
        {minor.map((tick) => (
          <span
            key={tick.key}
            data-axis-row="minor"
            className="absolute text-[11px] whitespace-nowrap text-muted tabular-nums"
            style={{
              left: tick.day * px + (zoom === 'week' ? px / 2 : 0),
              ...axisRow(axisLayout.minor),
            }}
          >
            <span className={zoom === 'week' ? '-translate-x-1/2 inline-block' : 'pl-1'}>
              {tick.label}
            </span>
          </span>
        ))}
        <span
          data-axis-row="today"
          className="absolute z-10 -translate-x-1/2 rounded-t bg-red-600 px-1 text-[10px] font-semibold text-white"
          style={{ left: todayX, ...axisRow(axisLayout.today) }}
        >
          Today
        </span>
      </div>
    </div>
  );
}

function Gridlines({
  range,
  zoom,
  todayX,
}: {
  range: TimelineRange;
  zoom: TimelineZoom;
  todayX: number;
}) {
  const { major, minor } = useMemo(() => axisTicks(range, zoom), [range, zoom]);
  const px = range.pxPerDay;
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute bottom-0"
      style={{ top: axisLayout.height, left: LABEL_WIDTH, width: range.days * px }}
    >
      {minor.map((tick) => (
        <div
          key={tick.key}
          className="absolute inset-y-0 border-l border-line/60"
          style={{ left: tick.day * px }}
        />
      ))}
      {major.map((tick) => (
        <div
          key={tick.key}
          className="absolute inset-y-0 border-l border-line-strong"
          style={{ left: tick.day * px }}
        />
      ))}
      <div
        data-testid="today-line"
        className="absolute inset-y-0 z-10 w-0.5 -translate-x-1/2 bg-red-600"
        style={{ left: todayX }}
      />
    </div>
  );
}

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

const ProjectRow = memo(function ProjectRow({
  row,
  range,
  now,
  editable,
  pendingEnd,
  onCommit,
}: {
  row: TimelineProjectRow;
  range: TimelineRange;
  now: Date;
  editable: boolean;
  pendingEnd: Date | undefined;
  onCommit: CommitDate;
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
        <span className={cn('shrink-0 text-xs font-medium', healthText[row.health])}>
          {healthLabels[row.health]}
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
              ? cn('bg-gradient-to-r to-transparent', healthFade[row.health])
              : healthFill[row.health],
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

const TaskRow = memo(function TaskRow({
  task,
  range,
  now,
  editable,
  pendingDue,
  onCommit,
}: {
  task: TimelineTask;
  range: TimelineRange;
  now: Date;
  editable: boolean;
  pendingDue: Date | undefined;
  onCommit: CommitDate;
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
  const diamond = (
    <span
      aria-hidden
      className={cn(
        'block size-3 rotate-45 rounded-[2px] ring-2 ring-white',
        statusFill[task.status],
      )}
    />
  );

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
        {editable ? (
          <div
            role="slider"
            tabIndex={0}
            aria-label={`Due date of ${task.title}`}
            aria-valuemin={0}
            aria-valuemax={range.days - 1}
            aria-valuenow={day + shift}
            aria-valuetext={formatDay(shown)}
            data-testid="task-marker"
            data-status={task.status}
            title={`${task.title}: due ${formatDay(shown)} (${status})`}
            className={cn(
              'absolute top-1/2 flex size-6 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none items-center justify-center rounded active:cursor-grabbing',
              'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent',
              shift !== 0 && 'bg-accent/15',
            )}
            style={{ left: x }}
            {...handlers}
          >
            {diamond}
          </div>
        ) : (
          <div
            data-testid="task-marker"
            data-status={task.status}
            title={`${task.title}: due ${formatDay(shown)} (${status})`}
            className="absolute top-1/2 flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center"
            style={{ left: x }}
          >
            {diamond}
          </div>
        )}
      </div>
    </li>
  );
});
