import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { forgetLastWorkspace } from '../../../lib/last-workspace';
import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys, workspacePath } from './query-keys';

function deleteWorkspace(workspaceId: string): Promise<{ success: true }> {
  return apiClient.delete<{ success: true }>(workspacePath(workspaceId), {
    workspaceId,
    fallbackMessage: workspaceUiMessages.deleteFailed,
  });
}

/** Deletes a workspace and everything in it (owner only); takes the workspace for its name. */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspace: Pick<Workspace, 'id' | 'name'>) => deleteWorkspace(workspace.id),
    onSuccess: (_answer, workspace) => {
      toast.success(workspaceToasts.deleted(workspace.name));
      forgetLastWorkspace(workspace.id);
      queryClient.removeQueries({ queryKey: workspaceKeys.detail(workspace.id) });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.list() });
    },
    onError: (error, workspace) =>
      toast.error(workspaceToasts.deleteFailed(workspace.name, error.message)),
  });
}
