import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  format,
  max as latest,
  min as earliest,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
} from 'date-fns';
import { projectInsights } from '@groundwork/shared/projects/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { ProjectHealth } from '@groundwork/shared/projects/constants';
import type { TaskStatus } from '@groundwork/shared/tasks/constants';
import type { TimelineProject } from './api/timeline-queries';

export type TimelineZoom = 'week' | 'month' | 'quarter';

/** The zoom levels of the segmented control: how wide one day is drawn. */
export const zoomLevels: ReadonlyArray<{ value: TimelineZoom; label: string; pxPerDay: number }> = [
  { value: 'week', label: 'Week', pxPerDay: 32 },
  { value: 'month', label: 'Month', pxPerDay: 8 },
  { value: 'quarter', label: 'Quarter', pxPerDay: 2.5 },
];
export const DEFAULT_ZOOM: TimelineZoom = 'month';

function pxPerDayOf(zoom: TimelineZoom): number {
  return zoomLevels.find((level) => level.value === zoom)?.pxPerDay ?? 8;
}

/** Weeks start on Monday, on the axis and in the phone list. */
const WEEK_STARTS_ON = 1;

/** How wide a bar with no target end date is drawn, before it fades out. */
export const OPEN_END_PX = 96;

export interface TimelineTask {
  id: string;
  title: string;
  status: TaskStatus;
  due: Date;
}

export interface TimelineProjectRow {
  id: string;
  name: string;
  health: ProjectHealth;
  /** The start date, or the creation date when it has none. */
  start: Date;
  /** The stored start date; the target end must stay after it. */
  hasStartDate: boolean;
  end: Date | null;
  tasks: TimelineTask[];
}

/**
 * The projects in order of their start, each with its tasks that have a due date (by due date).
 * Tasks of projects not in the list (archived, hidden) are left out.
 */
export function buildTimelineRows(
  projects: readonly TimelineProject[],
  tasks: readonly Task[],
  now: Date,
): TimelineProjectRow[] {
  const tasksByProject = new Map<string, TimelineTask[]>();
  for (const task of tasks) {
    if (!task.dueDate) continue;
    const list = tasksByProject.get(task.projectId) ?? [];
    list.push({ id: task.id, title: task.title, status: task.status, due: new Date(task.dueDate) });
    tasksByProject.set(task.projectId, list);
  }
  const rows = projects.map((project): TimelineProjectRow => {
    const own = tasksByProject.get(project.id) ?? [];
    own.sort((a, b) => a.due.getTime() - b.due.getTime() || a.title.localeCompare(b.title));
    return {
      id: project.id,
      name: project.name,
      health: project.health ?? projectInsights(project, now).health,
      start: new Date(project.startDate ?? project.createdAt),
      hasStartDate: project.startDate !== null,
      end: project.targetEndDate ? new Date(project.targetEndDate) : null,
      tasks: own,
    };
  });
  return rows.sort((a, b) => a.start.getTime() - b.start.getTime() || a.name.localeCompare(b.name));
}

/** True when something has a date of its own: a start, a target end or a task due date. */
export function hasAnyDates(
  projects: readonly TimelineProject[],
  rows: readonly TimelineProjectRow[],
): boolean {
  return (
    projects.some((project) => project.startDate || project.targetEndDate) ||
    rows.some((row) => row.tasks.length > 0)
  );
}

export interface TimelineRange {
  /** Local midnight of the first day drawn. */
  start: Date;
  days: number;
  pxPerDay: number;
}

/** Days drawn at least, so a short plan still fills a wide screen. */
const MIN_WIDTH_PX = 1400;

/**
 * From the month (or quarter) before the earliest date to a month after the latest, today
 * included.
 */
export function timelineRange(
  rows: readonly TimelineProjectRow[],
  now: Date,
  zoom: TimelineZoom,
): TimelineRange {
  const pxPerDay = pxPerDayOf(zoom);
  const dates: Date[] = [now];
  for (const row of rows) {
    dates.push(row.start, row.end ?? addDays(row.start, Math.ceil(OPEN_END_PX / pxPerDay)));
    for (const task of row.tasks) dates.push(task.due);
  }
  const first = addDays(earliest(dates), -7);
  const start = zoom === 'quarter' ? startOfQuarter(first) : startOfMonth(first);
  const last = startOfMonth(addMonths(latest(dates), 2));
  const days = Math.max(differenceInCalendarDays(last, start), Math.ceil(MIN_WIDTH_PX / pxPerDay));
  return { start, days, pxPerDay };
}

