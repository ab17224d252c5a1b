import type { Invitation, Workspace } from '@groundwork/shared/workspaces/schemas';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys } from './query-keys';
import { postWorkspaceAction } from './workspace-action';

function joinWorkspace(workspaceId: string): Promise<Workspace> {
  return postWorkspaceAction(workspaceId, 'join', workspaceUiMessages.joinFailed);
}

/** Accepts an invitation: the signed-in user becomes an active member. */
export function useJoinWorkspace() {
  return useToastedMutation((invitation: Invitation) => joinWorkspace(invitation.workspaceId), {
    succeeded: (workspace) => workspaceToasts.joined(workspace.name),
    // A failure usually means the invitation changed elsewhere (declined, revoked, accepted).
    afterSettled: (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.list() });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations() });
    },
  });
}
