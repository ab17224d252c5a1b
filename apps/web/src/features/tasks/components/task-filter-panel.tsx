import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { taskFilterLabels } from '@groundwork/shared/tasks/constants';
import { Button } from '../../../components/ui/button';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { activeFilterCount } from '../use-task-filters';
import { TaskFilterFields, type TaskFilterPanelProps } from './task-filter-panel-fields';
import type { TaskFilterSheetProps } from './task-filter-panel-sheet';

// The sheet (and the dialog code under it) loads when a phone first opens it.
const LazyTaskFilterSheet = lazyDialog<TaskFilterSheetProps>(
  () => import('./task-filter-panel-sheet').then((m) => m.TaskFilterSheet),
  (props) => props.open,
);

/**
 * The filter panel of 000 §2 Tasks page: Status, Priority, Assignee, Labels, Sort by, Order (and
 * Project on the workspace page), Clear all, and a removable chip per active choice. On a phone it is a
 * Filters button with the count of active choices, opening the same controls in a sheet, so the
 * tasks themselves are on the first screen.
 */
export function TaskFilterPanel(props: TaskFilterPanelProps) {
  const isMobile = useIsMobile();
  if (isMobile) return <TaskFilterButton {...props} />;
  return (
    <section aria-label="Filters" className="rounded-lg border border-line bg-surface p-4">
      <TaskFilterFields {...props} layout="inline" />
    </section>
  );
}

function TaskFilterButton(props: TaskFilterPanelProps) {
  const [isOpen, setOpen] = useState(false);
  const count = activeFilterCount(props.filters);
  return (
    <div>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SlidersHorizontal aria-hidden size={16} />
        {taskFilterLabels.filters}
        {count > 0 && (
          <>
            <span
              aria-hidden
              className="rounded-full bg-accent-soft px-1.5 py-px text-xs font-semibold text-accent tabular-nums"
            >
              {count}
            </span>
            {/* Keeps the word and the count apart in the button's accessible name. */}{' '}
            <span className="sr-only">({taskFilterLabels.activeCount(count)})</span>
          </>
        )}
      </Button>
      <LazyTaskFilterSheet {...props} open={isOpen} onOpenChange={setOpen} />
    </div>
  );
}
