import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { UpdateWorkspaceInput, Workspace } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-error';
import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys, workspacePath } from './query-keys';

interface UpdateWorkspaceVariables {
  workspaceId: string;
  /** A null description clears it. */
  input: UpdateWorkspaceInput;
}

function updateWorkspace({ workspaceId, input }: UpdateWorkspaceVariables): Promise<Workspace> {
  return apiClient.put<Workspace>(workspacePath(workspaceId), input, {
    workspaceId,
    fallbackMessage: workspaceUiMessages.updateFailed,
  });
}

/** Renames or re-describes a workspace (owner or admin). */
export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspace,
    onSuccess: (workspace) => {
      toast.success(workspaceToasts.updated(workspace.name));
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.list() });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(workspace.id) });
    },
    onError: (error) => showFormError(error.message),
  });
}
