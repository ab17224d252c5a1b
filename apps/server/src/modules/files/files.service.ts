import type { Readable } from 'node:stream';
import { TASK_FILE_MAX_BYTES } from '@groundwork/shared/common/constants';
import {
  decodeFilenameHeader,
  fileMessages,
  isValidFilename,
  resolveAllowedMimeType,
  TASK_FILE_TYPES,
} from '@groundwork/shared/files/rules';
import {
  DEFAULT_FILE_SORT,
  type FileDownload,
  type FileFilters,
  type FileListFilters,
  type TaskFile,
  type WorkspaceFile,
} from '@groundwork/shared/files/schemas';
import { deniedReason } from '@groundwork/shared/permissions/can';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { isId } from '@groundwork/shared/common/guards';
import type { Page, PageQuery } from '@groundwork/shared/common/paging';
import type { Database } from '../../platform/database';
import type { ChangeConsumer } from '../../platform/changes/change-relay';
import { recordChanges } from '../../platform/changes/change-record';
import type { Clock } from '../../platform/clock';
import { AppError, requireAllowed } from '../../platform/errors';
import { pageOf, pageRequestOf } from '../../platform/paging';
import { isInlineImageType } from '../../platform/storage/content-disposition';
import type { ServedFile } from '../../platform/storage/served-files';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import { storeUpload } from '../../platform/storage/upload-pipeline';
import type { ResolveAccess, WorkspaceAccess } from '../../platform/workspace-access';
import { displayName } from '@groundwork/shared/common/person';
import type { TasksService } from '../tasks/tasks.service';
import * as repo from './files.repository';

export interface FilesServiceDeps {
  db: Database;
  storage: StorageDriver;
  clock: Clock;
  /**
   * Finds the task and checks the caller may see it, exactly as the task routes do; a hidden task
   * is not found (ids cannot be probed).
   */
  tasks: Pick<TasksService, 'loadVisibleTaskOr'>;
}

export const fileConflictMessage = 'A different file already has this id';
const uploadCutShortMessage = 'The upload ended before its last byte';

const fileNotFound = () => new AppError('NOT_FOUND', fileMessages.notFound);
const taskNotFound = () => new AppError('NOT_FOUND', taskMessages.notFound);

/**
 * Where a task's files live: everything of a workspace, a project or a task is one prefix, so
 * deleting any of them is one prefix delete.
 */
function taskFilesPrefix(workspaceId: string, projectId?: string, taskId?: string): string {
  return ['tasks', workspaceId, projectId, taskId].filter(Boolean).join('/');
}

export interface UploadInput {
  fileId: string;
  taskId: string;
  /** The x-filename header, percent-encoded. */
  filenameHeader: string;
  contentType: string;
  /** The Content-Length header, when the body has one. */
  contentLength: number | undefined;
  body: Readable;
}

