import type { InviteInput, WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-error';
import { workspaceUiMessages } from '../workspace-messages';
import { useMemberChange } from './member-change';
import { workspacePath } from './query-keys';

interface InviteMemberVariables {
  workspaceId: string;
  input: InviteInput;
}

function inviteMember({
  workspaceId,
  input,
}: InviteMemberVariables): Promise<{ member: WorkspaceMember }> {
  return apiClient.post<{ member: WorkspaceMember }>(workspacePath(workspaceId, 'invites'), input, {
    workspaceId,
    fallbackMessage: workspaceUiMessages.inviteFailed,
  });
}

/** Invites a phone number into a workspace; the member list then shows them pending. */
export function useInviteMember() {
  return useMemberChange(inviteMember, {
    succeeded: workspaceUiMessages.invited,
    showError: showFormError,
  });
}