/** The day a date falls on, counted from the first day drawn. */
export function dayIndex(range: Pick<TimelineRange, 'start'>, date: Date): number {
  return differenceInCalendarDays(date, range.start);
}

/** Local midnight `days` days after (or before) `date`'s day: dates are picked as days. */
export function shiftDay(date: Date, days: number): Date {
  return startOfDay(addDays(date, days));
}

/**
 * The axis's rows, in px from its top: months (quarters) above, then days, week starts or months,
 * then a row of its own for the Today marker, which stands on the today line beneath it and so
 * never covers a label.
 */
export const axisLayout = {
  major: { top: 4, height: 16 },
  minor: { top: 22, height: 16 },
  today: { top: 42, height: 16 },
  /** The whole axis: the chart's rows start below it. */
  height: 58,
} as const;

interface AxisTick {
  key: string;
  label: string;
  /** Day index of the tick's first day. */
  day: number;
}

/**
 * Two rows of labels: months (quarters when zoomed out) above, and below them days, week starts
 * or months.
 */
export function axisTicks(range: TimelineRange, zoom: TimelineZoom) {
  const end = addDays(range.start, range.days);
  const major: AxisTick[] = [];
  for (
    let at = zoom === 'quarter' ? startOfQuarter(range.start) : startOfMonth(range.start);
    at < end;
    at = addMonths(at, zoom === 'quarter' ? 3 : 1)
  ) {
    const label =
      zoom === 'quarter'
        ? `Q${Math.floor(at.getMonth() / 3) + 1} ${at.getFullYear()}`
        : format(at, 'MMMM yyyy');
    major.push({ key: at.toISOString(), label, day: Math.max(0, dayIndex(range, at)) });
  }
  const minor: AxisTick[] = [];
  if (zoom === 'week') {
    for (let day = 0; day < range.days; day += 1) {
      const at = addDays(range.start, day);
      minor.push({ key: String(day), label: format(at, 'd'), day });
    }
  } else if (zoom === 'month') {
    for (
      let at = startOfWeek(addDays(range.start, 6), { weekStartsOn: WEEK_STARTS_ON });
      at < end;
      at = addDays(at, 7)
    ) {
      minor.push({ key: at.toISOString(), label: format(at, 'd'), day: dayIndex(range, at) });
    }
  } else {
    for (let at = startOfMonth(range.start); at < end; at = addMonths(at, 1)) {
      minor.push({ key: at.toISOString(), label: format(at, 'MMM'), day: dayIndex(range, at) });
    }
  }
  return { major, minor };
}

/** 'Tue, May 5, 2026', as a date field would read it. */
export function formatDay(date: Date): string {
  return format(date, 'EEE, MMM d, yyyy');
}

/** 'May 5', with the year when it is not this year's. */
export function formatShortDay(date: Date, now: Date): string {
  return format(date, date.getFullYear() === now.getFullYear() ? 'MMM d' : 'MMM d, yyyy');
}

type WeekEntry =
  | { kind: 'project-end'; key: string; date: Date; row: TimelineProjectRow }
  | { kind: 'task-due'; key: string; date: Date; row: TimelineProjectRow; task: TimelineTask };

export interface WeekGroup {
  key: string;
  weekStart: Date;
  entries: WeekEntry[];
}

/**
 * The phone's list: project ends and task due dates, by week (Monday first), weeks in order and
 * each week's entries by date.
 */
export function groupByWeek(rows: readonly TimelineProjectRow[]): WeekGroup[] {
  const entries: WeekEntry[] = [];
  for (const row of rows) {
    if (row.end) entries.push({ kind: 'project-end', key: `p-${row.id}`, date: row.end, row });
    for (const task of row.tasks) {
      entries.push({ kind: 'task-due', key: `t-${task.id}`, date: task.due, row, task });
    }
  }
  entries.sort((a, b) => a.date.getTime() - b.date.getTime());
  const groups = new Map<number, WeekGroup>();
  for (const entry of entries) {
    const weekStart = startOfWeek(entry.date, { weekStartsOn: WEEK_STARTS_ON });
    const group = groups.get(weekStart.getTime()) ?? {
      key: weekStart.toISOString(),
      weekStart,
      entries: [],
    };
    group.entries.push(entry);
    groups.set(weekStart.getTime(), group);
  }
  return [...groups.values()];
}
