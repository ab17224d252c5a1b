import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './constants';
import { optionalQueryParam, textInputSchema } from './schemas';
import { componentSchema } from './component-schema';

/**
 * Paged lists: `?limit=&cursor=` on every list that grows, answering `{ items, nextCursor }`.
 * Without either, a list answers as it always has (the whole list), so older clients still work.
 * The cursor is opaque: the server writes it (base64url of the last row's sort keys) and reads
 * back only what it wrote; a client passes the `nextCursor` it was given, unchanged.
 */

export { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX };
export const PAGE_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,512}$/;

export const pagingMessages = {
  badLimit: `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
  badCursor: 'Invalid cursor',
} as const;

const limitSchema = z.coerce
  .number({ error: pagingMessages.badLimit })
  .int({ error: pagingMessages.badLimit })
  .min(1, { error: pagingMessages.badLimit })
  .max(PAGE_LIMIT_MAX, { error: pagingMessages.badLimit });

const cursorSchema = textInputSchema('cursor')
  .min(1, { error: pagingMessages.badCursor })
  .regex(PAGE_CURSOR_PATTERN, { error: pagingMessages.badCursor })
  .meta({ description: "The previous page's nextCursor, as it was answered; no other value." });

/** The `limit` and `cursor` query parameters; merge them into a list's own query schema. */
export const pageQueryShape = {
  limit: optionalQueryParam('limit', limitSchema),
  cursor: optionalQueryParam('cursor', cursorSchema),
};
export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Whether a list's query asked for a page (either parameter) rather than the whole list. */
export function asksForPage(query: PageQuery): boolean {
  return query.limit !== undefined || query.cursor !== undefined;
}

/** One page of `item`s: `nextCursor` is null on the last page. `id` names it in the document. */
export function pageSchema<T extends z.ZodType>(item: T, id: string) {
  return componentSchema(id, {
    items: z.array(item),
    nextCursor: z.string().regex(PAGE_CURSOR_PATTERN).nullable(),
  });
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
