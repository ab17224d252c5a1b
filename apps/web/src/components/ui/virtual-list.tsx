import { Fragment, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';

/** Rows drawn beyond each edge of the window, so a quick scroll or Tab lands on drawn rows. */
const OVERSCAN_ROWS = 6;

/** What a row's own `<li>` must carry so that the list can measure it. */
export interface VirtualRowProps {
  ref: Ref<HTMLLIElement>;
  'data-index': number;
}

export interface VirtualListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** Draws one item as an `<li>` that spreads `rowProps`. */
  renderItem: (item: T, rowProps: VirtualRowProps) => ReactNode;
  /** About one row's height before it is measured: the list's length is right sooner. */
  estimatedRowHeight: number;
  /** The list's accessible name. */
  label?: string;
  labelledBy?: string;
  className?: string;
}

/**
 * A one-column list (rows of notifications, files, activity) that keeps only the rows near the
 * window in the page; the rows above and below are space the list holds open (its padding),
 * measured as they are drawn, so the scrollbar stays true. Fetching more is the caller's: put a
 * `LoadMore` after the list, whose sentinel comes into view only at the list's real end.
 */
export function VirtualList<T>({
  items,
  itemKey,
  renderItem,
  estimatedRowHeight,
  label,
  labelledBy,
  className,
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts on the page: the window's scroll position of its first row, measured
  // again whenever the page's size changes (what is above it may have moved it).
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
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedRowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
    getItemKey: (index) => (items[index] === undefined ? index : itemKey(items[index])),
    // A row that reads 0 px is not laid out (inside a hidden panel, or a page built hidden): it
    // counts as the estimate, or every row would seem to fit in the window and all be drawn.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || estimatedRowHeight,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const paddingTop = first ? first.start - listTop : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - listTop) : 0;

  return (
    <ul
      ref={listRef}
      aria-label={label}
      aria-labelledby={labelledBy}
      className={className}
      style={{ paddingTop, paddingBottom }}
    >
      {rows.map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <Fragment key={itemKey(item)}>
            {renderItem(item, { ref: virtualizer.measureElement, 'data-index': row.index })}
          </Fragment>
        );
      })}
    </ul>
  );
}
