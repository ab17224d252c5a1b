import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT } from '@groundwork/shared/common/constants';
import type { Page } from '@groundwork/shared/common/paging';
import { fetchProjectPage } from '../../../lib/workspace-lists';
import { projectUiMessages } from '../project-messages';
import type { ProjectView } from '../project-view';
import { projectKeys } from './query-keys';

/** One page of the workspace's projects: the first without a cursor, then each after the one before. */
function getProjectPage(
  workspaceId: string,
  includeArchived: boolean,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<ProjectView>> {
  return fetchProjectPage(
    workspaceId,
    { limit: PAGE_LIMIT_DEFAULT, cursor },
    { includeArchived, fallbackMessage: projectUiMessages.fetchListFailed, signal },
  );
}

/**
 * The pages fetched so far, read as one list. A project whose health or status changed between
 * two pages' requests may come in both: it is shown once, where it came first.
 */
function distinctProjects(data: InfiniteData<Page<ProjectView>>): ProjectView[] {
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.items)
    .filter((project) => !seen.has(project.id) && Boolean(seen.add(project.id)));
}

function getProjectPagesQueryOptions(workspaceId: string, includeArchived = false) {
  return infiniteQueryOptions({
    queryKey: projectKeys.pages(workspaceId, includeArchived),
    queryFn: ({ pageParam, signal }) =>
      getProjectPage(workspaceId, includeArchived, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/**
 * The workspace's projects a page at a time (`fetchNextPage` for more), in the server's order
 * (000 §9's); archived ones only when asked for.
 */
export function useProjectPages(workspaceId: string, includeArchived = false) {
  return useInfiniteQuery({
    ...getProjectPagesQueryOptions(workspaceId, includeArchived),
    select: distinctProjects,
    // Flipping "Show archived" keeps the cards on screen until the other list arrives.
    placeholderData: keepPreviousData,
  });
}
