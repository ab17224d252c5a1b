import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { Queryable } from './database';

/**
 * A statement built and prepared once per database (or transaction) and then reused: on
 * PostgreSQL a named statement is parsed and planned once per connection instead of on every
 * request. The builder must give the statement a name of its own.
 */
export function preparedPerDatabase<T>(build: (db: Queryable) => T): (db: Queryable) => T {
  const statements = new WeakMap<Queryable, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/**
 * Statements of one query in several shapes (which filters it has, which order): each shape is
 * built and prepared once per database on first use, under the key that names it.
 */
export function preparedPerShape<T>() {
  const shapes = new Map<string, (db: Queryable) => T>();
  return (key: string, build: (db: Queryable) => T): ((db: Queryable) => T) => {
    let statement = shapes.get(key);
    if (!statement) {
      statement = preparedPerDatabase(build);
      shapes.set(key, statement);
    }
    return statement;
  };
}

/**
 * A statement of a batched read (see batched-read.ts), prepared per database in two forms: for one
 * key and for several. PostgreSQL plans `column = $1` once and then reuses the plan, but plans
 * `column = any($1)` again on every call (it cannot know the array's length), which made a lone
 * request's read measurably slower; a batch of one key, the usual case when the server is quiet,
 * uses the first form.
 */
export function preparedPerBatchSize<T>(
  build: (db: Queryable, many: boolean) => T,
): (db: Queryable, keyCount: number) => T {
  const forOne = preparedPerDatabase((db) => build(db, false));
  const forMany = preparedPerDatabase((db) => build(db, true));
  return (db, keyCount) => (keyCount > 1 ? forMany(db) : forOne(db));
}

/** The condition that `column` is the key, or one of the keys, of the placeholder `name`. */
export function isBatchKey(column: Column, name: string, many: boolean): SQL {
  return many ? sql`${column} = any(${sql.placeholder(name)})` : eq(column, sql.placeholder(name));
}

/** The value of a batch's keys placeholder in the form `isBatchKey` chose for their count. */
export function batchKeys<K>(keys: K[]): K | K[] {
  return keys.length > 1 ? keys : (keys[0] as K);
}
