import { Users } from 'lucide-react';
import type { WorkspaceActor } from '@groundwork/shared/permissions/roles';
import type { WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { EmptyState } from '../../../components/ui/empty-state';
import { MemberRow } from './member-row';

export interface MemberListProps {
  workspaceId: string;
  members: WorkspaceMember[];
  actor: WorkspaceActor;
}

/** The workspace's active and pending members (000 §2 Members list). */
export function MemberList({ workspaceId, members, actor }: MemberListProps) {
  if (members.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No members yet"
        description="Invite team members to collaborate"
      />
    );
  }
  return (
    <ul aria-label="Members" className="divide-y divide-line">
      {members.map((member) => (
        <MemberRow key={member.id} workspaceId={workspaceId} member={member} actor={actor} />
      ))}
    </ul>
  );
}
