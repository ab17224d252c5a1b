import { useCallback, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { isOneOf } from '@groundwork/shared/common/guards';
import type { TaskMetrics } from '@groundwork/shared/tasks/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import {
  taskStatuses,
  taskStatusLabels,
  type TaskStatus,
} from '@groundwork/shared/tasks/constants';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { VirtualGrid } from '../../../components/ui/virtual-grid';
import { cn } from '../../../lib/cn';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { getTaskMetricsQueryOptions } from '../api/get-task-metrics';
import { useTaskPages } from '../api/get-tasks';
import type { TaskListFilters } from '../api/query-keys';
import { taskUiMessages } from '../task-messages';
import { TaskCard, type TaskCardActions } from './task-card';
import { TASK_CARD_HEIGHT_PX } from './task-view';

/**
 * The board view: one column per status. A card moves by dragging its grip (mouse, touch, or
 * keyboard: Space to pick up, arrows to change column, Space to drop) or by its status control.
 * Each column asks for its own pages (its status as a filter) and draws only the cards near the
 * window; its count is the server's. A phone shows one column at a time, chosen from tabs naming
 * each status and its count; there a card moves by its status control. This module is the only
 * one that loads @dnd-kit, and it is imported lazily with the board.
 */

const nextKeys: string[] = [KeyboardCode.Right, KeyboardCode.Down];
const previousKeys: string[] = [KeyboardCode.Left, KeyboardCode.Up];

/** The column whose span holds the dragged card's centre, or else the one it started in. */
function currentColumn(context: Parameters<KeyboardCoordinateGetter>[1]['context']): TaskStatus {
  const rect = context.collisionRect;
  if (rect) {
    const centre = rect.left + rect.width / 2;
    const under = taskStatuses.find((status) => {
      const column = context.droppableRects.get(status);
      return column && centre >= column.left && centre <= column.left + column.width;
    });
    if (under) return under;
  }
  const started = context.active?.data.current?.status;
  return isOneOf(taskStatuses, started) ? started : 'to_do';
}

/**
 * Arrow keys jump a whole column at a time instead of 25 px. The column is worked out from where
 * the card is, not from the last collision, so quick presses in a row each move one column.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = nextKeys.includes(event.code) ? 1 : previousKeys.includes(event.code) ? -1 : 0;
  if (step === 0 || !context.collisionRect) return undefined;
  event.preventDefault();
  const target = taskStatuses[taskStatuses.indexOf(currentColumn(context)) + step];
  const rect = target ? context.droppableRects.get(target) : undefined;
  if (!rect) return undefined;
  return {
    x: rect.left + (rect.width - context.collisionRect.width) / 2,
    y: rect.top + Math.min(48, Math.max(0, rect.height - context.collisionRect.height) / 2),
  };
};

const windowSize = () => `${window.innerWidth}x${window.innerHeight}`;

/**
 * dnd-kit's keyboard sensor drops a drag on every window resize event, and Chromium sends one
 * when a scrollbar comes or goes with the window's size unchanged, which cut keyboard moves
 * short. This one lets a drag go on unless the size really changed.
 */
class KeyboardSensorKeepingDrag extends KeyboardSensor {
  startSize = windowSize();
}
const cancelDrag = (KeyboardSensor.prototype as unknown as { handleCancel: (event: Event) => void })
  .handleCancel;
Object.defineProperty(KeyboardSensorKeepingDrag.prototype, 'handleCancel', {
  writable: true,
  configurable: true,
  value(this: KeyboardSensorKeepingDrag, event: Event) {
    if (event.type === 'resize' && windowSize() === this.startSize) return;
    cancelDrag.call(this, event);
  },
});

// The column under the pointer; the keyboard (no pointer) takes the nearest one.
const collisionDetection: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};

/** The task a dragged card carries. */
function draggedTask(active: { data: { current?: Record<string, unknown> } }): Task | null {
  return (active.data.current?.task as Task | undefined) ?? null;
}

function titleOf(active: { data: { current?: Record<string, unknown> } }): string {
  return draggedTask(active)?.title ?? 'task';
}

function columnName(id: string | number | undefined): string {
  return isOneOf(taskStatuses, id) ? taskStatusLabels[id] : 'no column';
}

export interface TaskBoardProps {
  /** The list's filters; each column adds its status (a status filter leaves the others empty). */
  filters: TaskListFilters;
  now: Date;
  /** What the person may do with each card, and what happens when they do. */
  actionsFor: (task: Task) => TaskCardActions;
  showProject?: boolean;
  /** The tasks with a change waiting to be sent. */
  waitingIds?: ReadonlySet<string>;
  /** The column a phone shows; by default the status filter's, else To Do. */
  column?: TaskStatus;
  onColumnChange?: (column: TaskStatus) => void;
}

/** The count of GET /api/tasks/metrics each column shows. */
const columnCount: Record<TaskStatus, keyof TaskMetrics> = {
  to_do: 'todo',
  in_progress: 'inProgress',
  complete: 'completed',
};

