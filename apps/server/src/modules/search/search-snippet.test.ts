import { describe, expect, it } from 'vitest';
import { SNIPPET_LENGTH, snippetOf } from './search-snippet';
import { searchWords, wordsToFind } from './search-words';

const filler = (word: string, times: number) => `${word} `.repeat(times).trim();

describe('search snippet', () => {
  it('is the whole text when short, whitespace made single spaces', () => {
    expect(snippetOf('  Tiles\n\non   site ', ['tiles'])).toBe('Tiles on site');
  });

  it('is a stretch around the first matched word, cut at spaces', () => {
    const text = `${filler('before', 30)} The plumbing is done ${filler('after', 30)}`;
    const snippet = snippetOf(text, searchWords('plumb'));
    expect(snippet).toMatch(/^…before( before)* The plumbing is done( after)+…$/);
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
  });

  it('finds a word nearly spelled as typed', () => {
    const text = `${filler('before', 30)} The plumbing is done ${filler('after', 30)}`;
    expect(snippetOf(text, searchWords('plumbng'))).toContain('The plumbing is done');
  });

  it('is empty when no word of the text matches (the name matched)', () => {
    expect(snippetOf(filler('words', 60), ['zzz'])).toBe('');
    expect(snippetOf('Seal the skylight', ['zanzibar'])).toBe('');
  });

  it('never cuts a character in half', () => {
    const text = `${'🧱'.repeat(100)} plumbing ${'🧱'.repeat(100)}`;
    const snippet = snippetOf(text, ['plumbing']);
    expect(snippet).toContain('plumbing');
    expect(snippet).toMatch(/^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/);
  });

  it('takes the words of the typed text, lower-cased, punctuation dropped', () => {
    expect(searchWords(`Plumb-ing a:b & | ! ( ) ' \\ "`)).toEqual(['plumb', 'ing', 'a', 'b']);
  });

  it('searches for each distinct word once, eight at most', () => {
    expect(wordsToFind('tile Tile grout')).toEqual(['tile', 'grout']);
    expect(wordsToFind('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
