import { and, desc, eq } from 'drizzle-orm';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { projectTable, taskFileTable, taskTable, userTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { fileVisibleTo, projectViewer } from '../../platform/visibility';

export type TaskFileRow = typeof taskFileTable.$inferSelect;
export type NewTaskFile = typeof taskFileTable.$inferInsert;

export interface TaskFileWithUploader {
  file: TaskFileRow;
  uploader: { name: string | null; phoneNumber: string };
}

export interface WorkspaceFileRow extends TaskFileWithUploader {
  taskTitle: string;
  projectName: string;
}

const uploaderColumns = { name: userTable.name, phoneNumber: userTable.phoneNumber };
const newestFirst = [desc(taskFileTable.uploadedAt), desc(taskFileTable.id)] as const;

/** A task's files with their uploaders, newest first. */
export async function listTaskFiles(
  db: Queryable,
  taskId: string,
): Promise<TaskFileWithUploader[]> {
  return db
    .select({ file: taskFileTable, uploader: uploaderColumns })
    .from(taskFileTable)
    .innerJoin(userTable, eq(userTable.id, taskFileTable.uploadedBy))
    .where(eq(taskFileTable.taskId, taskId))
    .orderBy(...newestFirst);
}

/** Every file of the workspace's projects the actor can see, newest first, in one statement. */
export async function listWorkspaceFiles(
  db: Queryable,
  workspaceId: string,
  actor: WorkspaceActor,
): Promise<WorkspaceFileRow[]> {
  return db
    .select({
      file: taskFileTable,
      uploader: uploaderColumns,
      taskTitle: taskTable.title,
      projectName: projectTable.name,
    })
    .from(taskFileTable)
    .innerJoin(userTable, eq(userTable.id, taskFileTable.uploadedBy))
    .innerJoin(taskTable, eq(taskTable.id, taskFileTable.taskId))
    .innerJoin(projectTable, eq(projectTable.id, taskFileTable.projectId))
    .where(and(eq(taskFileTable.workspaceId, workspaceId), fileVisibleTo(projectViewer(actor))))
    .orderBy(...newestFirst);
}

export async function findTaskFile(
  db: Queryable,
  fileId: string,
): Promise<TaskFileWithUploader | null> {
  const [row] = await db
    .select({ file: taskFileTable, uploader: uploaderColumns })
    .from(taskFileTable)
    .innerJoin(userTable, eq(userTable.id, taskFileTable.uploadedBy))
    .where(eq(taskFileTable.id, fileId));
  return row ?? null;
}

/** Inserts the row; answers false when a row with the id already exists. */
export async function insertTaskFile(db: Queryable, file: NewTaskFile): Promise<boolean> {
  const inserted = await db
    .insert(taskFileTable)
    .values(file)
    .onConflictDoNothing({ target: taskFileTable.id })
    .returning({ id: taskFileTable.id });
  return inserted.length === 1;
}

export async function deleteTaskFile(db: Queryable, fileId: string): Promise<void> {
  await db.delete(taskFileTable).where(eq(taskFileTable.id, fileId));
}
