import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '../../../lib/api-client';
import { workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys, workspacePath } from './query-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_answer, { workspaceId }) => {
      toast.success(workspaceUiMessages.removed);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(workspaceId) });
    },
    onError: (error) => toast.error(error.message),
  });
}
