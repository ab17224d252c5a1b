import type { CreateWorkspaceInput, Workspace } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { useSaveWorkspace } from './save-workspace';

function createWorkspace(input: CreateWorkspaceInput): Promise<Workspace> {
  return apiClient.post<Workspace>('/api/workspaces', input, {
    fallbackMessage: workspaceUiMessages.createFailed,
  });
}

/** Creates a workspace owned by the signed-in user. */
export function useCreateWorkspace() {
  return useSaveWorkspace(createWorkspace, workspaceToasts.created);
}
