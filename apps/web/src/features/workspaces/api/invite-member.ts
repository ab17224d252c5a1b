import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { InviteInput, WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-error';
import { workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys, workspacePath } from './query-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (_answer, { workspaceId }) => {
      toast.success(workspaceUiMessages.invited);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(workspaceId) });
    },
    onError: (error) => showFormError(error.message),
  });
}
