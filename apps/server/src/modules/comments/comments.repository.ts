import { and, count, eq, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { commentMentionTable, commentTable, userTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { personFields } from '../../platform/person-fields';
import { readList, withPosition, type PageOrder, type PageRequest } from '../../platform/paging';
import { insertRow, updateRowById } from '../../platform/row-writes';

export type CommentRow = typeof commentTable.$inferSelect;

interface Person {
  id: string;
  name: string | null;
  phoneNumber: string;
}

/** A person a comment mentions, as they are now, with the name its text holds. */
export interface MentionedPerson extends Person {
  writtenAs: string | null;
}

export interface CommentWithAuthor {
  comment: CommentRow;
  author: Person;
  mentions: MentionedPerson[];
}

const qb = new QueryBuilder();
const mentionedUser = alias(userTable, 'mentioned_user');

/**
 * The people the comment mentions, as one JSON column of its row, so a list of comments is still
 * one statement.
 */
const mentionsOfComment = sql<MentionedPerson[]>`coalesce((${qb
  .select({
    mentions: sql`json_agg(json_build_object(
      'id', ${mentionedUser.id},
      'name', ${mentionedUser.name},
      'phoneNumber', ${mentionedUser.phoneNumber},
      'writtenAs', ${commentMentionTable.writtenAs}
    ) order by coalesce(${mentionedUser.name}, ${mentionedUser.phoneNumber}), ${mentionedUser.id})`,
  })
  .from(commentMentionTable)
  .innerJoin(mentionedUser, eq(mentionedUser.id, commentMentionTable.userId))
  .where(eq(commentMentionTable.commentId, commentTable.id))}), '[]'::json)`;

const commentWithAuthorFields = {
  comment: commentTable,
  author: personFields(userTable),
  mentions: mentionsOfComment,
};

function selectCommentsWithAuthor(db: Queryable) {
  return db
    .select(commentWithAuthorFields)
    .from(commentTable)
    .innerJoin(userTable, eq(userTable.id, commentTable.userId))
    .$dynamic();
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
  return readList(selectCommentsWithAuthor(db), commentOrder, eq(commentTable.taskId, taskId));
}

/** A page of a task's comments: one row more than its limit when another page follows. */
export async function listCommentsPage(db: Queryable, taskId: string, page: PageRequest) {
  const query = db
    .select(withPosition(commentWithAuthorFields, commentOrder))
    .from(commentTable)
    .innerJoin(userTable, eq(userTable.id, commentTable.userId))
    .$dynamic();
  return readList(query, commentOrder, eq(commentTable.taskId, taskId), page);
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
  return insertRow(db, commentTable, comment, 'comment');
}

export async function updateComment(
  db: Queryable,
  commentId: string,
  changes: { content: string; updatedAt: Date },
): Promise<CommentRow> {
  return updateRowById(db, commentTable, commentId, changes, 'comment');
}

export async function deleteComment(db: Queryable, commentId: string): Promise<void> {
  await db.delete(commentTable).where(eq(commentTable.id, commentId));
}

/** Makes these the comment's mentions, in place of any it had. */
export async function replaceMentions(
  db: Queryable,
  commentId: string,
  mentions: readonly { userId: string; writtenAs: string | null }[],
): Promise<void> {
  await db.delete(commentMentionTable).where(eq(commentMentionTable.commentId, commentId));
  if (mentions.length === 0) return;
  await db
    .insert(commentMentionTable)
    .values(mentions.map((mention) => ({ commentId, ...mention })));
}
