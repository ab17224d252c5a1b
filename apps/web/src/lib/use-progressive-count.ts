import { startTransition, useEffect, useState } from 'react';

/**
 * About a wide desktop's first screen of cards (three columns of four), more than a phone's: fewer
 * cards in the first frame are painted sooner, and the list's top is what a person reads first.
 */
export const FIRST_SCREEN_ITEMS = 12;
/** Added per frame after the first screen: small enough that no frame runs long. */
export const ITEMS_PER_FRAME = 32;

/**
 * How many of a long list's `total` items to render: the first screen at once, then the rest a
 * frame at a time once it is drawn, as a transition (typing and clicks go first). A first visit
 * to a list of hundreds shows its top as soon as the answer is in, instead of after every card
 * below the fold. Once the whole list has been shown, later lists render whole.
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_SCREEN_ITEMS);
  useEffect(() => {
    if (count >= total) return;
    // A frame, then a task: the next batch starts after the browser has painted this one.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      const next = count + ITEMS_PER_FRAME;
      // Past the end, the whole of any later list.
      timer = setTimeout(() => startTransition(() => setCount(next >= total ? Infinity : next)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total]);
  return Math.min(count, total);
}
