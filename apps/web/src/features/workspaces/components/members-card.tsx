import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { pluralize } from '@groundwork/shared/common/relative-time';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { pendingMemberCount } from '@groundwork/shared/workspaces/rules';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { Button } from '../../../components/ui/button';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberList } from './member-list';
import { SettingsSection } from './settings-section';

export interface MembersCardProps {
  workspace: WorkspaceDetail;
  actor: WorkspaceActor;
  canInvite: boolean;
}

/** The members with their count, and 'Invite Member' for those who may invite. */
export function MembersCard({ workspace, actor, canInvite }: MembersCardProps) {
  const [isInviteOpen, setInviteOpen] = useState(false);
  const pending = pendingMemberCount(workspace.members);
  const active = workspace.members.length - pending;
  return (
    <SettingsSection
      title="Members"
      description={`${pluralize(active, 'active member')}${pending > 0 ? `, ${pending} pending` : ''}`}
      actions={
        canInvite && (
          <Button size="sm" onClick={() => setInviteOpen(true)}>
            <UserPlus aria-hidden size={14} />
            Invite Member
          </Button>
        )
      }
    >
      <MemberList workspaceId={workspace.id} members={workspace.members} actor={actor} />
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
