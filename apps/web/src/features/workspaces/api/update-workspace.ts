import type { UpdateWorkspaceInput, Workspace } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { workspacePath } from './query-keys';
import { useSaveWorkspace } from './save-workspace';

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
  return useSaveWorkspace(updateWorkspace, workspaceToasts.updated);
}
