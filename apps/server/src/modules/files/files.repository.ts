import { and, eq } from 'drizzle-orm';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { projectTable, taskFileTable, taskTable, userTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import {
  afterCursorOf,
  orderByKeys,
  positionColumn,
  type PageOrder,
  type PageRequest,
} from '../../platform/paging';
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

/** Files newest first: the whole lists and their pages. */
export const fileOrder: PageOrder = {
  name: 'files',
  keys: [
    { value: taskFileTable.uploadedAt, kind: 'timestamp', direction: 'desc' },
    { value: taskFileTable.id, kind: 'id', direction: 'desc' },
  ],
};

const workspaceFileFields = {
  file: taskFileTable,
  uploader: uploaderColumns,
  taskTitle: taskTable.title,
  projectName: projectTable.name,
};

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
    .orderBy(...orderByKeys(fileOrder));
}

/** A page of a task's files: one row more than its limit when another page follows. */
export async function listTaskFilesPage(db: Queryable, taskId: string, page: PageRequest) {
  return db
    .select({ file: taskFileTable, uploader: uploaderColumns, position: positionColumn(fileOrder) })
    .from(taskFileTable)
    .innerJoin(userTable, eq(userTable.id, taskFileTable.uploadedBy))
    .where(and(eq(taskFileTable.taskId, taskId), afterCursorOf(fileOrder, page)))
    .orderBy(...orderByKeys(fileOrder))
    .limit(page.limit + 1);
}

function workspaceFilesVisibleTo(workspaceId: string, actor: WorkspaceActor) {
  return and(eq(taskFileTable.workspaceId, workspaceId), fileVisibleTo(projectViewer(actor)));
}

/** Every file of the workspace's projects the actor can see, newest first, in one statement. */
export async function listWorkspaceFiles(
  db: Queryable,
  workspaceId: string,
  actor: WorkspaceActor,
): Promise<WorkspaceFileRow[]> {
  return db
    .select(workspaceFileFields)
    .from(taskFileTable)
    .innerJoin(userTable, eq(userTable.id, taskFileTable.uploadedBy))
    .innerJoin(taskTable, eq(taskTable.id, taskFileTable.taskId))
    .innerJoin(projectTable, eq(projectTable.id, taskFileTable.projectId))
    .where(workspaceFilesVisibleTo(workspaceId, actor))
    .orderBy(...orderByKeys(fileOrder));
}

/** A page of the workspace's files: one row more than its limit when another page follows. */
export async function listWorkspaceFilesPage(
  db: Queryable,
  workspaceId: string,
  actor: WorkspaceActor,
  page: PageRequest,
) {
  return db
    .select({ ...workspaceFileFields, position: positionColumn(fileOrder) })
    .from(taskFileTable)
    .innerJoin(userTable, eq(userTable.id, taskFileTable.uploadedBy))
    .innerJoin(taskTable, eq(taskTable.id, taskFileTable.taskId))
    .innerJoin(projectTable, eq(projectTable.id, taskFileTable.projectId))
    .where(and(workspaceFilesVisibleTo(workspaceId, actor), afterCursorOf(fileOrder, page)))
    .orderBy(...orderByKeys(fileOrder))
    .limit(page.limit + 1);
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
