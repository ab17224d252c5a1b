import { fileMessages } from '@groundwork/shared/files/rules';
import {
  deniedReason,
  type Action,
  type PermissionActor,
} from '@groundwork/shared/permissions/can';
import { isVentureImage } from '@groundwork/shared/ventures/rules';
import type { VentureFile } from '@groundwork/shared/ventures/schemas';
import { ventureMessages } from '@groundwork/shared/ventures/constants';
import { isId } from '@groundwork/shared/common/guards';
import type { Queryable } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { ServedFile } from '../../platform/storage/served-files';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import { displayName } from '@groundwork/shared/common/person';
import * as repo from './ventures.repository';

/** What the ventures and venture files services share: finding, judging and showing a venture. */

export const ventureNotFound = () => new AppError('NOT_FOUND', ventureMessages.notFound);
export const fileNotFound = () => new AppError('NOT_FOUND', fileMessages.notFound);

/** Where a venture's files live: a workspace's or a venture's are one prefix each. */
export function ventureFilesPrefix(workspaceId: string, ventureId?: string): string {
  return ['ventures', workspaceId, ventureId].filter(Boolean).join('/');
}

/** Venture actions are judged on the venture alone, so the actor needs no workspace role. */
function ventureActor(userId: string): PermissionActor {
  return { userId, role: null, isOwner: false };
}

/** 404 when the venture is hidden from the user (a draft of someone else), 403 otherwise. */
export function requireVentureAction(
  action: Action & `venture${string}`,
  venture: { createdBy: string; status: repo.VentureRow['status'] },
  userId: string,
): void {
  const actor = ventureActor(userId);
  if (deniedReason(actor, 'venture:view', venture) !== null) throw ventureNotFound();
  // Every venture action takes the same resource; the cast only picks one of them for the type.
  const reason = deniedReason(actor, action as 'venture:update', venture);
  if (reason !== null) throw new AppError('FORBIDDEN', reason);
}

export function parseVentureId(ventureId: string): string {
  if (!isId(ventureId)) throw ventureNotFound();
  return ventureId;
}

/** The venture, once the user may see it (drafts only to their creator). */
export async function loadVisibleVenture(
  db: Queryable,
  ventureId: string,
  userId: string,
): Promise<repo.VentureWithDetails> {
  const row = await repo.findVenture(db, parseVentureId(ventureId));
  if (!row || deniedReason(ventureActor(userId), 'venture:view', row) !== null)
    throw ventureNotFound();
  return row;
}

/** The fields every venture event carries. */
export function ventureChangeRef(
  venture: Pick<repo.VentureRow, 'id' | 'name' | 'workspaceId' | 'createdBy'>,
  actorId: string | null,
) {
  return {
    workspaceId: venture.workspaceId,
    actorId,
    ventureId: venture.id,
    ventureName: venture.name,
    creatorId: venture.createdBy,
  };
}

/** A signed address of a venture file: images to show inline, PDFs to download. */
export function signedVentureFileUrl(
  storage: StorageDriver,
  file: ServedFile & { id: string },
): Promise<string> {
  return storage.signedUrl(
    file.storageKey,
    file,
    isVentureImage(file.mimeType) ? 'inline' : 'attachment',
  );
}

export async function toVentureFile(
  storage: StorageDriver,
  { file, uploader }: repo.VentureFileWithUploader,
): Promise<VentureFile> {
  return {
    id: file.id,
    filename: file.filename,
    mimeType: file.mimeType,
    fileSize: file.fileSize,
    uploader: { name: displayName(uploader) },
    createdAt: file.createdAt.toISOString(),
    url: await signedVentureFileUrl(storage, file),
  };
}
