import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { encodeFilenameHeader } from '@groundwork/shared/files/rules';
import { ventureFileMessages } from '@groundwork/shared/ventures/rules';
import type { VentureFile } from '@groundwork/shared/ventures/schemas';
import { apiClient, endRefusedSession } from '../../../lib/api-client';
import { getAuthToken } from '../../../lib/auth-token';
import { uploadStatusMessage, ventureFallbacks } from '../venture-messages';
import { ventureKeys, venturePath } from './query-keys';

/** Adds the reason to a fixed prefix: 'Failed to delete file: Not found'. */
function withReason(prefix: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`${prefix}: ${reason}`, { cause: error });
}

/** POST /api/ventures/{id}/files: the record made before the bytes are sent. */
export async function createVentureFileRecord(
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

function serverError(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { error } = parsed as Record<string, unknown>;
    return typeof error === 'string' && error.trim() !== '' ? error : null;
  } catch {
    return null;
  }
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
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', venturePath(ventureId, 'files', 'direct', fileId));
    xhr.setRequestHeader('x-filename', encodeFilenameHeader(file.name));
    xhr.setRequestHeader('X-Workspace-ID', workspaceId);
    xhr.setRequestHeader('content-type', mimeType);
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      if (xhr.status === 401) endRefusedSession();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(serverError(xhr.responseText) ?? uploadStatusMessage(xhr.status)));
        return;
      }
      try {
        JSON.parse(xhr.responseText);
      } catch {
        reject(new Error(ventureFallbacks.invalidResponse));
        return;
      }
      resolve();
    };
    xhr.onerror = () => reject(new Error(ventureFallbacks.uploadNetworkError));
    xhr.onabort = () => reject(new Error(ventureFallbacks.uploadNetworkError));
    xhr.send(file);
  });
}

/** Starts the browser's own download of an address, under the file's name. */
function startBrowserDownload(downloadUrl: string, filename: string): void {
  const link = document.createElement('a');
  link.href = downloadUrl;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
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
