import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { pluralize } from '@groundwork/shared/common/relative-time';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { Button } from '../../../components/ui/button';
import { useMemberCounts } from '../api/get-members';
import { InviteMemberDialog } from './invite-member-dialog';
import { PagedMemberList } from './paged-member-list';
import { SettingsSection } from './settings-section';

export interface MembersCardProps {
  workspace: WorkspaceDetail;
  actor: WorkspaceActor;
  canInvite: boolean;
}

/** Counted by the server: the list below may hold only its first pages. */
function memberCountLine({ active, pending }: { active: number; pending: number }) {
  return `${pluralize(active, 'active member')}${pending > 0 ? `, ${pending} pending` : ''}`;
}

/** The members with their count, and 'Invite Member' for those who may invite. */
export function MembersCard({ workspace, actor, canInvite }: MembersCardProps) {
  const [isInviteOpen, setInviteOpen] = useState(false);
  const counts = useMemberCounts(workspace.id);
  return (
    <SettingsSection
      title="Members"
      description={counts.data ? memberCountLine(counts.data) : undefined}
      actions={
        canInvite && (
          <Button size="sm" onClick={() => setInviteOpen(true)}>
            <UserPlus aria-hidden size={14} />
            Invite Member
          </Button>
        )
      }
    >
      <PagedMemberList workspaceId={workspace.id} actor={actor} />
      {canInvite && (
        <InviteMemberDialog
          workspaceId={workspace.id}
          actor={actor}
          open={isInviteOpen}
          onOpenChange={setInviteOpen}
        />
      )}
    </SettingsSection>
  );
}
