import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { idempotencyKeyTable } from '../../db/schema';
import type { Queryable } from '../database';

export type IdempotencyKeyRow = typeof idempotencyKeyTable.$inferSelect;

export interface NewClaim {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  createdAt: Date;
}

export interface StoredAnswer {
  statusCode: number;
  responseBody: string | null;
  contentType: string | null;
  finishedAt: Date;
}

const byKey = (userId: string, key: string) =>
  and(eq(idempotencyKeyTable.userId, userId), eq(idempotencyKeyTable.key, key));

/** Claims the key for this request; false when a row for it is already there. */
export async function insertClaim(db: Queryable, claim: NewClaim): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeyTable)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeyTable.key });
  return inserted.length > 0;
}

export async function findKey(
  db: Queryable,
  userId: string,
  key: string,
): Promise<IdempotencyKeyRow | null> {
  const [row] = await db.select().from(idempotencyKeyTable).where(byKey(userId, key));
  return row ?? null;
}

/** A claim as its owner knows it: a claim taken over since then is no longer this one. */
export interface OwnClaim {
  userId: string;
  key: string;
  createdAt: Date;
}

const isOwn = (claim: OwnClaim) =>
  and(
    byKey(claim.userId, claim.key),
    eq(idempotencyKeyTable.createdAt, claim.createdAt),
    isNull(idempotencyKeyTable.finishedAt),
  );

/**
 * Takes over a claim left unfinished (its request died) as of `now`: of several repeats racing for
 * it only one succeeds, since each must still find the claim time it read.
 */
export async function takeOverClaim(db: Queryable, stale: OwnClaim, now: Date): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeyTable)
    .set({ createdAt: now })
    .where(isOwn(stale))
    .returning({ key: idempotencyKeyTable.key });
  return taken.length > 0;
}

export async function finishClaim(db: Queryable, claim: OwnClaim, answer: StoredAnswer) {
  await db.update(idempotencyKeyTable).set(answer).where(isOwn(claim));
}

/** Gives the key back, so that a repeat runs the request again. */
export async function releaseClaim(db: Queryable, claim: OwnClaim) {
  await db.delete(idempotencyKeyTable).where(isOwn(claim));
}

/** Deletes up to `limit` keys created before `cutoff`; answers how many went. */
export async function deleteKeysCreatedBefore(
  db: Queryable,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const oldest = db
    .select({ userId: idempotencyKeyTable.userId, key: idempotencyKeyTable.key })
    .from(idempotencyKeyTable)
    .where(lt(idempotencyKeyTable.createdAt, cutoff))
    .limit(limit);
  const deleted = await db
    .delete(idempotencyKeyTable)
    .where(inArray(sql`(${idempotencyKeyTable.userId}, ${idempotencyKeyTable.key})`, oldest))
    .returning({ key: idempotencyKeyTable.key });
  return deleted.length;
}
