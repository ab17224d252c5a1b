import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Invitation, Workspace } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys, workspacePath } from './query-keys';

function joinWorkspace(workspaceId: string): Promise<Workspace> {
  return apiClient.post<Workspace>(workspacePath(workspaceId, 'join'), undefined, {
    workspaceId,
    fallbackMessage: workspaceUiMessages.joinFailed,
  });
}

/** Accepts an invitation: the signed-in user becomes an active member. */
export function useJoinWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => joinWorkspace(invitation.workspaceId),
    onSuccess: (workspace) => toast.success(workspaceToasts.joined(workspace.name)),
    onError: (error) => toast.error(error.message),
    // A failure usually means the invitation changed elsewhere (declined, revoked, accepted).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.list() });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations() });
    },
  });
}
