import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  axisTicks,
  dayIndex,
  type TimelineProjectRow,
  type TimelineRange,
  type TimelineZoom,
} from '../timeline-model';
import { Gridlines, LABEL_WIDTH, TimelineAxis } from './timeline-axis';
import { ProjectRow, TaskRow, type CommitDate, type TimelineRowSettings } from './timeline-rows';

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
  const ticks = useMemo(() => axisTicks(range, zoom), [range, zoom]);
  const rowSettings: TimelineRowSettings = { range, now, onCommit };

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
        <TimelineAxis range={range} zoom={zoom} ticks={ticks} todayX={todayX} />
        <Gridlines range={range} ticks={ticks} todayX={todayX} />
        <ul aria-label="Projects" className="relative">
          {rows.map((row) => (
            <li key={row.id} aria-label={row.name}>
              <ProjectRow
                row={row}
                {...rowSettings}
                editable={canEditProjects}
                pendingEnd={pending.get(row.id)}
              />
              {row.tasks.length > 0 && (
                <ul aria-label={`Tasks of ${row.name}`}>
                  {row.tasks.map((task) => (
                    <TaskRow
                      key={task.id}
                      task={task}
                      {...rowSettings}
                      editable={canEditTasks}
                      pendingDue={pending.get(task.id)}
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
