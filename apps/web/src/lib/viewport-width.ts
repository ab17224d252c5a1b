import { useSyncExternalStore } from 'react';

// The window's width as media queries read it (scrollbar included), kept from the last resize
// while anyone listens rather than read at every render: reading `innerWidth` while the page has
// changes pending makes the browser lay the whole page out there and then, which cost a phone's
// first visit of a project's task list hundreds of milliseconds.
let keptWidth = 0;
const listeners = new Set<() => void>();

function onResize() {
  keptWidth = window.innerWidth;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    keptWidth = window.innerWidth;
    window.addEventListener('resize', onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

// With no one listening, nothing keeps the width current: it is read.
const currentWidth = () => (listeners.size > 0 ? keptWidth : window.innerWidth);

/**
 * What `select` makes of the window's width, drawn again when that changes (not at every resize):
 * `select` answers a value compared with `Object.is`, such as a boolean or a number.
 */
export function useViewportWidth<T>(select: (width: number) => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(currentWidth()),
    () => serverValue,
  );
}
