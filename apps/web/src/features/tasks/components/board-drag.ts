import {
  closestCenter,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { isOneOf } from '@groundwork/shared/common/guards';
import type { Task } from '@groundwork/shared/tasks/schemas';
import {
  taskStatuses,
  taskStatusLabels,
  type TaskStatus,
} from '@groundwork/shared/tasks/constants';

/**
 * How a card is dragged between the board's columns: the sensors (mouse, touch, keyboard), where
 * a drop lands, and what a screen reader hears on the way.
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
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
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

/** The board's sensors: the pointer (mouse and touch) and the keyboard. */
export function useBoardSensors() {
  return useSensors(
    // A few pixels of travel before a drag starts, so a click on the grip stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensorKeepingDrag, { coordinateGetter: columnCoordinates }),
  );
}

// The column under the pointer; the keyboard (no pointer) takes the nearest one.
export const collisionDetection: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};

/** The task a dragged card carries. */
export function draggedTask(active: { data: { current?: Record<string, unknown> } }): Task | null {
  return (active.data.current?.task as Task | undefined) ?? null;
}

function titleOf(active: { data: { current?: Record<string, unknown> } }): string {
  return draggedTask(active)?.title ?? 'task';
}

function columnName(id: string | number | undefined): string {
  return isOneOf(taskStatuses, id) ? taskStatusLabels[id] : 'no column';
}

/** What a screen reader hears as a card is picked up, moved and dropped. */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${titleOf(active)}.`,
  onDragOver: ({ active, over }) => `${titleOf(active)} is over ${columnName(over?.id)}.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${titleOf(active)} was dropped in ${columnName(over.id)}.`
      : `${titleOf(active)} was dropped outside the columns.`,
  onDragCancel: ({ active }) => `Moving ${titleOf(active)} was cancelled.`,
};

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this task, press Space. Use the arrow keys to choose a column, then press Space again to drop it there, or Escape to cancel.',
};
