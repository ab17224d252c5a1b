import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList } from '@groundwork/shared/projects/schemas';
import { apiClient } from '../../../lib/api-client';
import { projectUiMessages } from '../project-messages';
import type { ProjectView } from '../project-view';
import { projectKeys } from './query-keys';

/** The workspace's projects the caller can see; archived ones only when asked for. */
export async function getProjects(
  workspaceId: string,
  includeArchived: boolean,
  signal?: AbortSignal,
): Promise<ProjectView[]> {
  const { projects } = await apiClient.get<ProjectList>('/api/projects', {
    signal,
    workspaceId,
    params: { workspaceId, includeArchived: includeArchived ? 'true' : undefined },
    fallbackMessage: projectUiMessages.fetchListFailed,
  });
  return projects;
}

export function getProjectsQueryOptions(workspaceId: string, includeArchived = false) {
  return queryOptions({
    queryKey: projectKeys.list(workspaceId, includeArchived),
    queryFn: ({ signal }) => getProjects(workspaceId, includeArchived, signal),
  });
}

export function useProjects(workspaceId: string, includeArchived = false) {
  return useQuery({
    ...getProjectsQueryOptions(workspaceId, includeArchived),
    // Flipping "Show archived" keeps the cards on screen until the other list arrives.
    placeholderData: keepPreviousData,
  });
}
