import { and, count, eq } from 'drizzle-orm';
import { commentTable, userTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import {
  afterCursorOf,
  orderByKeys,
  positionColumn,
  type PageOrder,
  type PageRequest,
} from '../../platform/paging';

export type CommentRow = typeof commentTable.$inferSelect;

export interface CommentWithAuthor {
  comment: CommentRow;
  author: { id: string; name: string | null; phoneNumber: string };
}

const commentWithAuthorFields = {
  comment: commentTable,
  author: { id: userTable.id, name: userTable.name, phoneNumber: userTable.phoneNumber },
};

function selectCommentsWithAuthor(db: Queryable) {
  return db
    .select(commentWithAuthorFields)
    .from(commentTable)
    .innerJoin(userTable, eq(userTable.id, commentTable.userId));
}

/** A task's comments, oldest first: the whole list and its pages. */
export const commentOrder: PageOrder = {
  name: 'comments',
  keys: [
    { value: commentTable.createdAt, kind: 'timestamp', direction: 'asc' },
    { value: commentTable.id, kind: 'id', direction: 'asc' },
  ],
};

/** A task's comments with their authors in one statement, oldest first. */
export async function listComments(db: Queryable, taskId: string): Promise<CommentWithAuthor[]> {
  return selectCommentsWithAuthor(db)
    .where(eq(commentTable.taskId, taskId))
    .orderBy(...orderByKeys(commentOrder));
}

/** A page of a task's comments: one row more than its limit when another page follows. */
export async function listCommentsPage(db: Queryable, taskId: string, page: PageRequest) {
  return db
    .select({ ...commentWithAuthorFields, position: positionColumn(commentOrder) })
    .from(commentTable)
    .innerJoin(userTable, eq(userTable.id, commentTable.userId))
    .where(and(eq(commentTable.taskId, taskId), afterCursorOf(commentOrder, page)))
    .orderBy(...orderByKeys(commentOrder))
    .limit(page.limit + 1);
}

/** How many comments the task has. */
export async function countComments(db: Queryable, taskId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(commentTable)
    .where(eq(commentTable.taskId, taskId));
  return row?.count ?? 0;
}

/** The comment, only when it belongs to the task. */
export async function findComment(
  db: Queryable,
  taskId: string,
  commentId: string,
): Promise<CommentWithAuthor | null> {
  const [row] = await selectCommentsWithAuthor(db).where(
    and(eq(commentTable.id, commentId), eq(commentTable.taskId, taskId)),
  );
  return row ?? null;
}

export async function insertComment(
  db: Queryable,
  comment: typeof commentTable.$inferInsert,
): Promise<CommentRow> {
  const [row] = await db.insert(commentTable).values(comment).returning();
  if (!row) throw new Error('insert returned no comment');
  return row;
}

export async function updateComment(
  db: Queryable,
  commentId: string,
  changes: { content: string; updatedAt: Date },
): Promise<CommentRow> {
  const [row] = await db
    .update(commentTable)
    .set(changes)
    .where(eq(commentTable.id, commentId))
    .returning();
  if (!row) throw new Error('update matched no comment');
  return row;
}

export async function deleteComment(db: Queryable, commentId: string): Promise<void> {
  await db.delete(commentTable).where(eq(commentTable.id, commentId));
}
