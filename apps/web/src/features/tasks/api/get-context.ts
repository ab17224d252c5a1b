import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionActor } from '@groundwork/shared/permissions/can';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { fetchWorkspaceProjects } from '../../../lib/workspace-lists';
import { useCurrentUser } from '../../../lib/current-user';
import { projectDetailKey, taskKeys, workspaceDetailKey } from './query-keys';

/** The workspace the tasks belong to: its name, the caller's role and its members. */
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

export function useWorkspaceContext(workspaceId: string, enabled = true) {
  return useQuery({ ...getWorkspaceContextQueryOptions(workspaceId), enabled });
}

/**
 * The signed-in user's standing in the workspace, for can(): null until both the workspace and
 * the user are known.
 */
export function useWorkspaceActor(workspaceId: string, enabled = true) {
  const workspaceQuery = useWorkspaceContext(workspaceId, enabled);
  const { data: user } = useCurrentUser();
  const workspace = workspaceQuery.data;
  const actor: PermissionActor | null =
    workspace && user
      ? { userId: user.id, role: workspace.role, isOwner: workspace.isOwner }
      : null;
  return { workspace, actor, workspaceQuery };
}

export function getProject(
  workspaceId: string,
  projectId: string,
  signal?: AbortSignal,
): Promise<Project> {
  return apiClient.get<Project>(`/api/projects/${encodeURIComponent(projectId)}`, {
    signal,
    workspaceId,
    params: { workspaceId },
    fallbackMessage: 'Failed to fetch project',
  });
}

export function getProjectContextQueryOptions(workspaceId: string, projectId: string) {
  return queryOptions({
    queryKey: projectDetailKey(projectId),
    queryFn: ({ signal }) => getProject(workspaceId, projectId, signal),
  });
}

export function useProject(workspaceId: string, projectId: string, enabled = true) {
  return useQuery({ ...getProjectContextQueryOptions(workspaceId, projectId), enabled });
}

/** The workspace's projects the caller can see, for the project filter and the form. */
export function getWorkspaceProjects(
  workspaceId: string,
  signal?: AbortSignal,
): Promise<Project[]> {
  return fetchWorkspaceProjects(workspaceId, { signal });
}

export function useWorkspaceProjects(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: taskKeys.projects(workspaceId),
    queryFn: ({ signal }) => getWorkspaceProjects(workspaceId, signal),
    enabled,
  });
}
