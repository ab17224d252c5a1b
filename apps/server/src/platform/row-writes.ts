import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from './database';

/** What an update may change of a table's row: every column but those fixed when it is made. */
export type RowChanges<T extends PgTable, Fixed extends keyof T['$inferInsert']> = Partial<
  Omit<T['$inferInsert'], Fixed>
>;

/** A table whose rows are named by a uuid `id`. */
type TableWithId = PgTable & { id: PgColumn };

/**
 * Inserts one row and answers it as stored. No row back means the statement itself went wrong,
 * never a user's mistake, so it is a plain Error naming what was inserted.
 */
export async function insertRow<T extends PgTable>(
  db: Queryable,
  table: T,
  values: T['$inferInsert'],
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`insert returned no ${what}`);
  return row;
}

/**
 * Changes the row with this id and answers it as stored. Callers have read the row first, in
 * the same transaction, so a row missing here is a fault, not a 404.
 */
export async function updateRowById<T extends TableWithId>(
  db: Queryable,
  table: T,
  id: string,
  changes: PgUpdateSetSource<T>,
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .update(table)
    .set(changes)
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`update matched no ${what}`);
  return row;
}
