import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { forgetLastWorkspace } from '../../../lib/last-workspace';
import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys, workspacePath } from './query-keys';

function leaveWorkspace(workspaceId: string): Promise<{ success: true }> {
  return apiClient.post<{ success: true }>(workspacePath(workspaceId, 'leave'), undefined, {
    workspaceId,
    fallbackMessage: workspaceUiMessages.leaveFailed,
  });
}

/** Leaves a workspace the signed-in user does not own. */
export function useLeaveWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspace: Pick<Workspace, 'id' | 'name'>) => leaveWorkspace(workspace.id),
    onSuccess: (_answer, workspace) => {
      toast.success(workspaceToasts.left(workspace.name));
      forgetLastWorkspace(workspace.id);
      queryClient.removeQueries({ queryKey: workspaceKeys.detail(workspace.id) });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.list() });
    },
    onError: (error) => toast.error(error.message),
  });
}
