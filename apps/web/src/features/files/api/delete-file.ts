import { toast } from 'sonner';
import type { TaskFile } from '@groundwork/shared/files/schemas';
import { apiClient, ApiError } from '../../../lib/api-client';
import { editCachedList } from '../../../lib/queued-writes/cached-list';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { fileToasts, fileUiMessages } from '../file-messages';
import { fileKeys, filePath } from './query-keys';

/** DELETE /api/files/{id}; a failure reads 'Failed to delete file: <reason>'. */
async function deleteFile(workspaceId: string, fileId: string): Promise<void> {
  try {
    await apiClient.delete<undefined>(filePath(fileId), { workspaceId, params: { workspaceId } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.status, `${fileUiMessages.deleteFileFailed}: ${error.message}`);
  }
}

export function useDeleteFile(workspaceId: string) {
  return useToastedMutation((fileId: string) => deleteFile(workspaceId, fileId), {
    succeeded: fileToasts.deleted,
    afterSuccess: (queryClient, _answer, fileId) => {
      // Gone from every cached file list at once, task and workspace alike.
      queryClient.setQueriesData<unknown>({ queryKey: fileKeys.all }, (data: unknown) =>
        editCachedList<TaskFile>(data, (files) => files.filter((file) => file.id !== fileId)),
      );
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
    },
    showError: (message) => toast.error(fileUiMessages.deleteFailed, { description: message }),
  });
}
