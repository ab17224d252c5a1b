import { and, asc, count, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import { projectTable, smsMessageTable, taskTable, workspaceMemberTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { canSeeProjectSql, memberHasAccess } from '../../platform/visibility';

export type SmsMessageRow = typeof smsMessageTable.$inferSelect;
export type NewSmsMessage = typeof smsMessageTable.$inferInsert;

/** Queues messages; one whose key is already queued (or sent) is left alone. Answers how many. */
export async function queueMessages(db: Queryable, rows: NewSmsMessage[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(smsMessageTable)
    .values(rows)
    .onConflictDoNothing({ target: smsMessageTable.dedupeKey })
    .returning({ id: smsMessageTable.id });
  return inserted.length;
}

/**
 * Takes the queued messages whose time has come of up to `people` persons, all of each person's
 * (they go out as one text), and marks them `sending`, in one statement: rows another instance is
 * taking at the same moment are skipped, never shared.
 */
export async function claimDueMessages(
  db: Queryable,
  now: Date,
  people: number,
): Promise<SmsMessageRow[]> {
  const due = and(eq(smsMessageTable.status, 'queued'), lte(smsMessageTable.sendAfter, now));
  const persons = db
    .selectDistinct({ userId: smsMessageTable.userId })
    .from(smsMessageTable)
    .where(due)
    .limit(people);
  const picked = db
    .select({ id: smsMessageTable.id })
    .from(smsMessageTable)
    .where(and(due, inArray(smsMessageTable.userId, persons)))
    .for('update', { skipLocked: true });
  return db
    .update(smsMessageTable)
    .set({ status: 'sending', attempts: sql`${smsMessageTable.attempts} + 1`, updatedAt: now })
    .where(inArray(smsMessageTable.id, picked))
    .returning();
}

/** Sent as one message whose id is `sentAs`: never sent again. */
export async function markSent(db: Queryable, ids: string[], sentAs: string, now: Date) {
  await db
    .update(smsMessageTable)
    .set({ status: 'sent', sentAs, sentAt: now, lastError: null, updatedAt: now })
    .where(inArray(smsMessageTable.id, ids));
}

/** Back in the queue until `sendAfter`; `untried` when the try did not count (quiet, cap). */
export async function requeue(
  db: Queryable,
  ids: string[],
  sendAfter: Date,
  now: Date,
  outcome: { untried: true } | { error: string },
) {
  await db
    .update(smsMessageTable)
    .set({
      status: 'queued',
      sendAfter,
      updatedAt: now,
      ...('untried' in outcome
        ? { attempts: sql`${smsMessageTable.attempts} - 1` }
        : { lastError: outcome.error }),
    })
    .where(inArray(smsMessageTable.id, ids));
}

/** Given up: `failed` (the person is told) or `cancelled` (opted out, kind turned off). */
export async function finish(
  db: Queryable,
  ids: string[],
  status: 'failed' | 'cancelled',
  error: string,
  now: Date,
) {
  if (ids.length === 0) return;
  await db
    .update(smsMessageTable)
    .set({ status, lastError: error, updatedAt: now })
    .where(inArray(smsMessageTable.id, ids));
}

/**
 * Messages left `sending` since before `before` (their instance stopped between taking them and
 * recording the outcome): failed, not resent, since the gateway may have taken them.
 */
export async function failInterrupted(db: Queryable, before: Date, error: string, now: Date) {
  await db
    .update(smsMessageTable)
    .set({ status: 'failed', lastError: error, updatedAt: now })
    .where(and(eq(smsMessageTable.status, 'sending'), lt(smsMessageTable.updatedAt, before)));
}

/** What each person was sent since `since`: one entry per message sent (merged ones once). */
export async function listSentSince(db: Queryable, userIds: string[], since: Date) {
  if (userIds.length === 0) return [];
  return db
    .selectDistinct({
      userId: smsMessageTable.userId,
      sentAs: smsMessageTable.sentAs,
      sentAt: smsMessageTable.sentAt,
    })
    .from(smsMessageTable)
    .where(
      and(
        inArray(smsMessageTable.userId, userIds),
        gte(smsMessageTable.sentAt, since),
        isNotNull(smsMessageTable.sentAs),
      ),
    );
}

export async function countFailedSince(db: Queryable, userId: string, since: Date) {
  const [row] = await db
    .select({ count: count() })
    .from(smsMessageTable)
    .where(
      and(
        eq(smsMessageTable.userId, userId),
        eq(smsMessageTable.status, 'failed'),
        gte(smsMessageTable.updatedAt, since),
      ),
    );
  return row?.count ?? 0;
}

export async function findTargetPath(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ targetPath: smsMessageTable.targetPath })
    .from(smsMessageTable)
    .where(eq(smsMessageTable.id, id));
  return row?.targetPath;
}

/** Digests already queued for these keys. */
export async function listExistingKeys(db: Queryable, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: smsMessageTable.dedupeKey })
    .from(smsMessageTable)
    .where(inArray(smsMessageTable.dedupeKey, keys));
  return new Set(rows.map((row) => row.key));
}

/**
 * The tasks of a digest: assigned to one of `userIds`, not complete, due by `within` (overdue
 * ones included), in projects they may still see; soonest first.
 */
export function listDigestTasks(db: Queryable, userIds: string[], within: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: workspaceMemberTable.userId,
      taskId: taskTable.id,
      title: taskTable.title,
      dueDate: taskTable.dueDate,
    })
    .from(taskTable)
    .innerJoin(projectTable, eq(projectTable.id, taskTable.projectId))
    .innerJoin(
      workspaceMemberTable,
      and(
        eq(workspaceMemberTable.workspaceId, taskTable.workspaceId),
        eq(workspaceMemberTable.userId, taskTable.assignedTo),
        memberHasAccess(workspaceMemberTable),
      ),
    )
    .where(
      and(
        inArray(taskTable.assignedTo, userIds),
        ne(taskTable.status, 'complete'),
        lte(taskTable.dueDate, within),
        ne(projectTable.status, 'archived'),
        canSeeProjectSql(workspaceMemberTable.userId, taskTable.projectId),
      ),
    )
    .orderBy(asc(taskTable.dueDate), asc(taskTable.id));
}
