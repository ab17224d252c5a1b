import { encodeFilenameHeader } from '@groundwork/shared/files/rules';
import { taskFileSchema, type TaskFile } from '@groundwork/shared/files/schemas';
import { sendRawUpload, uploadMessages } from '../../../lib/raw-upload';

export interface UploadRequest {
  file: File;
  /** The type the file is stored with, as the shared check resolved it. */
  mimeType: string;
  taskId: string;
  workspaceId: string;
  /** Whole percent sent so far, 0 to 100. */
  onProgress: (percent: number) => void;
}

/**
 * Sends one file as the raw body of PUT /api/files/upload/direct/{fileId}, the id made up here.
 * Resolves with the stored file; rejects with an Error carrying the message of 000 §8 (or the
 * server's own).
 */
export async function uploadTaskFile({
  file,
  mimeType,
  taskId,
  workspaceId,
  onProgress,
}: UploadRequest): Promise<TaskFile> {
  const answer = await sendRawUpload({
    url: `/api/files/upload/direct/${crypto.randomUUID()}`,
    file,
    headers: {
      'x-filename': encodeFilenameHeader(file.name),
      'x-task-id': taskId,
      'X-Workspace-ID': workspaceId,
      'content-type': mimeType,
    },
    onProgress,
  });
  const parsed = taskFileSchema.safeParse(answer);
  if (!parsed.success) throw new Error(uploadMessages.invalidResponse);
  return parsed.data;
}
