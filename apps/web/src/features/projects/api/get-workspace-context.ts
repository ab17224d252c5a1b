import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { workspaceDetailKey } from './query-keys';

/** The workspace the projects belong to: its name, the caller's role and its members. */
export function getWorkspaceContext(
  workspaceId: string,
  signal?: AbortSignal,
): Promise<WorkspaceDetail> {
  return apiClient.get<WorkspaceDetail>(`/api/workspaces/${encodeURIComponent(workspaceId)}`, {
    signal,
    workspaceId,
    fallbackMessage: 'Failed to fetch workspace',
  });
}

export function getWorkspaceContextQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: workspaceDetailKey(workspaceId),
    queryFn: ({ signal }) => getWorkspaceContext(workspaceId, signal),
  });
}

export function useWorkspaceContext(workspaceId: string) {
  return useQuery(getWorkspaceContextQueryOptions(workspaceId));
}
