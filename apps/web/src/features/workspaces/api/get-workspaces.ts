import { useQuery } from '@tanstack/react-query';
import type { Workspace, WorkspaceList } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys } from './query-keys';

/** The signed-in user's workspaces (active memberships), newest first. */
async function getWorkspaces(signal?: AbortSignal): Promise<Workspace[]> {
  const { workspaces } = await apiClient.get<WorkspaceList>('/api/workspaces', {
    signal,
    fallbackMessage: workspaceUiMessages.fetchListFailed,
  });
  return workspaces;
}

export function useWorkspaces() {
  return useQuery({
    queryKey: workspaceKeys.list(),
    queryFn: ({ signal }) => getWorkspaces(signal),
  });
}
