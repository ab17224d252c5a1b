import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  commentTable,
  projectAssignmentTable,
  projectTable,
  taskTable,
  userTable,
  workspaceMemberTable,
  workspaceTable,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { personNameFields } from '../../platform/person-fields';
import { canSeeProjectSql } from '../../platform/visibility';

// What the writers read to word a notification and pick its recipients.

export async function findUser(db: Queryable, userId: string) {
  const [row] = await db
    .select(personNameFields(userTable))
    .from(userTable)
    .where(eq(userTable.id, userId));
  return row ?? null;
}

export async function findProjectName(db: Queryable, projectId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: projectTable.name })
    .from(projectTable)
    .where(eq(projectTable.id, projectId));
  return row?.name ?? null;
}

/**
 * The task's assignee, its creator and everyone who commented on it, if they may still see the
 * task (`canSeeProjectSql`), since the notice names the task.
 */
export async function listCommentRecipients(db: Queryable, taskId: string): Promise<string[]> {
  const ofTask = eq(taskTable.id, taskId);
  const people = db
    .select({ userId: taskTable.assignedTo })
    .from(taskTable)
    .where(ofTask)
    .union(db.select({ userId: taskTable.createdBy }).from(taskTable).where(ofTask))
    .union(
      db
        .select({ userId: commentTable.userId })
        .from(commentTable)
        .where(eq(commentTable.taskId, taskId)),
    );
  const rows = await db
    .select({ userId: userTable.id })
    .from(userTable)
    .where(
      and(
        sql`${userTable.id} in (${people})`,
        canSeeProjectSql(
          userTable.id,
          sql`(select ${taskTable.projectId} from ${taskTable} where ${ofTask})`,
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Of the people a comment mentions, those who may still see its task (`canSeeProjectSql`). */
export async function listMentionRecipients(
  db: Queryable,
  taskId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: userTable.id })
    .from(userTable)
    .where(
      and(
        inArray(userTable.id, [...userIds]),
        canSeeProjectSql(
          userTable.id,
          sql`(select ${taskTable.projectId} from ${taskTable} where ${eq(taskTable.id, taskId)})`,
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The project's team who may still see it (`canSeeProjectSql`: active members of its workspace). */
export async function listActiveAssigneeIds(db: Queryable, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: projectAssignmentTable.userId })
    .from(projectAssignmentTable)
    .where(
      and(
        eq(projectAssignmentTable.projectId, projectId),
        canSeeProjectSql(projectAssignmentTable.userId, projectAssignmentTable.projectId),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The invitation of the user to the workspace: its name and the role offered. */
export async function findInvitation(db: Queryable, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ workspaceName: workspaceTable.name, role: workspaceMemberTable.role })
    .from(workspaceMemberTable)
    .innerJoin(workspaceTable, eq(workspaceTable.id, workspaceMemberTable.workspaceId))
    .where(
      and(
        eq(workspaceMemberTable.workspaceId, workspaceId),
        eq(workspaceMemberTable.userId, userId),
        eq(workspaceMemberTable.status, 'pending'),
      ),
    );
  return row ?? null;
}
