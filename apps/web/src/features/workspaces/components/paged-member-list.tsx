import { useCallback } from 'react';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/spinner';
import { useMemberPages } from '../api/get-members';
import { memberListLabels, workspaceUiMessages } from '../workspace-messages';
import { MemberList } from './member-list';

/** The members a page at a time, in the list's four states; more on scroll or from Load more. */
export function PagedMemberList({
  workspaceId,
  actor,
}: {
  workspaceId: string;
  actor: WorkspaceActor;
}) {
  const membersQuery = useMemberPages(workspaceId);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = membersQuery;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (membersQuery.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading members" className="space-y-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  // A next page that failed leaves the pages before it on screen, with the reason at their end.
  if (!membersQuery.data || (membersQuery.isError && !isFetchNextPageError)) {
    return (
      <ErrorState
        title={workspaceUiMessages.membersFailedTitle}
        message={membersQuery.error?.message ?? workspaceUiMessages.fetchMembersFailed}
        onRetry={() => void membersQuery.refetch()}
        isRetrying={membersQuery.isFetching}
      />
    );
  }
  return (
    <>
      <MemberList workspaceId={workspaceId} members={membersQuery.data} actor={actor} />
      {hasNextPage && (
        <LoadMore
          onLoadMore={loadMore}
          isLoading={isFetchingNextPage}
          isFailed={isFetchNextPageError}
          labels={memberListLabels}
        />
      )}
    </>
  );
}
