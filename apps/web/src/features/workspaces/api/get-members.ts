import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT } from '@groundwork/shared/common/constants';
import type { Page } from '@groundwork/shared/common/paging';
import type { MemberCounts, WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys, workspacePath } from './query-keys';

/** The pages fetched so far as one list; a member that moved between two pages shows once. */
function distinctMembers(data: InfiniteData<Page<WorkspaceMember>>): WorkspaceMember[] {
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.items)
    .filter((member) => !seen.has(member.id) && Boolean(seen.add(member.id)));
}

/** The workspace's active and pending members, oldest first, a page at a time. */
export function useMemberPages(workspaceId: string) {
  return useInfiniteQuery({
    queryKey: workspaceKeys.memberPages(workspaceId),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<Page<WorkspaceMember>>(workspacePath(workspaceId, 'members'), {
        signal,
        workspaceId,
        params: { limit: PAGE_LIMIT_DEFAULT, cursor: pageParam },
        fallbackMessage: workspaceUiMessages.fetchMembersFailed,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: distinctMembers,
  });
}

/** How many members are active and how many pending, counted by the server. */
export function useMemberCounts(workspaceId: string) {
  return useQuery({
    queryKey: workspaceKeys.memberCounts(workspaceId),
    queryFn: ({ signal }) =>
      apiClient.get<MemberCounts>(workspacePath(workspaceId, 'members', 'count'), {
        signal,
        workspaceId,
        fallbackMessage: workspaceUiMessages.fetchMembersFailed,
      }),
  });
}
