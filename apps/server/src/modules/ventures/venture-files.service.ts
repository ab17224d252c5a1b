import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { VENTURE_FILE_MAX_BYTES } from '@groundwork/shared/common/constants';
import { decodeFilenameHeader } from '@groundwork/shared/files/rules';
import { checkVentureFile, ventureFileMessages } from '@groundwork/shared/ventures/rules';
import type { CreateVentureFileInput, VentureFile } from '@groundwork/shared/ventures/schemas';
import { isId } from '@groundwork/shared/common/guards';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import type { ChangeConsumer } from '../../platform/changes/change-relay';
import { AppError } from '../../platform/errors';
import type { ScheduledJob } from '../../platform/scheduler';
import type { ServedFile } from '../../platform/storage/served-files';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import { storeUpload } from '../../platform/storage/upload-pipeline';
import {
  fileNotFound,
  loadVisibleVenture,
  requireVentureAction,
  ventureFilesPrefix,
  ventureNotFound,
} from './venture-access';
import { recordVentureChange } from './venture-changes';
import * as repo from './venture-files.repository';
import { toVentureFile } from './ventures.presenter';

/** How long a file record may wait for its bytes. */
const UNSENT_FILE_TTL_MS = 24 * 60 * 60 * 1000;

export interface VentureFilesServiceDeps {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
}

export interface DirectUploadInput {
  ventureId: string;
  /** The X-Workspace-ID header. */
  workspaceId: string;
  fileId: string;
  /** The x-filename header, percent-encoded. */
  filenameHeader: string;
  contentType: string;
  contentLength: number | undefined;
  body: Readable;
}

/**
 * Files of a venture (001 §7): a record first, then its bytes streamed to storage under
 * `ventures/{workspaceId}/{ventureId}/{fileId}`; only stored files are listed or served.
 */
