import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchWorkspaceProjects } from '../../../lib/workspace-lists';
import { projectUiMessages } from '../project-messages';
import type { ProjectView } from '../project-view';
import { projectKeys } from './query-keys';

/** The workspace's projects the caller can see; archived ones only when asked for. */
export function getProjects(
  workspaceId: string,
  includeArchived: boolean,
  signal?: AbortSignal,
): Promise<ProjectView[]> {
  return fetchWorkspaceProjects(workspaceId, {
    includeArchived,
    fallbackMessage: projectUiMessages.fetchListFailed,
    signal,
  });
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
