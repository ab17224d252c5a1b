import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { checklistItemTable, checklistTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { preparedPerDatabase } from '../../platform/prepared';
import { insertRow, updateRowById, type RowChanges } from '../../platform/row-writes';

export type ChecklistRow = typeof checklistTable.$inferSelect;
export type ChecklistItemRow = typeof checklistItemTable.$inferSelect;

export interface ChecklistWithItems {
  checklist: ChecklistRow;
  /** In position order. */
  items: ChecklistItemRow[];
}

// A checklist's row comes once per item (and once, with no item, when it has none): one statement
// reads a task's checklists with all their items, in order.
function selectChecklistsWithItems(db: Queryable) {
  return db
    .select({ checklist: checklistTable, item: checklistItemTable })
    .from(checklistTable)
    .leftJoin(checklistItemTable, eq(checklistItemTable.checklistId, checklistTable.id));
}

const checklistsInOrder = [
  asc(checklistTable.position),
  asc(checklistTable.id),
  asc(checklistItemTable.position),
  asc(checklistItemTable.id),
];

type JoinedRow = { checklist: ChecklistRow; item: ChecklistItemRow | null };

/** The joined rows as checklists, each with its items, in the order they were read. */
function groupItems(rows: JoinedRow[]): ChecklistWithItems[] {
  const byId = new Map<string, ChecklistWithItems>();
  for (const { checklist, item } of rows) {
    let entry = byId.get(checklist.id);
    if (!entry) {
      entry = { checklist, items: [] };
      byId.set(checklist.id, entry);
    }
    if (item) entry.items.push(item);
  }
  return [...byId.values()];
}

const listChecklistsStatement = preparedPerDatabase((db) =>
  selectChecklistsWithItems(db)
    .where(eq(checklistTable.taskId, sql.placeholder('taskId')))
    .orderBy(...checklistsInOrder)
    .prepare('list_task_checklists'),
);

/** The task's checklists in position order, each with its items in position order. */
export async function listChecklists(db: Queryable, taskId: string): Promise<ChecklistWithItems[]> {
  return groupItems(await listChecklistsStatement(db).execute({ taskId }));
}

/** One checklist with its items in position order. */
export async function findChecklistWithItems(
  db: Queryable,
  checklistId: string,
): Promise<ChecklistWithItems | null> {
  const rows = await selectChecklistsWithItems(db)
    .where(eq(checklistTable.id, checklistId))
    .orderBy(...checklistsInOrder);
  return groupItems(rows)[0] ?? null;
}

export async function findChecklist(
  db: Queryable,
  checklistId: string,
): Promise<ChecklistRow | null> {
  const [row] = await db.select().from(checklistTable).where(eq(checklistTable.id, checklistId));
  return row ?? null;
}

const findItemStatement = preparedPerDatabase((db) =>
  db
    .select({ item: checklistItemTable, taskId: checklistTable.taskId })
    .from(checklistItemTable)
    .innerJoin(checklistTable, eq(checklistTable.id, checklistItemTable.checklistId))
    .where(eq(checklistItemTable.id, sql.placeholder('itemId')))
    .prepare('find_checklist_item'),
);

/** The item with the task its checklist belongs to. */
export async function findItem(
  db: Queryable,
  itemId: string,
): Promise<{ item: ChecklistItemRow; taskId: string } | null> {
  const [row] = await findItemStatement(db).execute({ itemId });
  return row ?? null;
}

/**
 * A task's checklists, or a checklist's items: rows kept numbered 0..n-1 among their siblings,
 * the children of one parent.
 */
interface Siblings {
  table: typeof checklistTable | typeof checklistItemTable;
  parent: AnyPgColumn;
  parentId: string;
}

export const checklistsOfTask = (taskId: string): Siblings => ({
  table: checklistTable,
  parent: checklistTable.taskId,
  parentId: taskId,
});

export const itemsOfChecklist = (checklistId: string): Siblings => ({
  table: checklistItemTable,
  parent: checklistItemTable.checklistId,
  parentId: checklistId,
});

/** How many siblings there are, and the position after the last of them. */
export async function countSiblings(
  db: Queryable,
  { table, parent, parentId }: Siblings,
): Promise<{ count: number; next: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${table.position}) + 1, 0)::int`,
    })
    .from(table)
    .where(eq(parent, parentId));
  return row ?? { count: 0, next: 0 };
}

/**
 * Puts the row at `target` among its siblings (past the end: last) and numbers them all 0..n-1 in
 * their order, in one statement; only rows whose position changes are written.
 */
export async function moveAmongSiblings(
  tx: Queryable,
  { table, parent, parentId }: Siblings,
  movedId: string,
  target: number,
): Promise<void> {
  await tx.execute(sql`
    with others as (
      select ${table.id} as id,
        (row_number() over (order by ${table.position}, ${table.id}) - 1)::int as rank
      from ${table}
      where ${parent} = ${parentId} and ${table.id} <> ${movedId}
    ), placed as (
      select id, case when rank < ${target}::int then rank else rank + 1 end as position
      from others
      union all
      select ${movedId}::uuid, least(${target}::int, (select count(*) from others)::int)
    )
    update ${table} set ${sql.identifier(table.position.name)} = placed.position
    from placed
    where ${table.id} = placed.id and ${table.position} <> placed.position`);
}

/** Closes the gap a removed sibling at `position` left: those after it move up by one. */
export async function closeGap(
  tx: Queryable,
  { table, parent, parentId }: Siblings,
  position: number,
): Promise<void> {
  await tx.execute(sql`
    update ${table} set ${sql.identifier(table.position.name)} = ${table.position} - 1
    where ${parent} = ${parentId} and ${table.position} > ${position}`);
}

/** How many of the checklist's items there are, and how many of them are ticked. */
export async function countItems(
  db: Queryable,
  checklistId: string,
): Promise<{ done: number; total: number }> {
  const [row] = await db
    .select({
      done: sql<number>`(count(*) filter (where ${checklistItemTable.done}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(checklistItemTable)
    .where(eq(checklistItemTable.checklistId, checklistId));
  return row ?? { done: 0, total: 0 };
}

export async function insertChecklist(
  db: Queryable,
  checklist: typeof checklistTable.$inferInsert,
): Promise<ChecklistRow> {
  return insertRow(db, checklistTable, checklist, 'checklist');
}

export async function renameChecklist(
  db: Queryable,
  checklistId: string,
  title: string,
): Promise<void> {
  await db.update(checklistTable).set({ title }).where(eq(checklistTable.id, checklistId));
}

/** Deletes the checklist and, with it, its items. */
export async function deleteChecklist(db: Queryable, checklistId: string): Promise<void> {
  await db.delete(checklistTable).where(eq(checklistTable.id, checklistId));
}

export async function insertItem(
  db: Queryable,
  item: typeof checklistItemTable.$inferInsert,
): Promise<ChecklistItemRow> {
  return insertRow(db, checklistItemTable, item, 'checklist item');
}

/** Several items in one statement, answered in position order. */
export async function insertItems(
  db: Queryable,
  items: (typeof checklistItemTable.$inferInsert)[],
): Promise<ChecklistItemRow[]> {
  if (items.length === 0) return [];
  const rows = await db.insert(checklistItemTable).values(items).returning();
  return rows.sort((a, b) => a.position - b.position);
}

export type ChecklistItemChanges = RowChanges<
  typeof checklistItemTable,
  'id' | 'checklistId' | 'position' | 'createdAt'
>;

export async function updateItem(
  db: Queryable,
  itemId: string,
  changes: ChecklistItemChanges,
): Promise<ChecklistItemRow> {
  return updateRowById(db, checklistItemTable, itemId, changes, 'checklist item');
}

export async function deleteItem(db: Queryable, itemId: string): Promise<void> {
  await db.delete(checklistItemTable).where(eq(checklistItemTable.id, itemId));
}
