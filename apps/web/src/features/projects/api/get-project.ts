import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { projectUiMessages } from '../project-messages';
import type { ProjectView } from '../project-view';
import { projectKeys, projectPath } from './query-keys';

export function getProject(
  workspaceId: string,
  projectId: string,
  signal?: AbortSignal,
): Promise<ProjectView> {
  return apiClient.get<ProjectView>(projectPath(projectId), {
    signal,
    workspaceId,
    params: { workspaceId },
    fallbackMessage: projectUiMessages.fetchFailed,
  });
}

function getProjectQueryOptions(workspaceId: string, projectId: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => getProject(workspaceId, projectId, signal),
  });
}

export function useProject(workspaceId: string, projectId: string) {
  return useQuery(getProjectQueryOptions(workspaceId, projectId));
}
