import type { ReactNode } from 'react';
import { format } from 'date-fns';
import { taskStatusLabels } from '@groundwork/shared/tasks/constants';
import { projectHealthLooks } from '../../../lib/project-health-looks';
import { cn } from '../../../lib/cn';
import { statusFill } from '../timeline-colors';
import { groupByWeek, type TimelineProjectRow } from '../timeline-model';

/**
 * The timeline on a phone: no sideways scrolling, but the same dates as a list by week ('Week of
 * May 4'), each project end and task due date with its colour and, in words, its health or status.
 */
export function TimelineWeekList({
  rows,
  now,
}: {
  rows: readonly TimelineProjectRow[];
  now: Date;
}) {
  const weeks = groupByWeek(rows);
  const openEnded = rows.filter((row) => row.end === null);
  const yearOf = (date: Date) => (date.getFullYear() === now.getFullYear() ? '' : ', yyyy');
  return (
    <div className="space-y-4">
      {weeks.map((week) => {
        const heading = `Week of ${format(week.weekStart, `MMM d${yearOf(week.weekStart)}`)}`;
        return (
          <DateGroup key={week.key} heading={heading}>
            {week.entries.map((entry) => (
              <li key={entry.key} className="flex items-start gap-3 px-3 py-2.5">
                <span className="w-12 shrink-0 pt-0.5 text-xs text-muted tabular-nums">
                  {format(entry.date, 'EEE d')}
                </span>
                {entry.kind === 'project-end' ? (
                  <ProjectEnd row={entry.row} label="target end" />
                ) : (
                  <>
                    <span
                      aria-hidden
                      className={cn(
                        'mt-1.5 ml-1 size-2.5 shrink-0 rotate-45 rounded-[2px]',
                        statusFill[entry.task.status],
                      )}
                    />
                    <span className="min-w-0 flex-1 break-words">
                      <span className="text-ink">{entry.task.title}</span>{' '}
                      <span className="text-[13px] text-muted">due</span>
                      <span className="block text-xs text-muted">
                        {taskStatusLabels[entry.task.status]} · {entry.row.name}
                      </span>
                    </span>
                  </>
                )}
              </li>
            ))}
          </DateGroup>
        );
      })}
      {openEnded.length > 0 && (
        <DateGroup heading="No target end date">
          {openEnded.map((row) => (
            <li key={row.id} className="flex items-start gap-3 px-3 py-2.5">
              <ProjectEnd row={row} />
            </li>
          ))}
        </DateGroup>
      )}
    </div>
  );
}

/** A week's dates, or the projects without an end, under a heading. */
function DateGroup({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-label={heading} className="rounded-lg border border-line bg-surface">
      <h3 className="border-b border-line px-3 py-2 text-[13px] font-semibold text-ink">
        {heading}
      </h3>
      <ul className="divide-y divide-line">{children}</ul>
    </section>
  );
}

/** A project in its health's colour, its name and its health in words. */
function ProjectEnd({ row, label }: { row: TimelineProjectRow; label?: string }) {
  return (
    <>
      <span
        aria-hidden
        className={cn('mt-1.5 h-2 w-4 shrink-0 rounded-sm', projectHealthLooks[row.health].fill)}
      />
      <span className="min-w-0 flex-1 break-words">
        <span className="font-medium text-ink">{row.name}</span>
        {label && (
          <>
            {' '}
            <span className="text-[13px] text-muted">{label}</span>
          </>
        )}
        <span className={cn('block text-xs font-medium', projectHealthLooks[row.health].text)}>
          {projectHealthLooks[row.health].label}
        </span>
      </span>
    </>
  );
}
