import type { MemberRole } from '@groundwork/shared/permissions/roles';
import type { Workspace, WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import type { WorkspaceRow } from '../../platform/workspace-access';
import type * as repo from './workspaces.repository';

export type MemberWithUser = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;

export function toWorkspace(row: WorkspaceRow, userId: string, role: MemberRole): Workspace {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ownerId: row.ownerId,
    isOwner: row.ownerId === userId,
    role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMember({ member, user }: MemberWithUser, ownerId: string): WorkspaceMember {
  return {
    id: member.id,
    userId: member.userId,
    role: member.role,
    status: member.status,
    isOwner: member.userId === ownerId,
    invitedAt: member.invitedAt.toISOString(),
    joinedAt: member.joinedAt?.toISOString() ?? null,
    user,
  };
}
