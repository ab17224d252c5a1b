import type { Invitation } from '@groundwork/shared/workspaces/schemas';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys } from './query-keys';
import { postWorkspaceAction } from './workspace-action';

function declineInvitation(workspaceId: string): Promise<{ success: true }> {
  return postWorkspaceAction(workspaceId, 'decline', workspaceUiMessages.declineFailed);
}

/** Declines an invitation; it disappears from the list. */
export function useDeclineInvitation() {
  return useToastedMutation((invitation: Invitation) => declineInvitation(invitation.workspaceId), {
    succeeded: (_answer, invitation) => workspaceToasts.declined(invitation.workspaceName),
    // A failure usually means the invitation changed elsewhere, so the list is refreshed anyway.
    afterSettled: (queryClient) =>
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations() }),
  });
}
