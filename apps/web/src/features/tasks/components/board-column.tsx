import type { ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { taskStatusLabels, type TaskStatus } from '@groundwork/shared/tasks/constants';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/spinner';
import { PagedVirtualGrid } from '../../../components/ui/paged-virtual-grid';
import { cn } from '../../../lib/cn';
import { useTaskPages } from '../api/get-tasks';
import type { TaskListFilters } from '../api/query-keys';
import { taskListLabels, taskUiMessages } from '../task-messages';
import { TaskCard, taskCardProps, type TaskCardProps, type TaskCardSettings } from './task-card';
import { TASK_CARD_HEIGHT_PX } from './task-view';

export interface BoardColumnProps {
  status: TaskStatus;
  filters: TaskListFilters;
  /** The server's count of the column's tasks; unknown until it arrives. */
  count: number | undefined;
  cards: TaskCardSettings;
  /** Shown by itself under the tabs that name it (a phone): no other column to drag cards to. */
  isAlone: boolean;
}

/**
 * One status's column of the board, a place to drop cards: it asks for its own pages (its status
 * as a filter) and draws only the cards near the window.
 */
export function BoardColumn({ status, filters, count, cards, isAlone }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `board-column-${status}`;
  // A status filter leaves the other columns empty: they ask for nothing.
  const isShown = !filters.status || filters.status === status;
  const pages = useTaskPages({ ...filters, status }, isShown);
  const tasks = isShown ? pages.data : [];

  let content: ReactNode;
  if (!tasks && pages.isError) {
    content = (
      <ErrorState
        title={taskUiMessages.listErrorTitle}
        message={pages.error.message}
        onRetry={() => void pages.refetch()}
        isRetrying={pages.isFetching}
      />
    );
  } else if (!tasks) {
    content = (
      <div className="flex flex-col gap-3" aria-hidden>
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  } else if (tasks.length === 0) {
    content = (
      <p className="rounded-md border border-dashed border-line-strong px-3 py-6 text-center text-[13px] text-muted">
        {isAlone ? 'No tasks' : 'Drop a task here'}
      </p>
    );
  } else {
    content = (
      <PagedVirtualGrid
        singleColumn
        items={tasks}
        itemKey={(task) => task.id}
        estimatedRowHeight={TASK_CARD_HEIGHT_PX}
        pages={pages}
        labels={taskListLabels}
        renderItem={(task) => (
          <DraggableTask
            {...taskCardProps(task, cards)}
            canDrag={!isAlone && cards.actionsFor(task).canChangeStatus}
          />
        )}
      />
    );
  }

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      aria-busy={isShown && pages.isFetching}
      data-board-column={status}
      className={cn(
        'flex min-h-48 flex-col gap-3 rounded-lg border border-line bg-subtle/60 p-3 transition-colors',
        isOver && 'border-accent bg-accent-soft/60',
      )}
    >
      {/* Alone, its tab shows the name and count; the heading stays for the page's outline. */}
      <h2
        id={headingId}
        className={cn(
          'flex items-center justify-between text-[13px] font-semibold text-ink-soft',
          isAlone && 'sr-only',
        )}
      >
        {taskStatusLabels[status]}
        {count !== undefined && (
          <span className="rounded-full bg-surface px-2 py-px text-xs text-muted tabular-nums">
            {count}
          </span>
        )}
      </h2>
      {content}
    </section>
  );
}

/** A card its grip can pick up (when the person may change its status and has somewhere to). */
function DraggableTask({ canDrag, ...card }: TaskCardProps & { canDrag: boolean }) {
  const { task } = card;
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: task.id,
    data: { status: task.status, task },
    disabled: !canDrag,
  });
  return (
    <div ref={setNodeRef} data-task-id={task.id} className={cn(isDragging && 'opacity-40')}>
      <TaskCard
        {...card}
        dragHandle={
          canDrag ? (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Move ${task.title}`}
              className="-my-1 -ml-2 inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-ink active:cursor-grabbing max-md:size-11"
            >
              <GripVertical aria-hidden size={16} />
            </button>
          ) : undefined
        }
      />
    </div>
  );
}
