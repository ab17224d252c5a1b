import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { FileDownload } from '@groundwork/shared/files/schemas';
import { apiClient } from '../../../lib/api-client';
import { startBrowserDownload } from '../../../lib/browser-download';
import { fileToasts, fileUiMessages } from '../file-messages';
import { filePath } from './query-keys';

/** The short-lived address of a file; a failure reads 'Failed to get download URL: <reason>'. */
async function getDownloadUrl(workspaceId: string, fileId: string): Promise<FileDownload> {
  try {
    return await apiClient.get<FileDownload>(filePath(fileId, 'download'), {
      workspaceId,
      params: { workspaceId },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : fileUiMessages.downloadFailed;
    throw new Error(`${fileUiMessages.downloadUrlFailed}: ${reason}`, { cause: error });
  }
}

export function useDownloadFile(workspaceId: string) {
  return useMutation({
    mutationFn: async (fileId: string) => {
      const download = await getDownloadUrl(workspaceId, fileId);
      startBrowserDownload(download.downloadUrl, download.filename);
      return download;
    },
    onSuccess: () => toast.success(fileToasts.downloadStarted),
    onError: (error) => toast.error(fileUiMessages.downloadFailed, { description: error.message }),
  });
}
