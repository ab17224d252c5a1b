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
