import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Ellipsis } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { checklistLabels, movedAnnouncement } from '../checklist-messages';

/**
 * The button that shows or hides a checklist's or an item's actions in a row under it: a row
 * stays one line on a phone (its box, its text and this button), and the actions, once shown,
 * are full-size buttons with their names.
 */
export function ActionsToggle({
  label,
  expanded,
  controls,
  onToggle,
}: {
  /** e.g. 'Actions for Keys handed over'. */
  label: string;
  expanded: boolean;
  /** The id of the row of actions it shows. */
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-subtle hover:text-ink max-md:size-11',
        expanded ? 'bg-subtle text-ink' : 'text-muted',
      )}
    >
      <Ellipsis aria-hidden size={16} />
    </button>
  );
}

/** The row of actions an ActionsToggle shows. */
export function EntryActions({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="flex flex-wrap gap-2 py-2">
      {children}
    </div>
  );
}

/**
 * Move up and Move down: the keyboard's way to reorder (the grip is the pointer's). The focus
 * stays on the button pressed as the entry moves, or on the other one at the list's end, and the
 * new place is said aloud.
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  /** What moves, in what is said once it has. */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<{ button: 'up' | 'down'; from: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // The entry is drawn at its new place once its list has moved it; the button that was pressed
  // may have lost the focus on the way.
  useLayoutEffect(() => {
    if (!pressed.current || pressed.current.from === index) return;
    const { button } = pressed.current;
    pressed.current = null;
    const wanted = button === 'up' ? upRef.current : downRef.current;
    const other = button === 'up' ? downRef.current : upRef.current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [index]);

  const move = (button: 'up' | 'down') => {
    const to = button === 'up' ? index - 1 : index + 1;
    pressed.current = { button, from: index };
    setAnnouncement(movedAnnouncement(name, to, count));
    onMove(to);
  };
  return (
    <>
      <Button
        ref={upRef}
        variant="secondary"
        size="sm"
        disabled={index === 0}
        onClick={() => move('up')}
      >
        <ArrowUp aria-hidden size={16} />
        {checklistLabels.moveUp}
      </Button>
      <Button
        ref={downRef}
        variant="secondary"
        size="sm"
        disabled={index === count - 1}
        onClick={() => move('down')}
      >
        <ArrowDown aria-hidden size={16} />
        {checklistLabels.moveDown}
      </Button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
