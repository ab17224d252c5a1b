import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { userTable, ventureFileTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { personNameFields } from '../../platform/person-fields';

type VentureFileRow = typeof ventureFileTable.$inferSelect;

export interface VentureFileWithUploader {
  file: VentureFileRow;
  uploader: { name: string | null; phoneNumber: string };
}

const uploaderColumns = personNameFields(userTable);

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
