import { useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * A vertical list whose entries are dragged by a grip to a new place (mouse and touch). The keyboard
 * has its own way, the Move up and Move down buttons beside each entry, so the grip is left out of
 * the tab order and hidden from screen readers: one way per input, each complete.
 */

/** A dragged entry goes up or down only. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface ReorderableListProps<T extends { id: string }> {
  entries: T[];
  /** What the entry is called, in what a screen reader hears during a drag. */
  nameOf: (entry: T) => string;
  /** The grip's name, for sighted mouse users' tooltips. */
  gripLabel: (entry: T) => string;
  /** Whether the person may reorder; without, no grips. */
  canReorder: boolean;
  onMove: (entry: T, from: number, to: number) => void;
  /** Draws an entry at its index, with its grip (or nothing) where the entry puts it. */
  renderEntry: (entry: T, grip: ReactNode, index: number) => ReactNode;
  className?: string;
  /** The list element's own name, e.g. 'Items of Final walk-through'. */
  'aria-label'?: string;
}

/** A list of entries, each a place to drop another, in order. */
export function ReorderableList<T extends { id: string }>({
  entries,
  nameOf,
  gripLabel,
  canReorder,
  onMove,
  renderEntry,
  className,
  'aria-label': ariaLabel,
}: ReorderableListProps<T>) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the grip stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
  );
  const [fromIndex, setFromIndex] = useState<number | null>(null);
  const indexOf = (id: unknown) => entries.findIndex((entry) => entry.id === id);
  const nameOfId = (id: unknown) => {
    const entry = entries[indexOf(id)];
    return entry ? nameOf(entry) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOfId(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOfId(active.id)} is over ${nameOfId(over.id)}.` : undefined,
    onDragEnd: ({ active }) => `${nameOfId(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOfId(active.id)} was cancelled.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    setFromIndex(null);
    const from = indexOf(active.id);
    const to = over ? indexOf(over.id) : -1;
    const entry = entries[from];
    if (entry && to !== -1 && to !== from) onMove(entry, from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      onDragStart={({ active }) => setFromIndex(indexOf(active.id))}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setFromIndex(null)}
      accessibility={{ announcements }}
    >
      <ul className={className} aria-label={ariaLabel}>
        {entries.map((entry, index) => (
          <ReorderableEntry
            key={entry.id}
            id={entry.id}
            index={index}
            fromIndex={fromIndex}
            canReorder={canReorder}
            gripLabel={gripLabel(entry)}
          >
            {(grip) => renderEntry(entry, grip, index)}
          </ReorderableEntry>
        ))}
      </ul>
    </DndContext>
  );
}

function ReorderableEntry({
  id,
  index,
  fromIndex,
  canReorder,
  gripLabel,
  children,
}: {
  id: string;
  index: number;
  /** Where the entry being dragged started, while one is. */
  fromIndex: number | null;
  canReorder: boolean;
  gripLabel: string;
  children: (grip: ReactNode) => ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, isDragging } = useDraggable({
    id,
    disabled: !canReorder,
  });
  const { setNodeRef: setDropNodeRef, isOver } = useDroppable({ id, disabled: !canReorder });
  // The line shows where the dragged entry will land: after this one when it comes from above.
  const isTarget = isOver && fromIndex !== null && fromIndex !== index;
  const landsAfter = isTarget && fromIndex < index;
  const grip = canReorder ? (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...listeners}
      tabIndex={-1}
      aria-hidden
      title={gripLabel}
      className="inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-ink active:cursor-grabbing max-md:size-11"
    >
      <GripVertical aria-hidden size={16} />
    </button>
  ) : null;
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        setDropNodeRef(node);
      }}
      style={transform ? { transform: `translate3d(0, ${transform.y}px, 0)` } : undefined}
      className={cn(
        'relative',
        isDragging && 'z-10 rounded-md bg-surface opacity-80 shadow-md',
        isTarget &&
          (landsAfter
            ? 'after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:bg-accent'
            : 'before:absolute before:inset-x-0 before:-top-px before:h-0.5 before:bg-accent'),
      )}
    >
      {children(grip)}
    </li>
  );
}
