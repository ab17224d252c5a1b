import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys, workspacePath } from './query-keys';

/** A workspace with its members (revoked ones left out). */
export function getWorkspace(workspaceId: string, signal?: AbortSignal): Promise<WorkspaceDetail> {
  return apiClient.get<WorkspaceDetail>(workspacePath(workspaceId), {
    signal,
    workspaceId,
    fallbackMessage: workspaceUiMessages.fetchFailed,
  });
}

export function getWorkspaceQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: workspaceKeys.detail(workspaceId),
    queryFn: ({ signal }) => getWorkspace(workspaceId, signal),
  });
}

export function useWorkspace(workspaceId: string) {
  return useQuery(getWorkspaceQueryOptions(workspaceId));
}
