/** A stretch of shown text, and whether it is one of the searched words. */
export interface TextPart {
  text: string;
  isMatch: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a query, longest first so that a longer word wins where two overlap. */
export function queryWords(query: string): string[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * `text` cut where the query's words occur (any case), so that the matches can be emphasised as
 * elements rather than by writing markup into the text.
 */
export function splitOnQueryWords(text: string, query: string): TextPart[] {
  const words = queryWords(query);
  if (words.length === 0 || text === '') return text ? [{ text, isMatch: false }] : [];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, isMatch: words.includes(part.toLowerCase()) }));
}
