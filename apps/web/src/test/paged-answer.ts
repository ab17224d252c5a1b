import { jsonResponse } from './fetch';

/**
 * A list route's answer as the server gives it: with `limit`, the page after `cursor` as
 * `{ items, nextCursor }` (cursors here are `after-<count>`); without, the whole list. With
 * `unreadOnly=true`, only the items whose `isRead` is false.
 */
export function pagedAnswer<T>(items: readonly T[], url: URL): Response {
  const limit = url.searchParams.get('limit');
  if (limit === null) return jsonResponse(items);
  const start = Number(url.searchParams.get('cursor')?.replace('after-', '') ?? 0);
  const end = start + Number(limit);
  return jsonResponse({
    items: items.slice(start, end),
    nextCursor: end < items.length ? `after-${end}` : null,
  });
}
