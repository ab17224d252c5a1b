import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { labelTable, taskLabelTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { insertRow, updateRowById } from '../../platform/row-writes';

export type LabelRow = typeof labelTable.$inferSelect;

/** The unique index that keeps a workspace's label names apart, whatever their case. */
const NAME_INDEX = 'labels_workspace_name_idx';

/**
 * True when the error, or one it wraps (Drizzle wraps the driver's), is the name index refusing a
 * name the workspace already has: two writes racing for one name both pass any check made first.
 */
export function isNameTaken(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === NAME_INDEX) return true;
  }
  return false;
}

/** The workspace's labels by name, whatever its case (then id, so that the order never varies). */
export async function listLabels(db: Queryable, workspaceId: string): Promise<LabelRow[]> {
  return db
    .select()
    .from(labelTable)
    .where(eq(labelTable.workspaceId, workspaceId))
    .orderBy(sql`lower(${labelTable.name})`, asc(labelTable.id));
}

export async function findLabel(db: Queryable, labelId: string): Promise<LabelRow | null> {
  const [row] = await db.select().from(labelTable).where(eq(labelTable.id, labelId));
  return row ?? null;
}

/**
 * The label, its row held until `tx` ends: a rename or a deletion waits for the tasks being given
 * the label (`holdWorkspaceLabels`), and they for it. Null when it is gone.
 */
export async function lockLabel(tx: Queryable, labelId: string): Promise<LabelRow | null> {
  const [row] = await tx.select().from(labelTable).where(eq(labelTable.id, labelId)).for('update');
  return row ?? null;
}

export async function insertLabel(
  db: Queryable,
  label: typeof labelTable.$inferInsert,
): Promise<LabelRow> {
  return insertRow(db, labelTable, label, 'label');
}

export async function updateLabel(
  db: Queryable,
  labelId: string,
  changes: Partial<Pick<LabelRow, 'name' | 'color'>>,
): Promise<LabelRow> {
  return updateRowById(db, labelTable, labelId, changes, 'label');
}

/** Takes the label off its tasks, then deletes it; answers the ids of the tasks that had it. */
export async function deleteLabel(tx: Queryable, labelId: string): Promise<string[]> {
  const removed = await tx
    .delete(taskLabelTable)
    .where(eq(taskLabelTable.labelId, labelId))
    .returning({ taskId: taskLabelTable.taskId });
  await tx.delete(labelTable).where(eq(labelTable.id, labelId));
  return removed.map((row) => row.taskId);
}

/**
 * Of `labelIds`, those of the workspace's labels, each held until `tx` ends (a key share lock, as
 * the reference to it takes), so that none is deleted before the task that is given it commits.
 */
export async function holdWorkspaceLabels(
  tx: Queryable,
  workspaceId: string,
  labelIds: string[],
): Promise<string[]> {
  if (labelIds.length === 0) return [];
  const rows = await tx
    .select({ id: labelTable.id })
    .from(labelTable)
    .where(and(eq(labelTable.workspaceId, workspaceId), inArray(labelTable.id, labelIds)))
    .for('key share');
  return rows.map((row) => row.id);
}

/** Makes `labelIds` the task's labels: the others are taken off, the new ones put on. */
export async function replaceTaskLabels(
  tx: Queryable,
  task: { id: string; workspaceId: string },
  labelIds: string[],
): Promise<void> {
  await tx
    .delete(taskLabelTable)
    .where(
      and(
        eq(taskLabelTable.taskId, task.id),
        labelIds.length > 0 ? notInArray(taskLabelTable.labelId, labelIds) : undefined,
      ),
    );
  if (labelIds.length === 0) return;
  await tx
    .insert(taskLabelTable)
    .values(
      labelIds.map((labelId) => ({ taskId: task.id, labelId, workspaceId: task.workspaceId })),
    )
    .onConflictDoNothing();
}