export function createVentureFilesService({ db, clock, storage }: VentureFilesServiceDeps) {
  async function storedFile(ventureId: string, fileId: string): Promise<VentureFile> {
    const stored = (await repo.listStoredFiles(db, ventureId)).find((f) => f.file.id === fileId);
    if (!stored) throw fileNotFound();
    return toVentureFile(storage, stored);
  }

  return {
    async listFiles(ventureId: string, userId: string): Promise<VentureFile[]> {
      const venture = await loadVisibleVenture(db, ventureId, userId);
      return Promise.all(
        (await repo.listStoredFiles(db, venture.id)).map((row) => toVentureFile(storage, row)),
      );
    },

    /** The record made before the bytes: name, type and size are checked here (001 §5). */
    async createFileRecord(
      ventureId: string,
      userId: string,
      input: CreateVentureFileInput,
    ): Promise<{ fileId: string }> {
      const venture = await loadVisibleVenture(db, ventureId, userId);
      if (input.ventureId !== venture.id) throw ventureNotFound();
      requireVentureAction('venture-file:manage', venture, userId);
      const check = checkVentureFile({
        name: input.filename,
        type: input.mimeType,
        size: input.fileSize,
      });
      if (!check.ok) {
        const tooLarge = input.fileSize > VENTURE_FILE_MAX_BYTES;
        const code =
          check.mimeType === null
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : tooLarge
              ? 'PAYLOAD_TOO_LARGE'
              : 'VALIDATION_FAILED';
        throw new AppError(
          code,
          check.errors[0] ?? ventureFileMessages.unsupportedType(input.filename),
          check.errors.map((message) => ({ path: 'file', message })),
        );
      }
      const fileId = crypto.randomUUID();
      await repo.insertVentureFile(db, {
        id: fileId,
        workspaceId: venture.workspaceId,
        ventureId: venture.id,
        filename: input.filename,
        mimeType: check.mimeType,
        fileSize: input.fileSize,
        storageKey: `${ventureFilesPrefix(venture.workspaceId, venture.id)}/${fileId}`,
        uploadedBy: userId,
        createdAt: clock.now(),
      });
      return { fileId };
    },

    /** The bytes of a recorded file, streamed through the size limit and the type check. */
    async uploadFile(input: DirectUploadInput, userId: string): Promise<VentureFile> {
      const venture = await loadVisibleVenture(db, input.ventureId, userId);
      // X-Workspace-ID naming another workspace than the venture's: not found, as everywhere.
      if (input.workspaceId !== venture.workspaceId) throw ventureNotFound();
      requireVentureAction('venture-file:manage', venture, userId);
      if (!isId(input.fileId)) throw fileNotFound();
      const record = await repo.findVentureFile(db, input.fileId);
      if (!record || record.ventureId !== venture.id) throw fileNotFound();
      // A retry of an upload that already arrived answers the stored file and leaves its bytes.
      if (record.storedAt) return storedFile(venture.id, record.id);
      const filename = decodeFilenameHeader(input.filenameHeader) ?? record.filename;
      if (input.contentLength !== undefined && input.contentLength > VENTURE_FILE_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', ventureFileMessages.tooLarge(filename));
      }
      const declared = checkVentureFile({
        name: record.filename,
        type: input.contentType,
        size: 1,
      });
      if (!declared.ok || declared.mimeType !== record.mimeType) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', ventureFileMessages.unsupportedType(filename));
      }
      let fileSize: number;
      try {
        fileSize = await storeUpload(storage, record.storageKey, input.body, {
          maxBytes: VENTURE_FILE_MAX_BYTES,
          declaredType: record.mimeType,
          tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', ventureFileMessages.tooLarge(filename)),
          typeMismatch: () =>
            new AppError('UNSUPPORTED_MEDIA_TYPE', ventureFileMessages.unsupportedType(filename)),
        });
      } catch (error) {
        if (!(error instanceof AppError) && !input.body.readableEnded) {
          throw new AppError('VALIDATION_FAILED', 'The upload ended before its last byte');
        }
        throw error;
      }
      if (fileSize === 0) {
        await storage.delete(record.storageKey);
        throw new AppError('VALIDATION_FAILED', ventureFileMessages.empty(filename));
      }
      const stored = await db.transaction(async (tx) => {
        if (!(await repo.markFileStored(tx, record.id, fileSize, clock.now()))) return false;
        await recordVentureChange(tx, clock.now(), 'venture.updated', venture, userId, [
          { field: 'files', from: null, to: record.filename },
        ]);
        return true;
      });
      if (!stored) {
        await storage.delete(record.storageKey);
        throw fileNotFound();
      }
      return storedFile(venture.id, record.id);
    },

    async getFileDownload(ventureId: string, fileId: string, userId: string) {
      const venture = await loadVisibleVenture(db, ventureId, userId);
      const file = isId(fileId) ? await repo.findVentureFile(db, fileId) : null;
      if (!file || file.ventureId !== venture.id || !file.storedAt) throw fileNotFound();
      return {
        downloadUrl: await storage.signedUrl(file.storageKey, file, 'attachment'),
        filename: file.filename,
      };
    },

    async deleteFile(ventureId: string, fileId: string, userId: string): Promise<void> {
      const venture = await loadVisibleVenture(db, ventureId, userId);
      requireVentureAction('venture-file:delete', venture, userId);
      const file = isId(fileId) ? await repo.findVentureFile(db, fileId) : null;
      if (!file || file.ventureId !== venture.id) throw fileNotFound();
      await db.transaction(async (tx) => {
        await repo.deleteVentureFile(tx, file.id);
        await recordVentureChange(tx, clock.now(), 'venture.updated', venture, userId, [
          { field: 'files', from: file.filename, to: null },
        ]);
      });
      await storage.delete(file.storageKey);
    },

    /** The signed-address route's view of a venture file. */
    async findServedFile(fileId: string): Promise<ServedFile | null> {
      if (!isId(fileId)) return null;
      const file = await repo.findVentureFile(db, fileId);
      return file?.storedAt
        ? { storageKey: file.storageKey, filename: file.filename, mimeType: file.mimeType }
        : null;
    },

    /**
     * A scheduler job: records whose bytes never came (the browser closed between the record and
     * the upload) are forgotten after a day. They were never listed or served.
     */
    unsentFilesJob: {
      name: 'venture-unsent-files',
      run: (now: Date) =>
        repo.deleteUnstoredFilesBefore(db, new Date(now.getTime() - UNSENT_FILE_TTL_MS)),
    } satisfies ScheduledJob,

    /** A deleted workspace's venture files go from storage (rows go by cascade). */
    storedFilesCleanup: {
      name: 'venture-files-cleanup',
      types: ['workspace.deleted'],
      async apply(_tx, changes) {
        for (const { data: change } of changes) {
          if (change.type === 'workspace.deleted') {
            await storage.deletePrefix(ventureFilesPrefix(change.workspaceId));
          }
        }
      },
    } satisfies ChangeConsumer,
  };
}

export type VentureFilesService = ReturnType<typeof createVentureFilesService>;
