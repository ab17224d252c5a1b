import { useEffect, useRef, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { cn } from '../../lib/cn';
import { useViewportWidth } from '../../lib/viewport-width';
import { rowHeightMeasure } from './row-height';
import { paddingAround, useListTop } from './window-list-layout';

/** The grid's columns from each width up: Tailwind's md (768 px) and xl (1280 px), as `gridColumns`. */
const COLUMNS_FROM_WIDTH: Array<[minWidthPx: number, columns: number]> = [
  [1280, 3],
  [768, 2],
];
const gridColumns = 'grid-cols-1 md:grid-cols-2 xl:grid-cols-3';
/** gap-4, which the virtualizer adds between rows as the grid does. */
const ROW_GAP_PX = 16;
/** Rows drawn beyond each edge of the window, so a quick scroll or Tab lands on drawn cards. */
const OVERSCAN_ROWS = 3;

const columnsAt = (width: number) =>
  COLUMNS_FROM_WIDTH.find(([minWidth]) => width >= minWidth)?.[1] ?? 1;

export interface VirtualGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** About one row's height before it is measured: the page's length is right sooner. */
  estimatedRowHeight: number;
  /**
   * Called when the list's last row is drawn (it is near the window): the moment to fetch what
   * comes after it. Pass it only while there is more to fetch and nothing is being fetched.
   */
  onEndReached?: () => void;
  /** One card a row whatever the window's width (a board column). */
  singleColumn?: boolean;
  /** The list's accessible name, when it needs one. */
  label?: string;
  className?: string;
}

/**
 * A list of cards in one to three columns that keeps only the rows near the window in the page:
 * a list of thousands costs what a screenful does. The rows above and below are space the list
 * holds open (its padding), measured as they are drawn, so the scrollbar stays true.
 */
export function VirtualGrid<T>({
  items,
  itemKey,
  renderItem,
  estimatedRowHeight,
  onEndReached,
  singleColumn = false,
  label,
  className,
}: VirtualGridProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const widthColumns = useViewportWidth(columnsAt, 1);
  const columns = singleColumn ? 1 : widthColumns;
  const listTop = useListTop(listRef);

  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimatedRowHeight,
    gap: ROW_GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
    measureElement: rowHeightMeasure(estimatedRowHeight),
  });
  const rows = virtualizer.getVirtualItems();
  const { paddingTop, paddingBottom } = paddingAround(rows, virtualizer.getTotalSize(), listTop);

  const last = rows.at(-1);
  const isLastRowDrawn = last !== undefined && last.index === rowCount - 1;
  useEffect(() => {
    if (isLastRowDrawn) onEndReached?.();
  }, [isLastRowDrawn, rowCount, onEndReached]);

  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={cn('grid gap-4', singleColumn ? 'grid-cols-1' : gridColumns, className)}
      style={{ paddingTop, paddingBottom }}
    >
      {rows.flatMap((row) =>
        items.slice(row.index * columns, (row.index + 1) * columns).map((item, column) => (
          <li
            key={itemKey(item)}
            // A row is as tall as its tallest card: its first card stands for it.
            ref={column === 0 ? virtualizer.measureElement : undefined}
            data-index={column === 0 ? row.index : undefined}
          >
            {renderItem(item)}
          </li>
        )),
      )}
    </ul>
  );
}
