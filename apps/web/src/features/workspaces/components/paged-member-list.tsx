import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { QueryErrorState } from '../../../components/ui/error-state';
import { PagedListEnd } from '../../../components/ui/load-more';
import { SkeletonRows } from '../../../components/ui/spinner';
import { isListError } from '../../../lib/list-error';
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

  if (membersQuery.isPending) {
    return <SkeletonRows label="Loading members" count={3} rowClassName="h-12" />;
  }
  if (!membersQuery.data || isListError(membersQuery)) {
    return (
      <QueryErrorState
        query={membersQuery}
        title={workspaceUiMessages.membersFailedTitle}
        fallbackMessage={workspaceUiMessages.fetchMembersFailed}
      />
    );
  }
  return (
    <>
      <MemberList workspaceId={workspaceId} members={membersQuery.data} actor={actor} />
      <PagedListEnd pages={membersQuery} labels={memberListLabels} />
    </>
  );
}
