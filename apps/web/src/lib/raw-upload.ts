import { endRefusedSession } from './api-client';
import { getAuthToken } from './auth-token';

/** What an upload failure says (000 §8 and 001 §8 word them alike). */
export const uploadMessages = {
  networkError: 'Upload failed due to network error',
  invalidResponse: 'Invalid response format',
  failed: 'Upload failed',
} as const;

/** 'Upload failed with status N'. */
function uploadStatusMessage(status: number): string {
  return `Upload failed with status ${status}`;
}

export interface RawUpload {
  /** The PUT address. */
  url: string;
  file: File;
  /** Besides Authorization, which comes from the session. */
  headers: Record<string, string>;
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
 * Sends a file as the raw body of a PUT. XMLHttpRequest, not fetch, because only it reports how
 * much of the body has been sent. Resolves with the parsed JSON answer; rejects with an Error
 * carrying the server's message or the spec's. A refused session signs the person out, as every
 * other call does.
 */
export function sendRawUpload({ url, file, headers, onProgress }: RawUpload): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
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
      try {
        resolve(JSON.parse(request.responseText));
      } catch {
        reject(new Error(uploadMessages.invalidResponse));
      }
    };
    request.onerror = () => reject(new Error(uploadMessages.networkError));
    request.onabort = () => reject(new Error(uploadMessages.failed));
    request.send(file);
  });
}
