import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { VentureCategory, VentureStatus } from '@groundwork/shared/ventures/constants';
import {
  pledgeTable,
  userTable,
  ventureFileTable,
  ventureTable,
  workspaceMemberTable,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import {
  afterCursorOf,
  orderByKeys,
  positionColumn,
  type PageOrder,
  type PageRequest,
} from '../../platform/paging';
import { ventureVisibleTo, ventureVisibleToEveryone } from '../../platform/visibility';

export type VentureRow = typeof ventureTable.$inferSelect;
type NewVenture = typeof ventureTable.$inferInsert;
export type VentureFileRow = typeof ventureFileTable.$inferSelect;

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
  creator: { name: userTable.name, phoneNumber: userTable.phoneNumber },
  backerCount,
  thumbnail: firstImage,
};

function selectVentures(db: Queryable) {
  return db
    .select(ventureFields)
    .from(ventureTable)
    .innerJoin(userTable, eq(userTable.id, ventureTable.createdBy));
}

/** Ventures newest first: the whole lists and their pages. */
export const ventureOrder: PageOrder = {
  name: 'ventures',
  keys: [
    { value: ventureTable.createdAt, kind: 'timestamp', direction: 'desc' },
    { value: ventureTable.id, kind: 'id', direction: 'desc' },
  ],
};
const newestFirst = orderByKeys(ventureOrder);

/** A page of ventures where `condition` holds: one row more than its limit when more follow. */
async function ventureRowsPage(db: Queryable, condition: SQL | undefined, page: PageRequest) {
  return db
    .select({ ...ventureFields, position: positionColumn(ventureOrder) })
    .from(ventureTable)
    .innerJoin(userTable, eq(userTable.id, ventureTable.createdBy))
    .where(and(condition, afterCursorOf(ventureOrder, page)))
    .orderBy(...newestFirst)
    .limit(page.limit + 1);
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
  return selectVentures(db)
    .where(inWorkspace(workspaceId, userId, filters))
    .orderBy(...newestFirst);
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
  return selectVentures(db)
    .where(createdBy(userId))
    .orderBy(...newestFirst);
}

export async function listCreatedVenturesPage(db: Queryable, userId: string, page: PageRequest) {
  return ventureRowsPage(db, createdBy(userId), page);
}

const liveForEveryone = () => and(eq(ventureTable.status, 'live'), ventureVisibleToEveryone());

/** Live ventures across workspaces (visible to everyone signed in), newest first. */
export async function listLiveVentures(db: Queryable): Promise<VentureWithDetails[]> {
  return selectVentures(db)
    .where(liveForEveryone())
    .orderBy(...newestFirst);
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
      ...newestFirst,
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

export type VentureChanges = Partial<
  Pick<
    NewVenture,
    | 'name'
    | 'type'
    | 'description'
    | 'pitchContent'
    | 'targetGoalCents'
    | 'endDate'
    | 'status'
    | 'publishedAt'
    | 'fundsPledgedCents'
    | 'pledgeCount'
    | 'projectId'
    | 'updatedAt'
  >
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

// Pledges

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

/** Pledges newest first: the whole lists and their pages. */
export const pledgeOrder: PageOrder = {
  name: 'pledges',
  keys: [
    { value: pledgeTable.pledgedAt, kind: 'timestamp', direction: 'desc' },
    { value: pledgeTable.id, kind: 'id', direction: 'desc' },
  ],
};

/** The rows after a page's cursor, with the position each ends at, or no condition for all. */
function pledgePaging(page: PageRequest | null) {
  return page
    ? { after: afterCursorOf(pledgeOrder, page), limit: page.limit + 1 }
    : { after: undefined, limit: undefined };
}

/** The user's pledges with their ventures, newest first: all, or a page (one row more). */
export async function listUserPledges(
  db: Queryable,
  userId: string,
  page: PageRequest | null = null,
) {
  const { after, limit } = pledgePaging(page);
  const rows = db
    .select({
      pledge: pledgeTable,
      venture: {
        id: ventureTable.id,
        name: ventureTable.name,
        status: ventureTable.status,
        workspaceId: ventureTable.workspaceId,
      },
      position: positionColumn(pledgeOrder),
    })
    .from(pledgeTable)
    .innerJoin(ventureTable, eq(ventureTable.id, pledgeTable.ventureId))
    .where(and(eq(pledgeTable.userId, userId), after))
    .orderBy(...orderByKeys(pledgeOrder));
  return limit === undefined ? rows : rows.limit(limit);
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

/** A venture's pledges with their backers, newest first: all, or a page (one row more). */
export async function listVenturePledges(
  db: Queryable,
  ventureId: string,
  page: PageRequest | null = null,
) {
  const { after, limit } = pledgePaging(page);
  const rows = db
    .select({
      pledge: pledgeTable,
      backer: { id: userTable.id, name: userTable.name, phoneNumber: userTable.phoneNumber },
      position: positionColumn(pledgeOrder),
    })
    .from(pledgeTable)
    .innerJoin(userTable, eq(userTable.id, pledgeTable.userId))
    .where(and(eq(pledgeTable.ventureId, ventureId), after))
    .orderBy(...orderByKeys(pledgeOrder));
  return limit === undefined ? rows : rows.limit(limit);
}

// Members, for conversion

/** The users' membership rows in the workspace. */
export async function listMemberships(db: Queryable, workspaceId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: workspaceMemberTable.userId,
      role: workspaceMemberTable.role,
      status: workspaceMemberTable.status,
    })
    .from(workspaceMemberTable)
    .where(
      and(
        eq(workspaceMemberTable.workspaceId, workspaceId),
        inArray(workspaceMemberTable.userId, userIds),
      ),
    );
}

