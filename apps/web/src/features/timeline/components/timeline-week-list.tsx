import { format } from 'date-fns';
import { taskStatusLabels } from '@groundwork/shared/tasks/constants';
import { cn } from '../../../lib/cn';
import { healthFill, healthLabels, healthText, statusFill } from '../timeline-colors';
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
          <section
            key={week.key}
            aria-label={heading}
            className="rounded-lg border border-line bg-surface"
          >
            <h3 className="border-b border-line px-3 py-2 text-[13px] font-semibold text-ink">
              {heading}
            </h3>
            <ul className="divide-y divide-line">
              {week.entries.map((entry) => (
                <li key={entry.key} className="flex items-start gap-3 px-3 py-2.5">
                  <span className="w-12 shrink-0 pt-0.5 text-xs text-muted tabular-nums">
                    {format(entry.date, 'EEE d')}
                  </span>
                  {entry.kind === 'project-end' ? (
                    <>
                      <span
                        aria-hidden
                        className={cn(
                          'mt-1.5 h-2 w-4 shrink-0 rounded-sm',
                          healthFill[entry.row.health],
                        )}
                      />
                      <span className="min-w-0 flex-1 break-words">
                        <span className="font-medium text-ink">{entry.row.name}</span>{' '}
                        <span className="text-[13px] text-muted">target end</span>
                        <span
                          className={cn('block text-xs font-medium', healthText[entry.row.health])}
                        >
                          {healthLabels[entry.row.health]}
                        </span>
                      </span>
                    </>
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
            </ul>
          </section>
        );
      })}
      {openEnded.length > 0 && (
        <section
          aria-label="No target end date"
          className="rounded-lg border border-line bg-surface"
        >
          <h3 className="border-b border-line px-3 py-2 text-[13px] font-semibold text-ink">
            No target end date
          </h3>
          <ul className="divide-y divide-line">
            {openEnded.map((row) => (
              <li key={row.id} className="flex items-start gap-3 px-3 py-2.5">
                <span
                  aria-hidden
                  className={cn('mt-1.5 h-2 w-4 shrink-0 rounded-sm', healthFill[row.health])}
                />
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-medium text-ink">{row.name}</span>
                  <span className={cn('block text-xs font-medium', healthText[row.health])}>
                    {healthLabels[row.health]}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
