import { and, desc, eq, getTableColumns, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { VentureCategory, VentureStatus } from '@groundwork/shared/ventures/constants';
import { pledgeTable, userTable, ventureTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import type { RowChanges } from '../../platform/row-writes';
import { personNameFields } from '../../platform/person-fields';
import {
  orderByKeys,
  readList,
  withPosition,
  type PageOrder,
  type PageRequest,
} from '../../platform/paging';
import { ventureVisibleTo, ventureVisibleToEveryone } from '../../platform/visibility';

export type VentureRow = typeof ventureTable.$inferSelect;
type NewVenture = typeof ventureTable.$inferInsert;

/** A venture with what its answers show beside the row. */
export interface VentureWithDetails extends VentureRow {
  creator: { name: string | null; phoneNumber: string };
  backerCount: number;
  /** The first stored image, for the card's thumbnail. */
  thumbnail: { id: string; storageKey: string; filename: string; mimeType: string } | null;
}

const backerCount = sql<number>`(select count(distinct ${pledgeTable.userId})::int from ${pledgeTable} where ${pledgeTable.ventureId} = ${ventureTable.id} and ${pledgeTable.status} <> 'refunded')`;

const firstImage = sql<
  VentureWithDetails['thumbnail']
>`(select json_build_object('id', f.id, 'storageKey', f.storage_key, 'filename', f.filename, 'mimeType', f.mime_type) from venture_files f where f.venture_id = ${ventureTable.id} and f.stored_at is not null and f.mime_type like 'image/%' order by f.created_at, f.id limit 1)`;

const ventureFields = {
  ...getTableColumns(ventureTable),
  creator: personNameFields(userTable),
  backerCount,
  thumbnail: firstImage,
};

function selectVentures(db: Queryable) {
  return db
    .select(ventureFields)
    .from(ventureTable)
    .innerJoin(userTable, eq(userTable.id, ventureTable.createdBy))
    .$dynamic();
}

/** Ventures newest first: the whole lists and their pages. */
export const ventureOrder: PageOrder = {
  name: 'ventures',
  keys: [
    { value: ventureTable.createdAt, kind: 'timestamp', direction: 'desc' },
    { value: ventureTable.id, kind: 'id', direction: 'desc' },
  ],
};

/** A page of ventures where `condition` holds: one row more than its limit when more follow. */
async function ventureRowsPage(db: Queryable, condition: SQL | undefined, page: PageRequest) {
  const query = db
    .select(withPosition(ventureFields, ventureOrder))
    .from(ventureTable)
    .innerJoin(userTable, eq(userTable.id, ventureTable.createdBy))
    .$dynamic();
  return readList(query, ventureOrder, condition, page);
}

export async function findVenture(
  db: Queryable,
  ventureId: string,
): Promise<VentureWithDetails | null> {
  const [row] = await selectVentures(db).where(eq(ventureTable.id, ventureId));
  return row ?? null;
}

export interface VentureFilters {
  status?: VentureStatus;
  type?: VentureCategory;
}

function inWorkspace(workspaceId: string, userId: string, filters: VentureFilters) {
  return and(
    eq(ventureTable.workspaceId, workspaceId),
    ventureVisibleTo(userId),
    filters.status ? eq(ventureTable.status, filters.status) : undefined,
    filters.type ? eq(ventureTable.type, filters.type) : undefined,
  );
}

/** A workspace's ventures the user may see, newest first. */
export async function listWorkspaceVentures(
  db: Queryable,
  workspaceId: string,
  userId: string,
  filters: VentureFilters,
): Promise<VentureWithDetails[]> {
  return readList(selectVentures(db), ventureOrder, inWorkspace(workspaceId, userId, filters));
}

/** How many of a workspace's ventures the user may see, the filters applied: one count. */
export async function countWorkspaceVentures(
  db: Queryable,
  workspaceId: string,
  userId: string,
  filters: VentureFilters,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ventureTable)
    .where(inWorkspace(workspaceId, userId, filters));
  return row?.count ?? 0;
}

export async function listWorkspaceVenturesPage(
  db: Queryable,
  workspaceId: string,
  userId: string,
  filters: VentureFilters,
  page: PageRequest,
) {
  return ventureRowsPage(db, inWorkspace(workspaceId, userId, filters), page);
}

const createdBy = (userId: string) =>
  and(eq(ventureTable.createdBy, userId), ventureVisibleTo(userId));

/** The user's own ventures, every status (all of them visible to them), newest first. */
export async function listCreatedVentures(
  db: Queryable,
  userId: string,
): Promise<VentureWithDetails[]> {
  return readList(selectVentures(db), ventureOrder, createdBy(userId));
}

export async function listCreatedVenturesPage(db: Queryable, userId: string, page: PageRequest) {
  return ventureRowsPage(db, createdBy(userId), page);
}

const liveForEveryone = () => and(eq(ventureTable.status, 'live'), ventureVisibleToEveryone());

/** Live ventures across workspaces (visible to everyone signed in), newest first. */
export async function listLiveVentures(db: Queryable): Promise<VentureWithDetails[]> {
  return readList(selectVentures(db), ventureOrder, liveForEveryone());
}

export async function listLiveVenturesPage(db: Queryable, page: PageRequest) {
  return ventureRowsPage(db, liveForEveryone(), page);
}

/** The live ventures closest to their goal (largest share pledged first); everyone sees them. */
export async function listFeaturedVentures(
  db: Queryable,
  limit: number,
): Promise<VentureWithDetails[]> {
  return selectVentures(db)
    .where(liveForEveryone())
    .orderBy(
      desc(sql`${ventureTable.fundsPledgedCents}::numeric / ${ventureTable.targetGoalCents}`),
      ...orderByKeys(ventureOrder),
    )
    .limit(limit);
}

export async function insertVenture(db: Queryable, venture: NewVenture): Promise<string> {
  const [row] = await db.insert(ventureTable).values(venture).returning({ id: ventureTable.id });
  if (!row) throw new Error('insert returned no venture');
  return row.id;
}

/** The venture row, locked until the transaction ends: every change of its totals waits here. */
export async function lockVenture(db: Queryable, ventureId: string): Promise<VentureRow | null> {
  const [row] = await db
    .select()
    .from(ventureTable)
    .where(eq(ventureTable.id, ventureId))
    .for('update');
  return row ?? null;
}

export type VentureChanges = RowChanges<
  typeof ventureTable,
  'id' | 'workspaceId' | 'createdBy' | 'createdAt'
>;

export async function updateVenture(
  db: Queryable,
  ventureId: string,
  changes: VentureChanges,
): Promise<void> {
  await db.update(ventureTable).set(changes).where(eq(ventureTable.id, ventureId));
}

export async function deleteVenture(db: Queryable, ventureId: string): Promise<void> {
  await db.delete(ventureTable).where(eq(ventureTable.id, ventureId));
}

/** Live ventures whose end date has passed: the deadline job's candidates. */
export async function listExpiredLiveVentureIds(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: ventureTable.id })
    .from(ventureTable)
    .where(
      and(
        eq(ventureTable.status, 'live'),
        isNotNull(ventureTable.endDate),
        lte(ventureTable.endDate, now),
      ),
    );
  return rows.map((row) => row.id);
}
