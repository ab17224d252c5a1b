import { Fragment, useRef, type ReactNode, type Ref } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { rowHeightMeasure } from './row-height';
import { paddingAround, useListTop } from './window-list-layout';

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
function VirtualList<T>({
  items,
  itemKey,
  renderItem,
  estimatedRowHeight,
  label,
  labelledBy,
  className,
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const listTop = useListTop(listRef);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedRowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
    getItemKey: (index) => (items[index] === undefined ? index : itemKey(items[index])),
    measureElement: rowHeightMeasure(estimatedRowHeight),
  });
  const rows = virtualizer.getVirtualItems();
  const { paddingTop, paddingBottom } = paddingAround(rows, virtualizer.getTotalSize(), listTop);

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

/** A VirtualList of records keyed by their ids, with a line between rows. */
export function DividedVirtualList<T extends { id: string }>(
  props: Omit<VirtualListProps<T>, 'itemKey' | 'className'>,
) {
  return <VirtualList {...props} itemKey={(item) => item.id} className="divide-y divide-line" />;
}
