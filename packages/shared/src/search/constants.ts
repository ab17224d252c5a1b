/** Search's kinds of result, limits and messages. Plain values: zod stays in schemas.ts. */

export const searchResultTypes = ['task', 'project', 'comment', 'file', 'venture'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** Shorter text finds too much to be useful, longer is not a search. */
export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_PAGE_DEFAULT = 20;

export const searchMessages = {
  queryTooShort: `Search for at least ${SEARCH_QUERY_MIN_LENGTH} characters`,
  queryTooLong: `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
  badType: `Type must be one of: ${searchResultTypes.join(', ')}`,
} as const;
