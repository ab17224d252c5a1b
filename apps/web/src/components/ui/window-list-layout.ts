import { useLayoutEffect, useState, type RefObject } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';

// What the window-scrolled virtual lists (VirtualList, VirtualGrid) share: where the list starts
// on the page, and the space held open for the rows not drawn.

/**
 * Where the list starts on the page: the window's scroll position of its first row, measured
 * again whenever the page's size changes (what is above it, a filter panel or a banner, may have
 * moved it).
 */
export function useListTop(listRef: RefObject<HTMLElement | null>): number {
  const [listTop, setListTop] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setListTop(Math.round(list.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [listRef]);
  return listTop;
}

/** The list's padding above and below its drawn rows: the space of the rows not drawn. */
export function paddingAround(rows: VirtualItem[], totalSize: number, listTop: number) {
  const first = rows[0];
  const last = rows.at(-1);
  return {
    paddingTop: first ? first.start - listTop : 0,
    paddingBottom: last ? totalSize - (last.end - listTop) : 0,
  };
}
