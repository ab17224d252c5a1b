import { useQuery } from '@tanstack/react-query';
import type { Project } from '@groundwork/shared/projects/schemas';
import { itemDetail } from '../../../lib/api-query';
import { fetchWorkspaceProjects } from '../../../lib/workspace-lists';
import { taskKeys } from './query-keys';

const projectDetail = itemDetail<Project>('projects', 'Failed to fetch project');

export const getProject = projectDetail.fetch;

export function useProject(workspaceId: string, projectId: string, enabled = true) {
  return useQuery({ ...projectDetail.queryOptions(workspaceId, projectId), enabled });
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
