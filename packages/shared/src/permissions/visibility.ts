import {
  actorLevel,
  memberRoles,
  memberStatuses,
  roleLevels,
  type MemberRole,
  type MemberStatus,
  type WorkspaceActor,
} from './roles';
import type { VentureStatus } from '../ventures/constants';

/**
 * The one visibility rule: who may see which project (and so its tasks, comments and files),
 * venture and notification. `can()` decides its view actions with it, the web app's `can()` calls
 * come through it, and the server's SQL (`apps/server/src/platform/visibility.ts`) is built from
 * it and tested against it (`apps/server/test/visibility.property.test.ts`).
 */

/**
 * Someone looking at one workspace's data. `role` is null when they are not an active member of
 * it: pending, revoked or no row at all.
 */
export interface Viewer {
  userId: string;
  role: MemberRole | null;
  isOwner: boolean;
}

/** Only an active membership opens a workspace: pending and revoked members see nothing of it. */
export function membershipGrantsAccess(status: MemberStatus): boolean {
  return status === 'active';
}

/** The member statuses that open a workspace, as data for SQL. */
export const accessGrantingStatuses: readonly MemberStatus[] =
  memberStatuses.filter(membershipGrantsAccess);

/**
 * The viewer a member row makes: its role when the row opens the workspace, else none. The owner
 * is the one whose id is the workspace's `ownerId`.
 */
export function viewerOf(
  userId: string,
  member: { role: MemberRole; status: MemberStatus } | null,
  ownerId: string,
): Viewer {
  const role = member !== null && membershipGrantsAccess(member.status) ? member.role : null;
  return { userId, role, isOwner: role !== null && ownerId === userId };
}

/** Owner, admin and project_manager see every project of the workspace (000 §6). */
export function seesAllProjects(actor: Pick<WorkspaceActor, 'role' | 'isOwner'>): boolean {
  return actorLevel(actor) >= roleLevels.project_manager;
}

/** The roles whose members see every project of their workspace, as data for SQL. */
export const rolesSeeingAllProjects: readonly MemberRole[] = memberRoles.filter((role) =>
  seesAllProjects({ role, isOwner: false }),
);

/**
 * Which of a workspace's projects the viewer sees: none (not an active member), all, or those
 * they created or are assigned to.
 */
export type ProjectScope = 'none' | 'all' | 'created-or-assigned';

export function projectScope(viewer: Viewer): ProjectScope {
  if (viewer.role === null) return 'none';
  return seesAllProjects({ role: viewer.role, isOwner: viewer.isOwner })
    ? 'all'
    : 'created-or-assigned';
}

/** The project fields visibility is decided on (only the viewer's own assignment matters). */
export interface ProjectAccess {
  createdBy: string;
  assignments: ReadonlyArray<{ userId: string }>;
}

/**
 * May the viewer see the project, its tasks, their comments and files? An active member who is
 * owner, admin or project_manager sees every project of the workspace; a client or contractor
 * those they created or are assigned to; anyone else none (000 §6, DECISIONS.md).
 */
export function canViewProject(viewer: Viewer, project: ProjectAccess): boolean {
  switch (projectScope(viewer)) {
    case 'none':
      return false;
    case 'all':
      return true;
    default:
      return (
        project.createdBy === viewer.userId ||
        project.assignments.some((assignment) => assignment.userId === viewer.userId)
      );
  }
}

/** The venture fields visibility (and every venture action) is decided on. */
export interface VentureAccess {
  createdBy: string;
  status: VentureStatus;
}

/**
 * May the user see the venture? A draft only its creator; every other status every signed-in
 * user, member of its workspace or not (DECISIONS.md "Ventures and pledges").
 */
export function canViewVenture(userId: string, venture: VentureAccess): boolean {
  return venture.status !== 'draft' || venture.createdBy === userId;
}

/**
 * May the user see the notification? Only its recipient, whatever their membership now: it was
 * written to them when they were entitled to it, and an invitation's is read while still pending.
 */
export function canViewNotification(userId: string, notification: { userId: string }): boolean {
  return notification.userId === userId;
}
