import { and, asc, count, eq, gt, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import { projectTable, smsMessageTable, taskTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { canSeeProjectSql, projectNotArchived } from '../../platform/visibility';

export type SmsMessageRow = typeof smsMessageTable.$inferSelect;

/**
 * The invitation's text: it reaches numbers with no account yet, whose time zone nobody knows,
 * so it is neither held by quiet hours nor counted in the day's cap.
 */
export const INVITATION_KIND = 'workspace_invite';
/** The daily digest's message (sms-digest.ts), one per person and local date. */
export const DIGEST_KIND = 'daily_digest';
export type NewSmsMessage = typeof smsMessageTable.$inferInsert;

/**
 * Queues messages; one whose key is already queued (or sent) is left alone. Answers the ids of
 * those queued.
 */
export async function queueMessages(db: Queryable, rows: NewSmsMessage[]): Promise<string[]> {
  if (rows.length === 0) return [];
  // One JSON parameter for the batch (the change relay hands over hundreds of changes at once).
  const json = rows.map((row) => ({
    id: row.id ?? null,
    user_id: row.userId,
    dedupe_key: row.dedupeKey,
    kind: row.kind,
    notification_id: row.notificationId ?? null,
    body: row.body,
    summary: row.summary,
    target_path: row.targetPath,
    status: row.status ?? null,
    send_after: row.sendAfter,
    attempts: row.attempts ?? null,
    last_error: row.lastError ?? null,
    sent_as: row.sentAs ?? null,
    sent_at: row.sentAt ?? null,
    created_at: row.createdAt ?? null,
    updated_at: row.updatedAt ?? null,
  }));
  const inserted = await db
    .insert(smsMessageTable)
    .select(
      sql`select coalesce(id, gen_random_uuid()), user_id, dedupe_key, kind, notification_id, body,
        summary, target_path, coalesce(status, 'queued'), send_after, coalesce(attempts, 0),
        last_error, sent_as, sent_at, coalesce(created_at, now()), coalesce(updated_at, now())
      from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as row(id uuid, user_id uuid,
        dedupe_key varchar, kind varchar, notification_id uuid, body text, summary text,
        target_path text, status varchar, send_after timestamptz, attempts integer,
        last_error text, sent_as uuid, sent_at timestamptz, created_at timestamptz,
        updated_at timestamptz)`,
    )
    .onConflictDoNothing({ target: smsMessageTable.dedupeKey })
    .returning({ id: smsMessageTable.id });
  return inserted.map((row) => row.id);
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

/** Each group sent as one message whose id is its `sentAs`: never sent again. One statement. */
export async function markSent(
  db: Queryable,
  sent: { ids: string[]; sentAs: string }[],
  now: Date,
) {
  const rows = sent.flatMap(({ ids, sentAs }) => ids.map((id) => ({ id, sent_as: sentAs })));
  if (rows.length === 0) return;
  await db
    .update(smsMessageTable)
    .set({
      status: 'sent',
      sentAs: sql`sent.sent_as`,
      sentAt: now,
      lastError: null,
      updatedAt: now,
    })
    .from(sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as sent(id uuid, sent_as uuid)`)
    .where(sql`${smsMessageTable.id} = sent.id`);
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
        // Invitations are not counted in the day's cap (sms-sending.ts).
        ne(smsMessageTable.kind, INVITATION_KIND),
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

/**
 * The person's queued messages not due yet (held by quiet hours or the cap, or waiting for a
 * retry), by kind: how many, and when the first and the last are due.
 */
export function listWaiting(db: Queryable, userId: string, now: Date) {
  return db
    .select({
      kind: smsMessageTable.kind,
      count: count(),
      firstSendAt: sql<Date>`min(${smsMessageTable.sendAfter})`.mapWith(smsMessageTable.sendAfter),
      lastSendAt: sql<Date>`max(${smsMessageTable.sendAfter})`.mapWith(smsMessageTable.sendAfter),
    })
    .from(smsMessageTable)
    .where(
      and(
        eq(smsMessageTable.userId, userId),
        eq(smsMessageTable.status, 'queued'),
        gt(smsMessageTable.sendAfter, now),
      ),
    )
    .groupBy(smsMessageTable.kind);
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
 * ones included), in projects not archived that they may still see (`platform/visibility.ts`);
 * soonest first.
 */
export function listDigestTasks(db: Queryable, userIds: string[], within: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: sql<string>`${taskTable.assignedTo}`,
      taskId: taskTable.id,
      title: taskTable.title,
      dueDate: taskTable.dueDate,
    })
    .from(taskTable)
    .innerJoin(projectTable, eq(projectTable.id, taskTable.projectId))
    .where(
      and(
        inArray(taskTable.assignedTo, userIds),
        ne(taskTable.status, 'complete'),
        lte(taskTable.dueDate, within),
        projectNotArchived(),
        canSeeProjectSql(taskTable.assignedTo, taskTable.projectId),
      ),
    )
    .orderBy(asc(taskTable.dueDate), asc(taskTable.id));
}
