import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

/**
 * How the window-scrolled lists read a drawn row's height: only from the ResizeObserver's entry,
 * which comes once the browser has laid the page out anyway. The virtualizer's own way reads
 * `offsetHeight` as each row is attached, which makes the browser lay the whole page out there
 * and then, once per render that draws a new row: over a second of a phone's first visit of a
 * project's task list. Until its entry comes a row counts as its last known height, or the
 * estimate. A row not laid out (inside a hidden panel, or a page built behind its placeholder)
 * reads 0 px and counts as the estimate too, or every row would seem to fit in the window, all be
 * drawn, and the end seem reached at once.
 */
export function rowHeightMeasure(estimatedRowHeight: number) {
  return (
    element: Element,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<Window, Element>,
  ): number => {
    if (!entry) {
      const key = instance.options.getItemKey(instance.indexFromElement(element));
      return instance.itemSizeCache.get(key) ?? estimatedRowHeight;
    }
    return measureElement(element, entry, instance) || estimatedRowHeight;
  };
}
