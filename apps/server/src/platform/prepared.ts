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
