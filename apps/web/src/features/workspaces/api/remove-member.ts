import { apiClient } from '../../../lib/api-client';
import { workspaceUiMessages } from '../workspace-messages';
import { useMemberChange } from './member-change';
import { workspacePath } from './query-keys';

interface RemoveMemberVariables {
  workspaceId: string;
  memberId: string;
}

function removeMember({
  workspaceId,
  memberId,
}: RemoveMemberVariables): Promise<{ success: true }> {
  return apiClient.delete<{ success: true }>(workspacePath(workspaceId, 'members', memberId), {
    workspaceId,
    fallbackMessage: workspaceUiMessages.removeFailed,
  });
}

/** Removes a member (owner or admin); they lose access at once. */
export function useRemoveMember() {
  return useMemberChange(removeMember, { succeeded: workspaceUiMessages.removed });
}
