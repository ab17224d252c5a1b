import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import {
  otpCodeTable,
  otpSendTable,
  sessionTable,
  userTable,
  workspaceMemberTable,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { personFields } from '../../platform/person-fields';
import { memberHasAccess } from '../../platform/visibility';
import {
  batchKeys,
  isBatchKey,
  preparedPerBatchSize,
  preparedPerDatabase,
} from '../../platform/prepared';
import { insertRow } from '../../platform/row-writes';

export type UserRow = typeof userTable.$inferSelect;

/** Serialises code requests for one phone inside a transaction, so limits hold under concurrency. */
export async function lockPhone(db: Queryable, phoneNumber: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phoneNumber}`}))`);
}

export async function summariseSends(
  db: Queryable,
  column: 'phoneNumber' | 'ipAddress',
  value: string,
  since: Date,
) {
  const [row] = await db
    .select({ sends: count(), oldest: min(otpSendTable.sentAt) })
    .from(otpSendTable)
    .where(and(eq(otpSendTable[column], value), gt(otpSendTable.sentAt, since)));
  return { sends: row?.sends ?? 0, oldest: row?.oldest ?? null };
}

export async function latestSendForPhone(db: Queryable, phoneNumber: string) {
  const [row] = await db
    .select({ sentAt: otpSendTable.sentAt })
    .from(otpSendTable)
    .where(eq(otpSendTable.phoneNumber, phoneNumber))
    .orderBy(sql`${otpSendTable.sentAt} desc`)
    .limit(1);
  return row?.sentAt ?? null;
}

export async function recordSend(db: Queryable, send: typeof otpSendTable.$inferInsert) {
  const [row] = await db.insert(otpSendTable).values(send).returning({ id: otpSendTable.id });
  return row?.id;
}

export async function deleteSend(db: Queryable, id: string) {
  await db.delete(otpSendTable).where(eq(otpSendTable.id, id));
}

/** Forgets sends older than the longest limit window; they can no longer count. */
export async function pruneSends(db: Queryable, before: Date) {
  await db.delete(otpSendTable).where(lt(otpSendTable.sentAt, before));
}

export async function replaceCode(db: Queryable, code: typeof otpCodeTable.$inferInsert) {
  await db
    .insert(otpCodeTable)
    .values(code)
    .onConflictDoUpdate({
      target: otpCodeTable.phoneNumber,
      set: {
        codeHash: code.codeHash,
        attempts: 0,
        expiresAt: code.expiresAt,
        createdAt: code.createdAt,
      },
    });
}

export async function findCode(db: Queryable, phoneNumber: string) {
  const [row] = await db
    .select()
    .from(otpCodeTable)
    .where(eq(otpCodeTable.phoneNumber, phoneNumber));
  return row ?? null;
}

/** Deletes the code if it is still the one given; true when this call consumed it. */
export async function consumeCode(db: Queryable, phoneNumber: string, codeHash: string) {
  const rows = await db
    .delete(otpCodeTable)
    .where(and(eq(otpCodeTable.phoneNumber, phoneNumber), eq(otpCodeTable.codeHash, codeHash)))
    .returning({ phoneNumber: otpCodeTable.phoneNumber });
  return rows.length > 0;
}

export async function countWrongGuess(db: Queryable, phoneNumber: string, codeHash: string) {
  await db
    .update(otpCodeTable)
    .set({ attempts: sql`${otpCodeTable.attempts} + 1` })
    .where(and(eq(otpCodeTable.phoneNumber, phoneNumber), eq(otpCodeTable.codeHash, codeHash)));
}

/**
 * The user with this number, created when there is none. An existing row is only read, never
 * updated: an update of `phone_number`, even to the same value, fires the content-revision
 * trigger (`UPDATE OF` names the column set, not whether it changed) and would stale the cached
 * answers of every workspace the person is in at each sign-in. A concurrent insert of the same
 * number makes this one wait for it and do nothing; the select then sees the committed row.
 */
