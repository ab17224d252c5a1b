/**
 * The stretch of a found text shown under a search result: about `SNIPPET_LENGTH` characters
 * around the first word the search matched, plain text, cut at spaces. Written here rather than
 * with `ts_headline` because a result is also found by a typo, which full-text search does not
 * see, and because its stretch is measured in characters (what fits on a line), not words.
 */

import { TYPO_MIN_LENGTH } from './search-words';

export const SNIPPET_LENGTH = 120;
/** How much of the stretch comes before the matched word, so that it reads in context. */
const LEAD = 40;
/** How far a cut may move to fall between words rather than inside one. */
const WORD_REACH = 15;

// Words as the search's indexes find them: letters and digits, anything else separates.
const wordPattern = /[\p{L}\p{N}]+/gu;

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The typos a typed word of this length may hold and still name a word: as the trigrams allow. */
function typosAllowed(length: number): number {
  if (length < TYPO_MIN_LENGTH) return 0;
  return length < 8 ? 1 : 2;
}

/** Whether a word of the text is one typed, its beginning, or nearly spelled so. */
function isMatch(word: string, typed: string): boolean {
  if (word.startsWith(typed)) return true;
  const allowed = typosAllowed(typed.length);
  if (allowed === 0) return false;
  // Against the whole word, and against its beginning (a typo in a prefix).
  return (
    editDistance(typed, word) <= allowed ||
    editDistance(typed, word.slice(0, typed.length)) <= allowed
  );
}

/** Where the first matched word of `text` starts, or null when no word of it matches. */
function firstMatch(text: string, typed: string[]): number | null {
  for (const match of text.toLowerCase().matchAll(wordPattern)) {
    if (typed.some((word) => isMatch(match[0], word))) return match.index;
  }
  return null;
}

/** Moves a cut off the middle of a surrogate pair, so no half of a character is shown. */
function onCharacter(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff ? index + 1 : index;
}

/** A cut near `index` that falls on a space, if there is one within reach in `direction`. */
function atSpace(text: string, index: number, direction: 1 | -1): number {
  for (let step = 0; step <= WORD_REACH; step += 1) {
    const at = index + step * direction;
    if (at <= 0 || at >= text.length) break;
    if (text[at] === ' ') return direction === 1 ? at + 1 : at;
  }
  return index;
}

/**
 * About `SNIPPET_LENGTH` characters of `text` around its first word that the typed words match,
 * whitespace made single spaces, `…` where it was cut; empty when no word of it matches (the words
 * were found in the result's name, which is shown already).
 */
export function snippetOf(text: string, typed: string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const matchAt = firstMatch(flat, typed);
  if (matchAt === null) return '';
  if (flat.length <= SNIPPET_LENGTH) return flat;
  let start = Math.max(0, Math.min(matchAt - LEAD, flat.length - SNIPPET_LENGTH));
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (start > 0) start = onCharacter(flat, Math.min(atSpace(flat, start, 1), matchAt));
  if (end < flat.length) end = onCharacter(flat, atSpace(flat, end, -1));
  const stretch = flat.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${stretch}${end < flat.length ? '…' : ''}`;
}
