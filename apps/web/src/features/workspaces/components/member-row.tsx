import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Pencil, UserMinus } from 'lucide-react';
import { can } from '@groundwork/shared/permissions/can';
import { assignableRoles } from '@groundwork/shared/permissions/capabilities';
import type { MemberRole, WorkspaceActor } from '@groundwork/shared/permissions/roles';
import { memberAvatarText, memberDisplayName } from '@groundwork/shared/workspaces/rules';
import type { WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { formatLocalDate } from '../../../lib/format';
import { formatPhoneNumber } from '../../../lib/phone-number';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member-role';
import { memberStatusBadges } from '../member-status';
import { workspaceUiMessages } from '../workspace-messages';
import { MemberRoleEditor } from './member-role-editor';
import { WorkspaceRoleBadge } from './workspace-role-badge';

export interface MemberRowProps {
  workspaceId: string;
  member: WorkspaceMember;
  actor: WorkspaceActor;
}

/** One member: who they are, their role and status, and Edit Role / Remove where allowed. */
export function MemberRow({ workspaceId, member, actor }: MemberRowProps) {
  const nameId = useId();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const [isEditingRole, setEditingRole] = useState(false);
  const updateRole = useUpdateMemberRole();
  const removeMember = useRemoveMember();
  const canManage = can(actor, 'member:manage', member);
  const status = memberStatusBadges[member.status];

  // Leaving the editor puts the focus back on the button that opened it.
  const stopEditing = () => {
    flushSync(() => setEditingRole(false));
    editButtonRef.current?.focus();
  };

  const saveRole = (role: MemberRole) => {
    if (role === member.role) {
      stopEditing();
      return;
    }
    updateRole.mutate({ workspaceId, memberId: member.id, role }, { onSuccess: stopEditing });
  };

  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-[13px] font-semibold text-accent"
      >
        {memberAvatarText(member.user)}
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p id={nameId} className="truncate font-medium text-ink">
          {memberDisplayName(member.user)}
          {member.userId === actor.userId && (
            <>
              {' '}
              <span className="font-normal text-muted">(You)</span>
            </>
          )}
        </p>
        <p className="text-[13px] text-muted">
          {formatPhoneNumber(member.user.phoneNumber)}
          {member.status === 'pending' && ` · Invited ${formatLocalDate(member.invitedAt)}`}
        </p>
      </div>
      {isEditingRole ? (
        <MemberRoleEditor
          currentRole={member.role}
          roles={assignableRoles(actor)}
          isSaving={updateRole.isPending}
          onSave={saveRole}
          onCancel={stopEditing}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2 max-md:pl-12">
          <WorkspaceRoleBadge workspace={member} />
          <Badge tone={status.tone}>{status.label}</Badge>
          {canManage && (
            <div className="flex gap-2 md:ml-2">
              <Button
                ref={editButtonRef}
                variant="secondary"
                size="sm"
                onClick={() => setEditingRole(true)}
              >
                <Pencil aria-hidden size={14} />
                Edit Role
              </Button>
              <ConfirmButton
                variant="ghost-danger"
                size="sm"
                confirmation={{
                  title: 'Remove Member',
                  message: workspaceUiMessages.removeMemberConfirmation,
                  confirmLabel: 'Remove',
                  pendingLabel: 'Removing...',
                }}
                isPending={removeMember.isPending}
                onConfirm={(close) =>
                  removeMember.mutate({ workspaceId, memberId: member.id }, { onSettled: close })
                }
              >
                <UserMinus aria-hidden size={14} />
                Remove
              </ConfirmButton>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
