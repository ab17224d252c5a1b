import { and, asc, eq } from 'drizzle-orm';
import { checklistTemplateTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { insertRow, updateRowById } from '../../platform/row-writes';

export type ChecklistTemplateRow = typeof checklistTemplateTable.$inferSelect;

/** The workspace's templates by name (then id, so that equal names keep one order). */
export async function listTemplates(
  db: Queryable,
  workspaceId: string,
): Promise<ChecklistTemplateRow[]> {
  return db
    .select()
    .from(checklistTemplateTable)
    .where(eq(checklistTemplateTable.workspaceId, workspaceId))
    .orderBy(asc(checklistTemplateTable.name), asc(checklistTemplateTable.id));
}

export async function findTemplate(
  db: Queryable,
  templateId: string,
): Promise<ChecklistTemplateRow | null> {
  const [row] = await db
    .select()
    .from(checklistTemplateTable)
    .where(eq(checklistTemplateTable.id, templateId));
  return row ?? null;
}

/** The template, only when it belongs to the workspace. */
export async function findWorkspaceTemplate(
  db: Queryable,
  templateId: string,
  workspaceId: string,
): Promise<ChecklistTemplateRow | null> {
  const [row] = await db
    .select()
    .from(checklistTemplateTable)
    .where(
      and(
        eq(checklistTemplateTable.id, templateId),
        eq(checklistTemplateTable.workspaceId, workspaceId),
      ),
    );
  return row ?? null;
}

export async function insertTemplate(
  db: Queryable,
  template: typeof checklistTemplateTable.$inferInsert,
): Promise<ChecklistTemplateRow> {
  return insertRow(db, checklistTemplateTable, template, 'checklist template');
}

export async function updateTemplate(
  db: Queryable,
  templateId: string,
  changes: { name: string; items: string[]; updatedAt: Date },
): Promise<ChecklistTemplateRow> {
  return updateRowById(db, checklistTemplateTable, templateId, changes, 'checklist template');
}

export async function deleteTemplate(db: Queryable, templateId: string): Promise<void> {
  await db.delete(checklistTemplateTable).where(eq(checklistTemplateTable.id, templateId));
}
