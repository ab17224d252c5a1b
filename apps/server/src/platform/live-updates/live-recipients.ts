import { sql, type SQL } from 'drizzle-orm';
import { changeTable } from '../../db/schema';
import type { Queryable } from '../database';
import { canSeeChangeSql } from '../visibility';

export interface ChangeRange {
  /** Changes after this position... */
  after: number;
  /** ...up to this one (inclusive); none: up to the newest. */
  upTo?: number;
  /** Only changes made at or after this moment (the replay window). */
  since?: Date;
  limit?: number;
}

/**
 * Which of `userIds` may see which changes of the range, in one statement whatever the number of
 * changes or people, by the one visibility rule (`canSeeChangeSql` in `platform/visibility.ts`).
 * Answers (position, userId) pairs in position order.
 */
export async function listChangeRecipients(
  db: Queryable,
  userIds: string[],
  range: ChangeRange,
): Promise<{ position: number; userId: string }[]> {
  if (userIds.length === 0) return [];
  const c = changeTable;
  const conditions: SQL[] = [sql`${c.position} > ${range.after}`];
  if (range.upTo !== undefined) conditions.push(sql`${c.position} <= ${range.upTo}`);
  if (range.since) conditions.push(sql`${c.createdAt} >= ${range.since.toISOString()}`);
  const result = await db.execute<{ position: string; user_id: string }>(sql`
    select ${c.position} as position, u.user_id
    from ${c} cross join unnest(${`{${userIds.join(',')}}`}::uuid[]) as u(user_id)
    where ${sql.join(conditions, sql` and `)}
      and ${canSeeChangeSql(sql`u.user_id`)}
    order by ${c.position}
    ${range.limit === undefined ? sql`` : sql`limit ${range.limit}`}`);
  return (result as unknown as { rows: { position: string; user_id: string }[] }).rows.map(
    (row) => ({ position: Number(row.position), userId: row.user_id }),
  );
}
