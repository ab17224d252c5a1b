import { encodeFilenameHeader } from '@groundwork/shared/files/rules';
import { taskFileSchema, type TaskFile } from '@groundwork/shared/files/schemas';
import { endRefusedSession } from '../../../lib/api-client';
import { getAuthToken } from '../../../lib/auth-token';
import { fileUiMessages, uploadStatusMessage } from '../file-messages';

export interface UploadRequest {
  file: File;
  /** The type the file is stored with, as the shared check resolved it. */
  mimeType: string;
  taskId: string;
  workspaceId: string;
  /** Whole percent sent so far, 0 to 100. */
  onProgress: (percent: number) => void;
}

/** The server's own `{ error }` message, when the body carries one. */
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

/**
 * Sends one file as the raw body of PUT /api/files/upload/direct/{fileId}. XMLHttpRequest, not
 * fetch, because only it reports how much of the body has been sent. Resolves with the stored
 * file; rejects with an Error carrying the message of 000 §8 (or the server's own).
 */
export function uploadTaskFile({
  file,
  mimeType,
  taskId,
  workspaceId,
  onProgress,
}: UploadRequest): Promise<TaskFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `/api/files/upload/direct/${crypto.randomUUID()}`);
    request.setRequestHeader('x-filename', encodeFilenameHeader(file.name));
    request.setRequestHeader('x-task-id', taskId);
    request.setRequestHeader('X-Workspace-ID', workspaceId);
    request.setRequestHeader('content-type', mimeType);
    const token = getAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onload = () => {
      if (request.status === 401) endRefusedSession();
      if (request.status < 200 || request.status >= 300) {
        reject(new Error(serverError(request.responseText) ?? uploadStatusMessage(request.status)));
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        reject(new Error(fileUiMessages.invalidResponse));
        return;
      }
      const parsed = taskFileSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new Error(fileUiMessages.invalidResponse));
    };
    request.onerror = () => reject(new Error(fileUiMessages.uploadNetworkError));
    request.onabort = () => reject(new Error(fileUiMessages.uploadFailed));
    request.send(file);
  });
}
