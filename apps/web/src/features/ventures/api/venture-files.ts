import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { encodeFilenameHeader } from '@groundwork/shared/files/rules';
import { ventureFileMessages } from '@groundwork/shared/ventures/rules';
import type { VentureFile } from '@groundwork/shared/ventures/schemas';
import { apiClient } from '../../../lib/api-client';
import { startBrowserDownload } from '../../../lib/browser-download';
import { sendRawUpload } from '../../../lib/raw-upload';
import { ventureFallbacks } from '../venture-messages';
import { ventureKeys, venturePath } from './query-keys';

/** Adds the reason to a fixed prefix: 'Failed to delete file: Not found'. */
function withReason(prefix: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`${prefix}: ${reason}`, { cause: error });
}

/** POST /api/ventures/{id}/files: the record made before the bytes are sent. */
async function createVentureFileRecord(
  workspaceId: string,
  ventureId: string,
  file: File,
  mimeType: string,
): Promise<string> {
  const { fileId } = await apiClient.post<{ fileId: string }>(
    venturePath(ventureId, 'files'),
    { filename: file.name, fileSize: file.size, mimeType, ventureId },
    { workspaceId, fallbackMessage: ventureFallbacks.prepareUploadFailed },
  );
  return fileId;
}

export interface VentureUploadRequest {
  file: File;
  mimeType: string;
  ventureId: string;
  workspaceId: string;
  /** Whole percent sent so far, 0 to 100. */
  onProgress: (percent: number) => void;
}

/**
 * Makes the file's record, then sends the bytes as the raw body of
 * PUT /api/ventures/{id}/files/direct/{fileId}. XMLHttpRequest because only it reports upload
 * progress. Rejects with the message of 001 §8 (or the server's own).
 */
export async function uploadVentureFile(request: VentureUploadRequest): Promise<void> {
  const { file, mimeType, ventureId, workspaceId, onProgress } = request;
  const fileId = await createVentureFileRecord(workspaceId, ventureId, file, mimeType);
  await sendRawUpload({
    url: venturePath(ventureId, 'files', 'direct', fileId),
    file,
    headers: {
      'x-filename': encodeFilenameHeader(file.name),
      'X-Workspace-ID': workspaceId,
      'content-type': mimeType,
    },
    onProgress,
  });
}

export function useDownloadVentureFile(workspaceId: string, ventureId: string) {
  return useMutation({
    mutationFn: async (fileId: string) => {
      let answer: { downloadUrl: string; filename: string };
      try {
        answer = await apiClient.get(venturePath(ventureId, 'files', fileId, 'download'), {
          workspaceId,
        });
      } catch (error) {
        throw withReason(ventureFallbacks.downloadUrlFailed, error);
      }
      startBrowserDownload(answer.downloadUrl, answer.filename);
    },
    onError: (error) =>
      toast.error(ventureFileMessages.downloadFailed, { description: error.message }),
  });
}

export function useDeleteVentureFile(workspaceId: string, ventureId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: VentureFile) => {
      try {
        await apiClient.delete(venturePath(ventureId, 'files', file.id), { workspaceId });
      } catch (error) {
        throw withReason(ventureFallbacks.deleteFileFailed, error);
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ventureKeys.detail(ventureId) });
      void queryClient.invalidateQueries({ queryKey: ventureKeys.lists() });
    },
    onError: (error) =>
      toast.error(ventureFileMessages.deleteFailed, { description: error.message }),
  });
}
