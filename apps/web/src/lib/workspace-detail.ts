import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionActor } from '@groundwork/shared/permissions/can';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from './api-client';
import { useCurrentUser } from './current-user';

// One workspace's detail (its name, the caller's role, its members) is read by nearly every
// screen inside it, so it is asked for and cached one way, under one key, for all of them.

export const workspaceDetailKey = (workspaceId: string) =>
  ['workspaces', 'detail', workspaceId] as const;

/** A workspace with its members (revoked ones left out) and the caller's standing in it. */
export function getWorkspaceDetail(
  workspaceId: string,
  signal?: AbortSignal,
): Promise<WorkspaceDetail> {
  return apiClient.get<WorkspaceDetail>(`/api/workspaces/${encodeURIComponent(workspaceId)}`, {
    signal,
    workspaceId,
    fallbackMessage: 'Failed to fetch workspace',
  });
}

export function workspaceDetailQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: workspaceDetailKey(workspaceId),
    queryFn: ({ signal }) => getWorkspaceDetail(workspaceId, signal),
  });
}

export function useWorkspaceDetail(workspaceId: string, enabled = true) {
  return useQuery({ ...workspaceDetailQueryOptions(workspaceId), enabled });
}

/**
 * The workspace and the signed-in user's standing in it, for can(): `actor` is null until both
 * are known.
 */
export function useWorkspaceActor(workspaceId: string, enabled = true) {
  const workspaceQuery = useWorkspaceDetail(workspaceId, enabled);
  const { data: user } = useCurrentUser();
  const workspace = workspaceQuery.data;
  const actor: PermissionActor | null =
    workspace && user
      ? { userId: user.id, role: workspace.role, isOwner: workspace.isOwner }
      : null;
  return { workspace, actor, workspaceQuery };
}
