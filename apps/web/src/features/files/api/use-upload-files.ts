import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { UPLOAD_PROGRESS_CLEAR_MS } from '@groundwork/shared/common/constants';
import { checkTaskFileBatch, type FileError } from '@groundwork/shared/files/rules';
import { uploadMessages } from '../../../lib/raw-upload';
import { useUploadItems } from '../../../lib/use-upload-items';
import { fileToasts } from '../file-messages';
import { fileKeys } from './query-keys';
import { uploadTaskFile } from './upload-file';

/**
 * Uploads a batch of files to a task. The batch is checked first with the shared rules: one
 * invalid file and nothing is sent, every problem is listed. Otherwise each file is sent with
 * its own progress, and the progress list clears 3 s after the last one settles.
 */
export function useUploadFiles(workspaceId: string, taskId: string) {
  const queryClient = useQueryClient();
  const { items, setItems, sendItem } = useUploadItems();
  const [rejected, setRejected] = useState<FileError[]>([]);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const batchSequence = useRef(0);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const upload = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const check = checkTaskFileBatch(files);
      if (!check.ok) {
        setRejected(check.errors);
        return;
      }
      setRejected([]);
      clearTimeout(clearTimer.current);
      batchSequence.current += 1;
      const batch = check.accepted.map(({ file, mimeType }, index) => ({
        file,
        mimeType,
        key: `${batchSequence.current}-${index}`,
      }));
      setItems(
        batch.map(({ file, key }) => ({
          key,
          fileName: file.name,
          percent: 0,
          status: 'uploading',
        })),
      );
      await Promise.all(
        batch.map(async ({ file, mimeType, key }) => {
          const failure = await sendItem(
            key,
            (onProgress) => uploadTaskFile({ file, mimeType, taskId, workspaceId, onProgress }),
            () => uploadMessages.failed,
          );
          if (failure === null) toast.success(fileToasts.uploaded);
          else toast.error(failure);
        }),
      );
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
      clearTimer.current = setTimeout(() => setItems([]), UPLOAD_PROGRESS_CLEAR_MS);
    },
    [queryClient, taskId, workspaceId, setItems, sendItem],
  );

  const isUploading = items.some((item) => item.status === 'uploading');
  return { upload, items, rejected, isUploading, dismissRejected: () => setRejected([]) };
}