export default function TaskBoard({
  filters,
  now,
  actionsFor,
  showProject = true,
  waitingIds,
  column,
  onColumnChange,
}: TaskBoardProps) {
  const isMobile = useIsMobile();
  const [activeTask, setActiveTask] = useState<Task | null>(null);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the grip stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensorKeepingDrag, { coordinateGetter: columnCoordinates }),
  );
  // The columns' counts, narrowed as the cards are (a status filter only empties columns).
  const { priority, assignedTo } = filters;
  const counts = useQuery(
    getTaskMetricsQueryOptions(filters.workspaceId, filters.projectId, { priority, assignedTo }),
  ).data;
  // A status filter only empties the other columns.
  const countOf = (status: TaskStatus) =>
    filters.status && filters.status !== status ? 0 : counts?.[columnCount[status]];
  const columnOf = (status: TaskStatus, onPhone: boolean) => (
    <BoardColumn
      key={status}
      status={status}
      filters={filters}
      count={countOf(status)}
      now={now}
      actionsFor={actionsFor}
      showProject={showProject}
      waitingIds={waitingIds}
      isAlone={onPhone}
    />
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active)}.`,
    onDragOver: ({ active, over }) => `${titleOf(active)} is over ${columnName(over?.id)}.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active)} was dropped in ${columnName(over.id)}.`
        : `${titleOf(active)} was dropped outside the columns.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active)} was cancelled.`,
  };

  function handleDragStart({ active }: DragStartEvent) {
    setActiveTask(draggedTask(active));
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    setActiveTask(null);
    const task = draggedTask(active);
    if (!task || !over || !isOneOf(taskStatuses, over.id) || over.id === task.status) return;
    actionsFor(task).onStatusChange(task, over.id);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActiveTask(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this task, press Space. Use the arrow keys to choose a column, then press Space again to drop it there, or Escape to cancel.',
        },
      }}
    >
      {isMobile ? (
        <Tabs
          label="Board columns"
          value={column ?? filters.status ?? 'to_do'}
          onValueChange={(value) => {
            if (isOneOf(taskStatuses, value)) onColumnChange?.(value);
          }}
          items={taskStatuses.map((status) => ({
            value: status,
            label: taskStatusLabels[status],
            count: countOf(status),
            content: columnOf(status, true),
          }))}
        />
      ) : (
        // Relative, so the cards' visually hidden labels stay inside the board.
        <div className="relative grid grid-cols-3 items-start gap-4">
          {taskStatuses.map((status) => columnOf(status, false))}
        </div>
      )}
      <DragOverlay dropAnimation={null}>
        {activeTask ? (
          <TaskCard
            task={activeTask}
            now={now}
            actions={{ ...actionsFor(activeTask), canManage: false, canChangeStatus: false }}
            showProject={showProject}
            dragHandle={
              <GripVertical aria-hidden size={16} className="mt-0.5 shrink-0 text-muted" />
            }
            className="rotate-1 shadow-lg"
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function BoardColumn({
  status,
  filters,
  count,
  now,
  actionsFor,
  showProject,
  waitingIds,
  isAlone,
}: {
  status: TaskStatus;
  filters: TaskListFilters;
  /** The server's count of the column's tasks; unknown until it arrives. */
  count: number | undefined;
  now: Date;
  actionsFor: (task: Task) => TaskCardActions;
  showProject: boolean;
  waitingIds: ReadonlySet<string> | undefined;
  /** Shown by itself under the tabs that name it (a phone): no other column to drag cards to. */
  isAlone: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `board-column-${status}`;
  // A status filter leaves the other columns empty: they ask for nothing.
  const isShown = !filters.status || filters.status === status;
  const pages = useTaskPages({ ...filters, status }, isShown);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const fetchMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // A failed page is fetched again from Load more, not in a loop as the column's end stays drawn.
  const canFetchMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
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
      <VirtualGrid
        singleColumn
        items={tasks}
        itemKey={(task) => task.id}
        estimatedRowHeight={TASK_CARD_HEIGHT_PX}
        onEndReached={canFetchMore ? fetchMore : undefined}
        renderItem={(task) => (
          <DraggableTask
            task={task}
            now={now}
            actions={actionsFor(task)}
            showProject={showProject}
            isWaiting={waitingIds?.has(task.id) ?? false}
            canDrag={!isAlone && actionsFor(task).canChangeStatus}
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
      {isShown && hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          {isFetchNextPageError && (
            <p role="alert" className="text-center text-[13px] text-danger">
              {taskUiMessages.loadMoreFailed}
            </p>
          )}
          <Button variant="secondary" size="sm" disabled={isFetchingNextPage} onClick={fetchMore}>
            {isFetchingNextPage ? taskUiMessages.loadingMore : taskUiMessages.loadMore}
          </Button>
        </div>
      )}
    </section>
  );
}

function DraggableTask({
  task,
  now,
  actions,
  showProject,
  isWaiting,
  canDrag,
}: {
  task: Task;
  now: Date;
  actions: TaskCardActions;
  showProject: boolean;
  isWaiting: boolean;
  canDrag: boolean;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: task.id,
    data: { status: task.status, task },
    disabled: !canDrag,
  });
  return (
    <div ref={setNodeRef} data-task-id={task.id} className={cn(isDragging && 'opacity-40')}>
      <TaskCard
        task={task}
        now={now}
        actions={actions}
        showProject={showProject}
        isWaiting={isWaiting}
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
