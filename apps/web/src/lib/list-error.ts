/**
 * Whether a paged list itself failed: a next page that failed leaves the pages before it on
 * screen, with the reason at their end.
 */
export function isListError(query: { isError: boolean; isFetchNextPageError: boolean }): boolean {
  return query.isError && !query.isFetchNextPageError;
}
