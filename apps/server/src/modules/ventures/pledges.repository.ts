import { and, eq, ne, sql } from 'drizzle-orm';
import { pledgeTable, userTable, ventureTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { personFields } from '../../platform/person-fields';
import { readList, withPosition, type PageOrder, type PageRequest } from '../../platform/paging';
import type { VentureRow } from './ventures.repository';

/**
 * Adds a pledge to the venture's totals and answers the venture as it is then, or null when there
 * is none. The update takes the row's lock, which pledges to one venture queue on: taking it with
 * the change itself (rather than a `select … for update` first) holds it one round trip less.
 */
export async function addToPledgeTotals(
  db: Queryable,
  ventureId: string,
  amountCents: number,
  now: Date,
): Promise<VentureRow | null> {
  const [row] = await db
    .update(ventureTable)
    .set({
      fundsPledgedCents: sql`${ventureTable.fundsPledgedCents} + ${amountCents}`,
      pledgeCount: sql`${ventureTable.pledgeCount} + 1`,
      updatedAt: now,
    })
    .where(eq(ventureTable.id, ventureId))
    .returning();
  return row ?? null;
}

/** An insert of one pledge, to run with the change it records (`recordChangesWith`). */
export function insertPledgeStatement(db: Queryable, pledge: typeof pledgeTable.$inferInsert) {
  return db.insert(pledgeTable).values(pledge);
}

/** Sets every pending pledge of the venture to `status`. */
export async function settlePledges(
  db: Queryable,
  ventureId: string,
  status: 'confirmed' | 'refunded',
): Promise<void> {
  await db
    .update(pledgeTable)
    .set({ status })
    .where(and(eq(pledgeTable.ventureId, ventureId), eq(pledgeTable.status, 'pending')));
}

/** Everyone who has a pledge to the venture that is not refunded. */
export async function listBackerIds(db: Queryable, ventureId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: pledgeTable.userId })
    .from(pledgeTable)
    .where(and(eq(pledgeTable.ventureId, ventureId), ne(pledgeTable.status, 'refunded')));
  return rows.map((row) => row.userId);
}

export type PledgeRow = typeof pledgeTable.$inferSelect;

/** Pledges newest first: the whole lists and their pages. */
export const pledgeOrder: PageOrder = {
  name: 'pledges',
  keys: [
    { value: pledgeTable.pledgedAt, kind: 'timestamp', direction: 'desc' },
    { value: pledgeTable.id, kind: 'id', direction: 'desc' },
  ],
};

const pledgeWithVentureFields = {
  pledge: pledgeTable,
  venture: {
    id: ventureTable.id,
    name: ventureTable.name,
    status: ventureTable.status,
    workspaceId: ventureTable.workspaceId,
  },
};

/** The user's pledges with their ventures, newest first: all, or a page (one row more). */
export async function listUserPledges(
  db: Queryable,
  userId: string,
  page: PageRequest | null = null,
) {
  const query = db
    .select(withPosition(pledgeWithVentureFields, pledgeOrder))
    .from(pledgeTable)
    .innerJoin(ventureTable, eq(ventureTable.id, pledgeTable.ventureId));
  return readList(query.$dynamic(), pledgeOrder, eq(pledgeTable.userId, userId), page);
}

/** How many pledges the user made, and the cents of those not refunded: one count. */
export async function userPledgeTotals(
  db: Queryable,
  userId: string,
): Promise<{ count: number; cents: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${pledgeTable.amountCents}) filter (where ${pledgeTable.status} <> 'refunded'), 0)::bigint`,
    })
    .from(pledgeTable)
    .where(eq(pledgeTable.userId, userId));
  return { count: row?.count ?? 0, cents: Number(row?.cents ?? 0) };
}

const pledgeWithBackerFields = {
  pledge: pledgeTable,
  backer: personFields(userTable),
};

/** A venture's pledges with their backers, newest first: all, or a page (one row more). */
export async function listVenturePledges(
  db: Queryable,
  ventureId: string,
  page: PageRequest | null = null,
) {
  const query = db
    .select(withPosition(pledgeWithBackerFields, pledgeOrder))
    .from(pledgeTable)
    .innerJoin(userTable, eq(userTable.id, pledgeTable.userId));
  return readList(query.$dynamic(), pledgeOrder, eq(pledgeTable.ventureId, ventureId), page);
}
