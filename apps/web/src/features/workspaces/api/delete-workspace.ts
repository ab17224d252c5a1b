import { apiClient } from '../../../lib/api-client';
import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { useWorkspaceDeparture } from './forget-workspace';
import { workspacePath } from './query-keys';

function deleteWorkspace(workspaceId: string): Promise<{ success: true }> {
  return apiClient.delete<{ success: true }>(workspacePath(workspaceId), {
    workspaceId,
    fallbackMessage: workspaceUiMessages.deleteFailed,
  });
}

/** Deletes a workspace and everything in it (owner only); takes the workspace for its name. */
export function useDeleteWorkspace() {
  return useWorkspaceDeparture(deleteWorkspace, {
    succeeded: workspaceToasts.deleted,
    failed: workspaceToasts.deleteFailed,
  });
}
