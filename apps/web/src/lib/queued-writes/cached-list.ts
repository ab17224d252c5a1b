import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '@groundwork/shared/common/paging';

/**
 * A list as the query cache holds it: the whole list (an array), or the pages an infinite query
 * has fetched so far. Whatever writes a record in the cache edits both shapes the same way.
 */
export type CachedList<T> = T[] | InfiniteData<Page<T>>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether the cached answer is an infinite query's pages of `{ items, nextCursor }`. */
function isPagedList(data: unknown): data is InfiniteData<Page<unknown>> {
  return (
    isObject(data) &&
    Array.isArray(data.pageParams) &&
    Array.isArray(data.pages) &&
    data.pages.every((page) => isObject(page) && Array.isArray(page.items))
  );
}

/** The items of a cached list in either shape, in order; none for anything else. */
export function itemsOf<T>(data: CachedList<T> | undefined): T[] {
  if (Array.isArray(data)) return data;
  if (isPagedList(data)) return data.pages.flatMap((page) => page.items) as T[];
  return [];
}

const idOf = (item: unknown): unknown => (isObject(item) ? item.id : undefined);

/**
 * Splits an edited run of items back into the pages they came from, each keeping its cursor: an
 * item stays on its page, and a new one joins the page of the item before it (the first page when
 * it leads), so the pages read in the order the edit made.
 */
function splitIntoPages<T>(pages: Array<Page<T>>, edited: T[]): Array<Page<T>> {
  const pageOf = new Map<unknown, number>();
  pages.forEach((page, index) => page.items.forEach((item) => pageOf.set(idOf(item), index)));
  const items: T[][] = pages.map(() => []);
  let current = 0;
  for (const item of edited) {
    current = Math.max(current, pageOf.get(idOf(item)) ?? current);
    items[current]?.push(item);
  }
  return pages.map((page, index) => ({ ...page, items: items[index] ?? [] }));
}

/**
 * Applies `edit` to the items of a cached list in either shape (records are told apart by `id`);
 * anything else, or a list the edit gives back as it was, is given back as it is. Pages are
 * flattened, edited, and split back.
 */
export function editCachedList<T>(data: unknown, edit: (items: T[]) => T[]): unknown {
  if (Array.isArray(data)) return edit(data as T[]);
  if (!isPagedList(data) || data.pages.length === 0) return data;
  const pages = data.pages as Array<Page<T>>;
  const items = pages.flatMap((page) => page.items);
  const edited = edit(items);
  return edited === items ? data : { ...data, pages: splitIntoPages(pages, edited) };
}
