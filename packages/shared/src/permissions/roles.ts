/** Roles a member row can hold. The owner is an admin whose id is the workspace's ownerId. */
export const memberRoles = ['admin', 'project_manager', 'client', 'contractor'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** Roles the invite form offers (000 §2 Invite form). */
export const invitableRoles = [
  'project_manager',
  'client',
  'contractor',
] as const satisfies readonly MemberRole[];
export const DEFAULT_INVITE_ROLE: MemberRole = 'contractor';

export const memberStatuses = ['active', 'pending', 'revoked'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** Levels of 000 §6; "owner" is not a role but outranks every role. */
export const roleLevels = {
  owner: 100,
  admin: 80,
  project_manager: 60,
  client: 40,
  contractor: 20,
} as const;

/** Who is acting in a workspace: their role there and whether they own it. */
export interface WorkspaceActor {
  userId: string;
  role: MemberRole;
  isOwner: boolean;
}

export function actorLevel(actor: Pick<WorkspaceActor, 'role' | 'isOwner'>): number {
  return actor.isOwner ? roleLevels.owner : roleLevels[actor.role];
}

export const roleLabels: Record<MemberRole, string> = {
  admin: 'Admin',
  project_manager: 'Project Manager',
  client: 'Client',
  contractor: 'Contractor',
};

export const roleDescriptions: Record<MemberRole, string> = {
  admin: 'Full access to the workspace',
  project_manager: 'Can create and manage projects and tasks',
  client: 'Can view assigned projects and provide feedback',
  contractor: 'Can work on assigned tasks and update status',
};