/** The first `limit` of these people by the name they show under (their number without one). */
export function listPeopleByName(db: Queryable, userIds: string[], limit: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: userTable.id, name: userTable.name, phoneNumber: userTable.phoneNumber })
    .from(userTable)
    .where(inArray(userTable.id, userIds))
    .orderBy(sql`coalesce(${userTable.name}, ${userTable.phoneNumber})`, asc(userTable.id))
    .limit(limit);
}

/** Makes the user an active client of the workspace, whatever row (pending, revoked) they had. */
export async function makeActiveClient(
  db: Queryable,
  workspaceId: string,
  userId: string,
  invitedBy: string,
  now: Date,
): Promise<void> {
  await db
    .insert(workspaceMemberTable)
    .values({
      workspaceId,
      userId,
      role: 'client',
      status: 'active',
      invitedBy,
      invitedAt: now,
      joinedAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [workspaceMemberTable.workspaceId, workspaceMemberTable.userId],
      set: { role: 'client', status: 'active', joinedAt: now, updatedAt: now },
    });
}

// Files

export interface VentureFileWithUploader {
  file: VentureFileRow;
  uploader: { name: string | null; phoneNumber: string };
}

const uploaderColumns = { name: userTable.name, phoneNumber: userTable.phoneNumber };

/** The venture's stored files, oldest first (the gallery's order). */
export async function listStoredFiles(
  db: Queryable,
  ventureId: string,
): Promise<VentureFileWithUploader[]> {
  return db
    .select({ file: ventureFileTable, uploader: uploaderColumns })
    .from(ventureFileTable)
    .innerJoin(userTable, eq(userTable.id, ventureFileTable.uploadedBy))
    .where(and(eq(ventureFileTable.ventureId, ventureId), isNotNull(ventureFileTable.storedAt)))
    .orderBy(asc(ventureFileTable.createdAt), asc(ventureFileTable.id));
}

export async function findVentureFile(
  db: Queryable,
  fileId: string,
): Promise<VentureFileRow | null> {
  const [row] = await db.select().from(ventureFileTable).where(eq(ventureFileTable.id, fileId));
  return row ?? null;
}

export async function insertVentureFile(
  db: Queryable,
  file: typeof ventureFileTable.$inferInsert,
): Promise<void> {
  await db.insert(ventureFileTable).values(file);
}

/** Records that the bytes are stored; false when the record went meanwhile. */
export async function markFileStored(
  db: Queryable,
  fileId: string,
  fileSize: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(ventureFileTable)
    .set({ fileSize, storedAt: now })
    .where(eq(ventureFileTable.id, fileId))
    .returning({ id: ventureFileTable.id });
  return rows.length === 1;
}

/** Forgets file records whose bytes never arrived, made before `before`. */
export async function deleteUnstoredFilesBefore(db: Queryable, before: Date): Promise<void> {
  await db
    .delete(ventureFileTable)
    .where(and(isNull(ventureFileTable.storedAt), lt(ventureFileTable.createdAt, before)));
}

export async function deleteVentureFile(db: Queryable, fileId: string): Promise<void> {
  await db.delete(ventureFileTable).where(eq(ventureFileTable.id, fileId));
}
