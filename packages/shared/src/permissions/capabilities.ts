import { actorLevel, roleLevels, type MemberRole, type WorkspaceActor } from './roles';

/** Denial reasons of 000 §6, answered with 403. */
export const denialReasons = {
  adminRequired: 'Admin role required',
  ownerRequired: 'Workspace owner required',
  projectManagerRequired: 'Project Manager role or higher required',
} as const;

type Actor = Pick<WorkspaceActor, 'role' | 'isOwner'>;

const isAtLeast = (actor: Actor, level: number) => actorLevel(actor) >= level;

// Each capability of 000 §6 states its own least role, also where two share one today.
export const canManageWorkspace = (actor: Actor) => isAtLeast(actor, roleLevels.admin);
export const canInviteUsers = (actor: Actor) => isAtLeast(actor, roleLevels.admin);
export const canManageMembers = (actor: Actor) => isAtLeast(actor, roleLevels.admin);
export const canDeleteWorkspace = (actor: Actor) => actor.isOwner;
export const canCreateProject = (actor: Actor) => isAtLeast(actor, roleLevels.project_manager);
export const canManageProjects = (actor: Actor) => isAtLeast(actor, roleLevels.project_manager);

/** Capability flags evaluated per workspace (000 §6); any active member views members and projects. */
export interface WorkspacePermissions {
  canCreateProject: boolean;
  canManageWorkspace: boolean;
  canInviteUsers: boolean;
  canDeleteWorkspace: boolean;
  canViewMembers: boolean;
  canManageMembers: boolean;
  canViewProjects: boolean;
  canManageProjects: boolean;
}

export function workspacePermissions(actor: Actor | null): WorkspacePermissions {
  if (!actor) {
    return {
      canCreateProject: false,
      canManageWorkspace: false,
      canInviteUsers: false,
      canDeleteWorkspace: false,
      canViewMembers: false,
      canManageMembers: false,
      canViewProjects: false,
      canManageProjects: false,
    };
  }
  return {
    canCreateProject: canCreateProject(actor),
    canManageWorkspace: canManageWorkspace(actor),
    canInviteUsers: canInviteUsers(actor),
    canDeleteWorkspace: canDeleteWorkspace(actor),
    canViewMembers: true,
    canManageMembers: canManageMembers(actor),
    canViewProjects: true,
    canManageProjects: canManageProjects(actor),
  };
}

/** A member the actor may edit or remove (000 §6). */
export interface ManagedMember {
  userId: string;
  role: MemberRole;
  isOwner: boolean;
}

/**
 * The actor may manage the target when it is someone else, not the owner, and the actor
 * is the owner, or an admin managing a non-admin.
 */
export function canManageMember(actor: WorkspaceActor, target: ManagedMember): boolean {
  if (actor.userId === target.userId || target.isOwner) return false;
  if (actor.isOwner) return true;
  return actor.role === 'admin' && target.role !== 'admin';
}

/** Roles the actor may give: the owner all four, an admin all but admin, others none. */
export function assignableRoles(actor: Actor): MemberRole[] {
  if (actor.isOwner) return ['admin', 'project_manager', 'client', 'contractor'];
  if (actor.role === 'admin') return ['project_manager', 'client', 'contractor'];
  return [];
}

/** The file flags of 000 §6. */
export interface FilePermissions {
  canUploadFiles: boolean;
  canDeleteFiles: boolean;
  canViewFiles: boolean;
}

/** What the file screens have loaded; each is null until it has. */
export interface FileContext {
  /** The workspace as the current user sees it: it carries their role and isOwner. */
  workspace: Actor | null;
  project: object | null;
  task: object | null;
}

/**
 * File flags (000 §6): all false until workspace, project and task have loaded, except
 * canViewFiles, which is true once the workspace exists. Any member uploads; deleting needs
 * project_manager or higher.
 */
export function filePermissions({ workspace, project, task }: FileContext): FilePermissions {
  const loaded = workspace !== null && project !== null && task !== null;
  return {
    canUploadFiles: loaded,
    canDeleteFiles: loaded && canManageProjects(workspace),
    canViewFiles: workspace !== null,
  };
}
