import { and, count, eq, ilike, inArray, like, not, or, sql, type SQL } from 'drizzle-orm';
import { FILE_CATEGORY_RULE, type FileCategory } from '@groundwork/shared/files/rules';
import type { FileFilters, FileListFilters } from '@groundwork/shared/files/schemas';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { projectTable, taskFileTable, taskTable, userTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { personNameFields } from '../../platform/person-fields';
import {
  readList,
  withPosition,
  type PageKey,
  type PageOrder,
  type PageRequest,
} from '../../platform/paging';
import { fileVisibleTo, projectViewer } from '../../platform/visibility';

type TaskFileRow = typeof taskFileTable.$inferSelect;
export type NewTaskFile = typeof taskFileTable.$inferInsert;

export interface TaskFileWithUploader {
  file: TaskFileRow;
  uploader: { name: string | null; phoneNumber: string };
}

export interface WorkspaceFileRow extends TaskFileWithUploader {
  taskTitle: string;
  projectName: string;
}

const uploaderColumns = personNameFields(userTable);
const taskFileFields = { file: taskFileTable, uploader: uploaderColumns };

/**
 * Names sort by their lower case, byte by byte ("C"), so that both databases and the index agree
 * whatever collation the database was made with.
 */
const filenameKey = sql`lower(${taskFileTable.filename}) collate "C"`;

type FileSort = Pick<FileListFilters, 'sortBy' | 'sortOrder'>;

/**
 * A file list's order: the chosen key in the chosen direction, then the id the same way, so that
 * an index on (list, key, id) reads a page as one range. The whole lists and their pages are read
 * in it; a page's cursor names it (newest first keeps the name its cursors always had).
 */
export function fileOrder({ sortBy, sortOrder }: FileSort): PageOrder {
  const name =
    sortBy === 'createdAt' && sortOrder === 'desc' ? 'files' : `files.${sortBy}.${sortOrder}`;
  const keyOf: Record<FileSort['sortBy'], Omit<PageKey, 'direction'>> = {
    createdAt: { value: taskFileTable.uploadedAt, kind: 'timestamp' },
    name: { value: filenameKey, kind: 'text' },
    size: { value: taskFileTable.fileSize, kind: 'integer' },
  };
  return {
    name,
    keys: [
      { ...keyOf[sortBy], direction: sortOrder },
      { value: taskFileTable.id, kind: 'id', direction: sortOrder },
    ],
  };
}

/** `like` text that matches itself only: its wildcards and escape character escaped. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function categoryCondition(category: FileCategory): SQL | undefined {
  const { mimeType } = taskFileTable;
  const { imagePrefix, archiveTypes, documentTypes } = FILE_CATEGORY_RULE;
  const isImage = like(mimeType, `${likeLiteral(imagePrefix)}%`);
  switch (category) {
    case 'image':
      return isImage;
    case 'archive':
      return inArray(mimeType, [...archiveTypes]);
    case 'document':
      return inArray(mimeType, [...documentTypes]);
    case 'other':
      return not(or(isImage, inArray(mimeType, [...archiveTypes, ...documentTypes])) ?? sql`false`);
  }
}

/** The files a list's `type` and `search` leave in it. */
function filtersCondition({ type, search }: FileFilters): SQL | undefined {
  return and(
    type === undefined ? undefined : categoryCondition(type),
    search === undefined ? undefined : ilike(taskFileTable.filename, `%${likeLiteral(search)}%`),
  );
}

const workspaceFileFields = {
  ...taskFileFields,
  taskTitle: taskTable.title,
  projectName: projectTable.name,
};

function taskFilesOf(taskId: string, filters: FileFilters) {
  return and(eq(taskFileTable.taskId, taskId), filtersCondition(filters));
}

/** A task's files with their uploaders that the filters leave, in the list's order. */
export async function listTaskFiles(
  db: Queryable,
  taskId: string,
  filters: FileListFilters,
): Promise<TaskFileWithUploader[]> {
  const query = db
    .select(taskFileFields)
    .from(taskFileTable)
    .innerJoin(userTable, eq(userTable.id, taskFileTable.uploadedBy))
    .$dynamic();
  return readList(query, fileOrder(filters), taskFilesOf(taskId, filters));
}

/** A page of a task's files: one row more than its limit when another page follows. */
export async function listTaskFilesPage(
  db: Queryable,
  taskId: string,
  filters: FileListFilters,
  page: PageRequest,
) {
  const query = db
    .select(withPosition(taskFileFields, fileOrder(filters)))
    .from(taskFileTable)
    .innerJoin(userTable, eq(userTable.id, taskFileTable.uploadedBy))
    .$dynamic();
  return readList(query, fileOrder(filters), taskFilesOf(taskId, filters), page);
}

/** How many of a task's files the filters leave. */
export async function countTaskFiles(
  db: Queryable,
  taskId: string,
  filters: FileFilters,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(taskFileTable)
    .where(taskFilesOf(taskId, filters));
  return row?.count ?? 0;
}

function workspaceFilesOf(workspaceId: string, actor: WorkspaceActor, filters: FileFilters) {
  return and(
    eq(taskFileTable.workspaceId, workspaceId),
    fileVisibleTo(projectViewer(actor)),
    filtersCondition(filters),
  );
}

/**
 * Every file of the workspace's projects the actor can see that the filters leave, in the list's
 * order, in one statement.
 */
export async function listWorkspaceFiles(
  db: Queryable,
  workspaceId: string,
  actor: WorkspaceActor,
  filters: FileListFilters,
): Promise<WorkspaceFileRow[]> {
  const query = db
    .select(workspaceFileFields)
    .from(taskFileTable)
    .innerJoin(userTable, eq(userTable.id, taskFileTable.uploadedBy))
    .innerJoin(taskTable, eq(taskTable.id, taskFileTable.taskId))
    .innerJoin(projectTable, eq(projectTable.id, taskFileTable.projectId))
    .$dynamic();
  return readList(query, fileOrder(filters), workspaceFilesOf(workspaceId, actor, filters));
}

/** A page of the workspace's files: one row more than its limit when another page follows. */
export async function listWorkspaceFilesPage(
  db: Queryable,
  workspaceId: string,
  actor: WorkspaceActor,
  filters: FileListFilters,
  page: PageRequest,
) {
  const query = db
    .select(withPosition(workspaceFileFields, fileOrder(filters)))
    .from(taskFileTable)
    .innerJoin(userTable, eq(userTable.id, taskFileTable.uploadedBy))
    .innerJoin(taskTable, eq(taskTable.id, taskFileTable.taskId))
    .innerJoin(projectTable, eq(projectTable.id, taskFileTable.projectId))
    .$dynamic();
  return readList(query, fileOrder(filters), workspaceFilesOf(workspaceId, actor, filters), page);
}

/** How many of the workspace's files the actor can see and the filters leave. */
export async function countWorkspaceFiles(
  db: Queryable,
  workspaceId: string,
  actor: WorkspaceActor,
  filters: FileFilters,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(taskFileTable)
    .where(workspaceFilesOf(workspaceId, actor, filters));
  return row?.count ?? 0;
}

export async function findTaskFile(
  db: Queryable,
  fileId: string,
): Promise<TaskFileWithUploader | null> {
  const [row] = await db
    .select(taskFileFields)
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
