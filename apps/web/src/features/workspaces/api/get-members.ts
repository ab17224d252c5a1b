import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MemberCounts, WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { apiQueryOptions } from '../../../lib/api-query';
import { distinctItems, pagedQueryOptions } from '../../../lib/paged-list';
import { workspaceUiMessages } from '../workspace-messages';
import { workspaceKeys, workspacePath } from './query-keys';

/** The workspace's active and pending members, oldest first, a page at a time. */
export function useMemberPages(workspaceId: string) {
  return useInfiniteQuery({
    ...pagedQueryOptions<WorkspaceMember>(
      workspaceKeys.memberPages(workspaceId),
      workspacePath(workspaceId, 'members'),
      { workspaceId, fallbackMessage: workspaceUiMessages.fetchMembersFailed },
    ),
    select: distinctItems<WorkspaceMember>,
  });
}

/** How many members are active and how many pending, counted by the server. */
export function useMemberCounts(workspaceId: string) {
  return useQuery(
    apiQueryOptions<MemberCounts>(
      workspaceKeys.memberCounts(workspaceId),
      workspacePath(workspaceId, 'members', 'count'),
      { workspaceId, fallbackMessage: workspaceUiMessages.fetchMembersFailed },
    ),
  );
}
