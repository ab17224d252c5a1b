import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Page } from '@groundwork/shared/common/paging';
import type { MemberCounts, WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { distinctItems, pagedListParams, pageParams } from '../../../lib/paged-list';
import { workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys, workspacePath } from './query-keys';

/** The workspace's active and pending members, oldest first, a page at a time. */
export function useMemberPages(workspaceId: string) {
  return useInfiniteQuery({
    queryKey: workspaceKeys.memberPages(workspaceId),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<Page<WorkspaceMember>>(workspacePath(workspaceId, 'members'), {
        signal,
        workspaceId,
        params: pageParams(pageParam),
        fallbackMessage: workspaceUiMessages.fetchMembersFailed,
      }),
    ...pagedListParams,
    select: distinctItems<WorkspaceMember>,
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