export async function upsertUserByPhone(db: Queryable, phoneNumber: string, now: Date) {
  const [inserted] = await db
    .insert(userTable)
    .values({ phoneNumber, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: userTable.phoneNumber })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(userTable)
    .where(eq(userTable.phoneNumber, phoneNumber));
  if (!existing) throw new Error('no user after inserting one');
  return existing;
}

/** The user's row, locked until the transaction ends (a name change reads it before writing). */
export async function lockUser(db: Queryable, userId: string) {
  const [row] = await db.select().from(userTable).where(eq(userTable.id, userId)).for('update');
  return row ?? null;
}

/**
 * The person and everyone with access to a workspace the person belongs to (invited included:
 * their name shows in its member list), each once: who sees the person's name.
 */
export async function listPeopleWhoSeeName(db: Queryable, userId: string): Promise<string[]> {
  const theirs = db
    .select({ workspaceId: workspaceMemberTable.workspaceId })
    .from(workspaceMemberTable)
    .where(eq(workspaceMemberTable.userId, userId));
  const rows = await db
    .selectDistinct({ userId: workspaceMemberTable.userId })
    .from(workspaceMemberTable)
    .where(and(inArray(workspaceMemberTable.workspaceId, theirs), memberHasAccess()));
  return [...new Set([userId, ...rows.map((row) => row.userId)])];
}

export async function updateUserName(db: Queryable, userId: string, name: string, now: Date) {
  const [row] = await db
    .update(userTable)
    .set({ name, updatedAt: now })
    .where(eq(userTable.id, userId))
    .returning();
  return row ?? null;
}

export async function insertSession(db: Queryable, session: typeof sessionTable.$inferInsert) {
  return insertRow(db, sessionTable, session, 'session');
}

/** A live session as a bearer token finds it, with its user. */
export interface LiveSession {
  tokenHash: string;
  id: string;
  createdAt: Date;
  expiresAt: Date;
  user: { id: string; name: string | null; phoneNumber: string };
}

/**
 * Prepared once per database: the live sessions of several token hashes with their users. A
 * plain read, so that the common request takes no row lock and writes nothing.
 */
const findLiveSessionsStatement = preparedPerBatchSize((db, many) =>
  db
    .select({
      tokenHash: sessionTable.tokenHash,
      id: sessionTable.id,
      createdAt: sessionTable.createdAt,
      expiresAt: sessionTable.expiresAt,
      user: personFields(userTable),
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(
      and(
        isBatchKey(sessionTable.tokenHash, 'tokenHashes', many),
        gt(sessionTable.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare(many ? 'find_live_sessions' : 'find_live_session'),
);

const extendSessionStatement = preparedPerDatabase((db) =>
  db
    .update(sessionTable)
    .set({
      lastUsedAt: sql`${sql.placeholder('now')}`,
      expiresAt: sql`${sql.placeholder('extendTo')}`,
    })
    .where(eq(sessionTable.id, sql.placeholder('id')))
    .prepare('extend_session'),
);

/** The sessions of these token hashes that are live at `now`, with their users: one statement. */
export async function findLiveSessions(
  db: Queryable,
  tokenHashes: string[],
  now: Date,
): Promise<LiveSession[]> {
  return findLiveSessionsStatement(db, tokenHashes.length).execute({
    tokenHashes: batchKeys(tokenHashes),
    now: now.toISOString(),
  });
}

/** Sets a session's expiry to `extendTo`, noting `now` as its last use. */
export async function extendSession(db: Queryable, sessionId: string, now: Date, extendTo: Date) {
  await extendSessionStatement(db).execute({
    id: sessionId,
    now: now.toISOString(),
    extendTo: extendTo.toISOString(),
  });
}

export async function deleteSession(db: Queryable, sessionId: string) {
  await db.delete(sessionTable).where(eq(sessionTable.id, sessionId));
}
