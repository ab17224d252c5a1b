/**
 * What search (GET /api/search) reads, by GIN expression indexes that PostgreSQL keeps current in
 * the writing transaction. Words go through full-text search with the 'simple' configuration (no
 * language's stemming or stop words: names and mixed-language text are matched as written, and
 * prefixes with `:*`); punctuation becomes a space first, so `kitchen-sink_v2.pdf` is three words
 * rather than a host name. Typos are matched by trigrams (pg_trgm) on the text as written. A name
 * (title) is indexed apart from the longer text beside it, so that search finds the rows whose name
 * matches without testing every row whose text does (docs/decisions.md "Search ranking"). The
 * search repository writes these same expressions, which is what lets the planner use the indexes.
 */
import { sql, type SQL } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const searchVector = (text: SQL) =>
  sql`to_tsvector('simple', regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g'))`;

/** One or more columns searched as one text, a space between them. */
export const searchText = (...columns: AnyPgColumn[]) =>
  sql.join(
    columns.map((column) => (column.notNull ? sql`${column}` : sql`coalesce(${column}, '')`)),
    sql` || ' ' || `,
  );

/** The word and trigram indexes of the text made of `columns`, named after `name`. */
export const searchIndexes = (name: string, ...columns: AnyPgColumn[]) => {
  const text = searchText(...columns);
  return [
    index(`${name}_search_words_idx`).using('gin', searchVector(text)),
    index(`${name}_search_trigrams_idx`).using('gin', sql`(${text}) gin_trgm_ops`),
  ];
};
