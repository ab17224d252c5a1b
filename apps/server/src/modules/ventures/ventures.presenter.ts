import { centsToDollars } from '@groundwork/shared/common/money';
import { displayName } from '@groundwork/shared/common/person';
import { fundingProgress, isVentureImage } from '@groundwork/shared/ventures/rules';
import type { Venture, VentureFile, VentureSummary } from '@groundwork/shared/ventures/schemas';
import type { ServedFile } from '../../platform/storage/served-files';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import type { VentureFileWithUploader } from './venture-files.repository';
import type { VentureWithDetails } from './ventures.repository';

/** Ventures and their files as the API answers them, with signed addresses for the files. */

/** A signed address of a venture file: images to show inline, PDFs to download. */
function signedVentureFileUrl(
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
  { file, uploader }: VentureFileWithUploader,
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

export async function toVentureSummary(
  storage: StorageDriver,
  row: VentureWithDetails,
): Promise<VentureSummary> {
  const targetGoal = centsToDollars(row.targetGoalCents);
  const fundsPledged = centsToDollars(row.fundsPledgedCents);
  const creatorName = displayName(row.creator);
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    type: row.type,
    description: row.description,
    targetGoal,
    fundsPledged,
    fundingProgress: fundingProgress(fundsPledged, targetGoal),
    endDate: row.endDate?.toISOString() ?? null,
    status: row.status,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    pledgeCount: row.pledgeCount,
    backerCount: row.backerCount,
    thumbnailUrl: row.thumbnail ? await signedVentureFileUrl(storage, row.thumbnail) : null,
    creatorName,
    creator: { id: row.createdBy, name: creatorName },
    projectId: row.projectId,
  };
}

/** The whole venture: its summary, its pitch and its stored files. */
export async function toVenture(
  storage: StorageDriver,
  row: VentureWithDetails,
  files: VentureFileWithUploader[],
): Promise<Venture> {
  return {
    ...(await toVentureSummary(storage, row)),
    pitchContent: row.pitchContent,
    files: await Promise.all(files.map((file) => toVentureFile(storage, file))),
  };
}
