import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@groundwork/shared/projects/schemas';
import { apiClient } from '../../../lib/api-client';
import { fetchWorkspaceProjects } from '../../../lib/workspace-lists';
import { projectDetailKey, taskKeys } from './query-keys';

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

function getProjectContextQueryOptions(workspaceId: string, projectId: string) {
  return queryOptions({
    queryKey: projectDetailKey(projectId),
    queryFn: ({ signal }) => getProject(workspaceId, projectId, signal),
  });
}

export function useProject(workspaceId: string, projectId: string, enabled = true) {
  return useQuery({ ...getProjectContextQueryOptions(workspaceId, projectId), enabled });
}

/** The workspace's projects the caller can see, for the project filter and the form. */
function getWorkspaceProjects(workspaceId: string, signal?: AbortSignal): Promise<Project[]> {
  return fetchWorkspaceProjects(workspaceId, { signal });
}

export function useWorkspaceProjects(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: taskKeys.projects(workspaceId),
    queryFn: ({ signal }) => getWorkspaceProjects(workspaceId, signal),
    enabled,
  });
}
