import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Invitation } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys, workspacePath } from './query-keys';

function declineInvitation(workspaceId: string): Promise<{ success: true }> {
  return apiClient.post<{ success: true }>(workspacePath(workspaceId, 'decline'), undefined, {
    workspaceId,
    fallbackMessage: workspaceUiMessages.declineFailed,
  });
}

/** Declines an invitation; it disappears from the list. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => declineInvitation(invitation.workspaceId),
    onSuccess: (_answer, invitation) =>
      toast.success(workspaceToasts.declined(invitation.workspaceName)),
    onError: (error) => toast.error(error.message),
    // A failure usually means the invitation changed elsewhere, so the list is refreshed anyway.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations() }),
  });
}
