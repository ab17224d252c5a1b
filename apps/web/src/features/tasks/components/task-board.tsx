import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DndContext, DragOverlay, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { isOneOf } from '@groundwork/shared/common/guards';
import type { TaskMetrics } from '@groundwork/shared/tasks/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import {
  taskStatuses,
  taskStatusLabels,
  type TaskStatus,
} from '@groundwork/shared/tasks/constants';
import { Tabs } from '../../../components/ui/tabs';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { getTaskMetricsQueryOptions } from '../api/get-task-metrics';
import type { TaskListFilters } from '../api/query-keys';
import { BoardColumn } from './board-column';
import {
  collisionDetection,
  dragAnnouncements,
  draggedTask,
  dragInstructions,
  useBoardSensors,
} from './board-drag';
import { TaskCard, type TaskCardSettings } from './task-card';

/**
 * The board view: one column per status. A card moves by dragging its grip (mouse, touch, or
 * keyboard: Space to pick up, arrows to change column, Space to drop) or by its status control.
 * Each column asks for its own pages (its status as a filter) and draws only the cards near the
 * window; its count is the server's. A phone shows one column at a time, chosen from tabs naming
 * each status and its count; there a card moves by its status control. This module, with its
 * column (board-column) and its drag handling (board-drag), is the only one that loads @dnd-kit,
 * and it is imported lazily with the board.
 */

export interface TaskBoardProps {
  /** The list's filters; each column adds its status (a status filter leaves the others empty). */
  filters: TaskListFilters;
  cards: TaskCardSettings;
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

export default function TaskBoard({ filters, cards, column, onColumnChange }: TaskBoardProps) {
  const isMobile = useIsMobile();
  const [activeTask, setActiveTask] = useState<Task | null>(null);
  const sensors = useBoardSensors();
  // The columns' counts, narrowed as the cards are (a status filter only empties columns).
  const { priority, assignedTo, labelIds } = filters;
  const counts = useQuery(
    getTaskMetricsQueryOptions(filters.workspaceId, filters.projectId, {
      priority,
      assignedTo,
      labelIds,
    }),
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
      cards={cards}
      isAlone={onPhone}
    />
  );

  function handleDragStart({ active }: DragStartEvent) {
    setActiveTask(draggedTask(active));
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    setActiveTask(null);
    const task = draggedTask(active);
    if (!task || !over || !isOneOf(taskStatuses, over.id) || over.id === task.status) return;
    cards.actionsFor(task).onStatusChange(task, over.id);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActiveTask(null)}
      accessibility={{
        announcements: dragAnnouncements,
        screenReaderInstructions: dragInstructions,
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
            now={cards.now}
            actions={{ ...cards.actionsFor(activeTask), canManage: false, canChangeStatus: false }}
            showProject={cards.showProject}
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