export function createFilesService({ db, storage, clock, tasks }: FilesServiceDeps) {
  /** Uploads in progress on this server, by file id: a second one with the same id waits its turn. */
  const inFlight = new Set<string>();

  async function toTaskFile({ file, uploader }: repo.TaskFileWithUploader): Promise<TaskFile> {
    return {
      id: file.id,
      taskId: file.taskId,
      filename: file.filename,
      mimeType: file.mimeType,
      fileSize: file.fileSize,
      uploadedAt: file.uploadedAt.toISOString(),
      uploadedBy: file.uploadedBy,
      uploaderName: displayName(uploader),
      previewUrl: isInlineImageType(file.mimeType)
        ? await storage.signedUrl(file.storageKey, file, 'inline')
        : null,
    };
  }

  /** The file with its task, once the caller may see that task. */
  async function visibleFile(fileId: string, resolveAccess: ResolveAccess) {
    if (!isId(fileId)) throw fileNotFound();
    const found = await repo.findTaskFile(db, fileId);
    if (!found) throw fileNotFound();
    const visible = await tasks.loadVisibleTaskOr(found.file.taskId, resolveAccess, fileNotFound);
    requireAllowed(deniedReason(visible.access.actor, 'file:view', visible.project));
    return { ...visible, found };
  }

  /** Checks the caller may see the task's files. */
  async function visibleTaskFiles(taskId: string, resolveAccess: ResolveAccess): Promise<void> {
    const { access, project } = await tasks.loadVisibleTaskOr(taskId, resolveAccess, taskNotFound);
    requireAllowed(deniedReason(access.actor, 'file:view', project));
  }

  function checkUploadHeaders(input: UploadInput): { filename: string; mimeType: string } {
    const filename = decodeFilenameHeader(input.filenameHeader);
    if (filename === null || !isValidFilename(filename)) {
      throw new AppError('VALIDATION_FAILED', fileMessages.invalidFilename, [
        { path: 'x-filename', message: fileMessages.invalidFilename },
      ]);
    }
    const mimeType = resolveAllowedMimeType(filename, input.contentType, TASK_FILE_TYPES);
    if (mimeType === null)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', fileMessages.typeNotAllowed);
    if (input.contentLength !== undefined && input.contentLength > TASK_FILE_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge);
    }
    if (input.contentLength === 0) throw new AppError('VALIDATION_FAILED', fileMessages.empty);
    return { filename, mimeType };
  }

  /** Streams the body to storage; nothing is left there when it fails. */
  async function storeBody(key: string, mimeType: string, body: Readable): Promise<number> {
    try {
      return await storeUpload(storage, key, body, {
        maxBytes: TASK_FILE_MAX_BYTES,
        declaredType: mimeType,
        tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge),
        typeMismatch: () => new AppError('UNSUPPORTED_MEDIA_TYPE', fileMessages.typeNotAllowed),
      });
    } catch (error) {
      if (!(error instanceof AppError) && !body.readableEnded) {
        throw new AppError('VALIDATION_FAILED', uploadCutShortMessage);
      }
      throw error;
    }
  }

  return {
    /** A task's files the filters leave, in the order asked for: all of them, or a page. */
    async listTaskFiles(
      taskId: string,
      resolveAccess: ResolveAccess,
      { limit, cursor, ...filters }: FileListFilters & PageQuery = DEFAULT_FILE_SORT,
    ): Promise<TaskFile[] | Page<TaskFile>> {
      const order = repo.fileOrder(filters);
      const page = pageRequestOf(order, { limit, cursor });
      await visibleTaskFiles(taskId, resolveAccess);
      if (!page) {
        return Promise.all((await repo.listTaskFiles(db, taskId, filters)).map(toTaskFile));
      }
      const rows = await repo.listTaskFilesPage(db, taskId, filters, page);
      const { items, nextCursor } = pageOf(order, page, rows, (row) => row);
      return { items: await Promise.all(items.map(toTaskFile)), nextCursor };
    },

    /** How many of a task's files the filters leave. */
    async countTaskFiles(
      taskId: string,
      resolveAccess: ResolveAccess,
      filters: FileFilters,
    ): Promise<number> {
      await visibleTaskFiles(taskId, resolveAccess);
      return repo.countTaskFiles(db, taskId, filters);
    },

    /**
     * Every task file of the workspace in a project the caller can see that the filters leave, in
     * the order asked for: all of them, or a page.
     */
    async listWorkspaceFiles(
      access: WorkspaceAccess,
      { limit, cursor, ...filters }: FileListFilters & PageQuery = DEFAULT_FILE_SORT,
    ): Promise<WorkspaceFile[] | Page<WorkspaceFile>> {
      const order = repo.fileOrder(filters);
      const page = pageRequestOf(order, { limit, cursor });
      const toWorkspaceFile = async (row: repo.WorkspaceFileRow): Promise<WorkspaceFile> => ({
        ...(await toTaskFile(row)),
        taskTitle: row.taskTitle,
        projectId: row.file.projectId,
        projectName: row.projectName,
      });
      const { workspace, actor } = access;
      if (!page) {
        const rows = await repo.listWorkspaceFiles(db, workspace.id, actor, filters);
        return Promise.all(rows.map(toWorkspaceFile));
      }
      const rows = await repo.listWorkspaceFilesPage(db, workspace.id, actor, filters, page);
      const { items, nextCursor } = pageOf(order, page, rows, (row) => row);
      return { items: await Promise.all(items.map(toWorkspaceFile)), nextCursor };
    },

    /** How many of the workspace's files the caller can see and the filters leave. */
    async countWorkspaceFiles(access: WorkspaceAccess, filters: FileFilters): Promise<number> {
      return repo.countWorkspaceFiles(db, access.workspace.id, access.actor, filters);
    },

    /**
     * Stores an upload, then records it: a failed or cut upload leaves neither bytes nor a row.
     * The client makes up the id; sending the same one again (a retry) answers the file already
     * stored when it is the same uploader's for the same task, and a conflict otherwise.
     */
    async uploadTaskFile(
      input: UploadInput,
      resolveAccess: ResolveAccess,
    ): Promise<{ file: TaskFile; created: boolean }> {
      const { access, task, project } = await tasks.loadVisibleTaskOr(
        input.taskId,
        resolveAccess,
        taskNotFound,
      );
      requireAllowed(deniedReason(access.actor, 'file:upload', project));
      const { filename, mimeType } = checkUploadHeaders(input);

      const existing = await repo.findTaskFile(db, input.fileId);
      if (existing) {
        const isRetry =
          existing.file.uploadedBy === access.actor.userId && existing.file.taskId === task.task.id;
        if (!isRetry) throw new AppError('CONFLICT', fileConflictMessage);
        return { file: await toTaskFile(existing), created: false };
      }
      if (inFlight.has(input.fileId)) throw new AppError('CONFLICT', fileConflictMessage);
      inFlight.add(input.fileId);
      try {
        const { workspaceId, projectId, id: taskId } = task.task;
        const storageKey = `${taskFilesPrefix(workspaceId, projectId, taskId)}/${input.fileId}`;
        const fileSize = await storeBody(storageKey, mimeType, input.body);
        if (fileSize === 0) {
          await storage.delete(storageKey);
          throw new AppError('VALIDATION_FAILED', fileMessages.empty);
        }
        let inserted: boolean;
        try {
          inserted = await db.transaction(async (tx) => {
            const isNew = await repo.insertTaskFile(tx, {
              id: input.fileId,
              workspaceId,
              projectId,
              taskId,
              filename,
              mimeType,
              fileSize,
              storageKey,
              uploadedBy: access.actor.userId,
            });
            if (!isNew) return false;
            const change = {
              type: 'file.uploaded' as const,
              workspaceId,
              actorId: access.actor.userId,
              projectId,
              taskId,
              taskTitle: task.task.title,
              fileId: input.fileId,
              filename,
              fields: [{ field: 'filename', from: null, to: filename }],
            };
            await recordChanges(tx, [change], clock.now());
            return true;
          });
        } catch (error) {
          // The task went while the bytes arrived (or the database failed): drop the bytes.
          await storage.delete(storageKey);
          throw error;
        }
        // Another server took the id meanwhile: its row owns the key, so the bytes stay.
        if (!inserted) throw new AppError('CONFLICT', fileConflictMessage);

        const stored = await repo.findTaskFile(db, input.fileId);
        if (!stored) throw fileNotFound();
        return { file: await toTaskFile(stored), created: true };
      } finally {
        inFlight.delete(input.fileId);
      }
    },

    /** A short-lived address that downloads the file, with its name. */
    async getDownload(fileId: string, resolveAccess: ResolveAccess): Promise<FileDownload> {
      const { found } = await visibleFile(fileId, resolveAccess);
      const { file } = found;
      return {
        downloadUrl: await storage.signedUrl(file.storageKey, file, 'attachment'),
        filename: file.filename,
      };
    },

    /** Owner, admin or project_manager; the stored bytes go with the row. */
    async deleteTaskFile(fileId: string, resolveAccess: ResolveAccess): Promise<void> {
      const { access, task, found } = await visibleFile(fileId, resolveAccess);
      requireAllowed(deniedReason(access.actor, 'file:delete'));
      const { file } = found;
      await db.transaction(async (tx) => {
        await repo.deleteTaskFile(tx, file.id);
        const change = {
          type: 'file.deleted' as const,
          workspaceId: file.workspaceId,
          actorId: access.actor.userId,
          projectId: file.projectId,
          taskId: file.taskId,
          taskTitle: task.task.title,
          fileId: file.id,
          filename: file.filename,
        };
        await recordChanges(tx, [change], clock.now());
      });
      await storage.delete(file.storageKey);
    },

    /**
     * Removes the stored bytes of a deleted task or workspace (their rows go by foreign-key
     * cascade), read from the change record; removing them twice is harmless.
     */
    storedFilesCleanup: {
      name: 'task-files-cleanup',
      types: ['task.deleted', 'workspace.deleted'],
      async apply(_tx, changes) {
        for (const { data: change } of changes) {
          if (change.type === 'task.deleted') {
            await storage.deletePrefix(
              taskFilesPrefix(change.workspaceId, change.projectId, change.taskId),
            );
          } else if (change.type === 'workspace.deleted') {
            await storage.deletePrefix(taskFilesPrefix(change.workspaceId));
          }
        }
      },
    } satisfies ChangeConsumer,

    /** The signed-address route's view of a task file. */
    async findServedFile(fileId: string): Promise<ServedFile | null> {
      if (!isId(fileId)) return null;
      const found = await repo.findTaskFile(db, fileId);
      return (
        found && {
          storageKey: found.file.storageKey,
          filename: found.file.filename,
          mimeType: found.file.mimeType,
        }
      );
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
