import { asc, getTableColumns, gt, sql } from 'drizzle-orm';
import { changeCursorTable, changeTable } from '../../db/schema';
import type { Database, Queryable } from '../database';
import type { ChangeRow } from './change';
import { CHANGES_CHANNEL } from './change-record';

/** The cursor of the numbering itself: the last position given. */
const POSITIONS_CURSOR = 'positions';
/** The most changes numbered, read or handed to the consumers at once. */
export const BATCH_SIZE = 500;

export function rowsOf<T>(result: unknown): T[] {
  // node-postgres and PGlite both answer { rows }; drizzle passes them through.
  return (result as { rows: T[] }).rows;
}

/** The numbered changes after `position`, in position order, at most `limit`. */
export function readChangesAfter(
  db: Queryable,
  position: number,
  limit = BATCH_SIZE,
): Promise<ChangeRow[]> {
  return db
    .select()
    .from(changeTable)
    .where(gt(changeTable.position, position))
    .orderBy(asc(changeTable.position))
    .limit(limit) as Promise<ChangeRow[]>;
}

/** Every column of `changes`, named as drizzle names them, for a statement drizzle cannot build. */
const changeColumns = getTableColumns(changeTable);
const returnedChangeColumns = sql.join(
  Object.entries(changeColumns).map(
    ([key, column]) => sql`c.${sql.identifier(column.name)} as ${sql.identifier(key)}`,
  ),
  sql`, `,
);

function changeRowOf(raw: Record<string, unknown>): ChangeRow {
  return Object.fromEntries(
    Object.entries(changeColumns).map(([key, column]) => [
      key,
      raw[key] === null ? null : column.mapFromDriverValue(raw[key]),
    ]),
  ) as ChangeRow;
}

/**
 * Makes the numbering's cursor when the record has none yet; answers the last position given, from
 * which a relay that starts reads.
 */
export async function startNumbering(db: Database): Promise<number> {
  const [positions] = await db
    .insert(changeCursorTable)
    .values({ name: POSITIONS_CURSOR, position: 0 })
    .onConflictDoUpdate({
      target: changeCursorTable.name,
      set: { position: sql`${changeCursorTable.position}` },
    })
    .returning();
  return positions?.position ?? 0;
}

interface Numbering {
  /** The changes this numbering gave positions to, in position order. */
  changes: ChangeRow[];
  /** The last position given before them: all changes up to it were numbered earlier. */
  previous: number;
}

/**
 * Gives positions, above the last one given, to the committed changes that have none, in one
 * statement under a lock of the `positions` cursor: numberings never overlap, and each commits
 * before the next begins, so a reader that sees position P has seen every position below it. A
 * change still uncommitted is invisible here and is numbered in a later round, after these.
 * (Rows another numbering took while this statement waited for the lock fail the `position is
 * null` recheck and are left alone; their numbers are skipped, which readers do not mind.)
 * Answers the changes it numbered, so that a relay that had read up to `previous` need not read
 * them again.
 */
export async function numberNewChanges(db: Database): Promise<Numbering> {
  const result = await db.execute(sql`
    with cursor as (
      select position from ${changeCursorTable} where name = ${POSITIONS_CURSOR} for update
    ), waiting as (
      select id, row_number() over (order by id) as n
      from ${changeTable} where position is null order by id limit ${BATCH_SIZE}
    ), numbered as (
      update ${changeTable} c set position = (select position from cursor) + waiting.n
      from waiting where c.id = waiting.id and c.position is null
      returning ${returnedChangeColumns}
    ), moved as (
      update ${changeCursorTable} set position = (select max(position) from numbered)
      where name = ${POSITIONS_CURSOR} and exists (select 1 from numbered)
    )
    -- One notification however many rows: PostgreSQL folds identical ones of a transaction.
    select numbered.*, cursor.position as "previousPosition", pg_notify(${CHANGES_CHANNEL}, '')
    from numbered, cursor`);
  const rows = rowsOf<Record<string, unknown>>(result);
  return {
    changes: rows
      .map(changeRowOf)
      .sort((one, other) => (one.position as number) - (other.position as number)),
    previous: Number(rows[0]?.previousPosition ?? Number.NaN),
  };
}
