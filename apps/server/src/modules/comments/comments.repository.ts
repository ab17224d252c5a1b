import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { commentTable, taskTable, userTable, workspaceMemberTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';

export type CommentRow = typeof commentTable.$inferSelect;

export interface CommentWithAuthor {
  comment: CommentRow;
  author: { id: string; name: string | null; phoneNumber: string };
}

function selectCommentsWithAuthor(db: Queryable) {
  return db
    .select({
      comment: commentTable,
      author: { id: userTable.id, name: userTable.name, phoneNumber: userTable.phoneNumber },
    })
    .from(commentTable)
    .innerJoin(userTable, eq(userTable.id, commentTable.userId));
}

/** A task's comments with their authors in one statement, oldest first. */
export async function listComments(db: Queryable, taskId: string): Promise<CommentWithAuthor[]> {
  return selectCommentsWithAuthor(db)
    .where(eq(commentTable.taskId, taskId))
    .orderBy(asc(commentTable.createdAt), asc(commentTable.id));
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

/**
 * Who hears of a new comment (DECISIONS.md "Notifications"): the task's assignee, its creator and
 * everyone who commented on it before, as long as they are still active members; one statement.
 */
export async function listCommentRecipients(
  db: Queryable,
  task: { id: string; workspaceId: string },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: workspaceMemberTable.userId })
    .from(workspaceMemberTable)
    .where(
      and(
        eq(workspaceMemberTable.workspaceId, task.workspaceId),
        eq(workspaceMemberTable.status, 'active'),
        or(
          sql`${workspaceMemberTable.userId} in (select ${taskTable.assignedTo} from ${taskTable} where ${taskTable.id} = ${task.id})`,
          sql`${workspaceMemberTable.userId} in (select ${taskTable.createdBy} from ${taskTable} where ${taskTable.id} = ${task.id})`,
          inArray(
            workspaceMemberTable.userId,
            db
              .select({ userId: commentTable.userId })
              .from(commentTable)
              .where(eq(commentTable.taskId, task.id)),
          ),
        ),
      ),
    );
  return rows.map((row) => row.userId);
}
