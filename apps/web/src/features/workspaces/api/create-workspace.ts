import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CreateWorkspaceInput, Workspace } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-error';
import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys } from './query-keys';

function createWorkspace(input: CreateWorkspaceInput): Promise<Workspace> {
  return apiClient.post<Workspace>('/api/workspaces', input, {
    fallbackMessage: workspaceUiMessages.createFailed,
  });
}

/** Creates a workspace owned by the signed-in user. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: (workspace) => {
      toast.success(workspaceToasts.created(workspace.name));
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.list() });
    },
    onError: (error) => showFormError(error.message),
  });
}
