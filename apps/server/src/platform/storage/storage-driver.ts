import type { Readable } from 'node:stream';

/** How a served file is shown: downloaded, or (for safe image types) shown in the page. */
export type FileDisposition = 'attachment' | 'inline';

/** What an address to a stored file needs besides its key. */
interface StoredFileInfo {
  /** The id the local driver's served address names (`/api/files/{id}`). */
  id: string;
  filename: string;
  mimeType: string;
}

/** How long a download or preview address stays valid: 5 minutes (DECISIONS.md "Files"). */
export const SIGNED_URL_TTL_SECONDS = 5 * 60;

/** A stored object opened for serving. */
interface OpenedObject {
  body: Readable;
  size: number;
}

/**
 * Where file bytes live. Keys are slash-separated paths (`tasks/{workspaceId}/…/{fileId}`), so
 * that everything of a task or a workspace is one prefix.
 */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  /**
   * Stores the stream under the key and answers the number of bytes written. The object appears
   * only once the whole stream has been stored; when the stream fails, nothing is left behind.
   */
  put(key: string, body: Readable): Promise<number>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** The object as a stream, or null when there is none. */
  open(key: string): Promise<OpenedObject | null>;
  /** A short-lived address that downloads (or shows) the object without a session. */
  signedUrl(key: string, file: StoredFileInfo, disposition: FileDisposition): Promise<string>;
}
