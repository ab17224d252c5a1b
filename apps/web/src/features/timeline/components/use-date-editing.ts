import { useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

export interface DateEditingOptions {
  /** Day index of the date as it stands. */
  day: number;
  /** The days it may move between, inclusive. */
  minDay: number;
  maxDay: number;
  pxPerDay: number;
  /** Called once per change, on release, Enter or blur, with the number of days moved. */
  onCommit: (days: number) => void;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Moving one date by dragging (pointer events, captured, so the drag follows outside the mark)
 * or by the keyboard (arrows by a day, Shift+arrows by a week; Enter or leaving saves, Escape
 * puts it back). The shift is state of the one mark being moved, changed only when it crosses
 * into another day, so a drag redraws that row alone and only a few times.
 */
export function useDateEditing({ day, minDay, maxDay, pxPerDay, onCommit }: DateEditingOptions) {
  const [shift, setShift] = useState(0);
  const drag = useRef<{ x: number; from: number; pointerId: number } | null>(null);
  const shiftRef = useRef(0);
  const move = (next: number) => {
    const bounded = clamp(day + next, minDay, maxDay) - day;
    shiftRef.current = bounded;
    setShift(bounded);
  };
  const commit = () => {
    const days = shiftRef.current;
    shiftRef.current = 0;
    setShift(0);
    if (days !== 0) onCommit(days);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.focus();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { x: event.clientX, from: shiftRef.current, pointerId: event.pointerId };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const next = current.from + Math.round((event.clientX - current.x) / pxPerDay);
      if (next !== shiftRef.current) move(next);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (drag.current?.pointerId !== event.pointerId) return;
      drag.current = null;
      commit();
    },
    onPointerCancel() {
      drag.current = null;
      move(0);
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const step = event.shiftKey ? 7 : 1;
      switch (event.key) {
        case 'ArrowRight':
        case 'ArrowUp':
          move(shiftRef.current + step);
          break;
        case 'ArrowLeft':
        case 'ArrowDown':
          move(shiftRef.current - step);
          break;
        case 'PageUp':
          move(shiftRef.current + 7);
          break;
        case 'PageDown':
          move(shiftRef.current - 7);
          break;
        case 'Enter':
          commit();
          break;
        case 'Escape':
          if (shiftRef.current === 0) return;
          move(0);
          break;
        default:
          return;
      }
      event.preventDefault();
    },
    onBlur(_event: FocusEvent<HTMLElement>) {
      if (drag.current === null) commit();
    },
  };
  return { shift, handlers };
}
