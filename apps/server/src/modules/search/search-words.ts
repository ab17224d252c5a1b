/** How typed text becomes the words search looks for; the statement and the snippet share it. */

/** The typed words searched for; more would make a statement of many conditions for no gain. */
const SEARCH_WORDS_MAX = 8;

/** Shorter words are matched by their beginning only: a typo in them names too many words. */
export const TYPO_MIN_LENGTH = 4;

// Words as the search's indexes find them: letters and digits, anything else separates.
const wordPattern = /[\p{L}\p{N}]+/gu;

/** The typed text's words, lower-cased. */
export function searchWords(text: string): string[] {
  return [...text.toLowerCase().matchAll(wordPattern)].map((match) => match[0]);
}

/** The distinct words a search looks for, at most `SEARCH_WORDS_MAX` of them. */
export function wordsToFind(text: string): string[] {
  return [...new Set(searchWords(text))].slice(0, SEARCH_WORDS_MAX);
}
