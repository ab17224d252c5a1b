import {
  assignableRoles,
  canManageMember,
  canManageMembers,
  denialReasons,
  type ManagedMember,
} from '../permissions/capabilities';
import { roleLabels, type MemberRole, type WorkspaceActor } from '../permissions/roles';

export const memberManagementMessages = {
  cannotManageSelf: 'You cannot change your own membership',
} as const;

/**
 * Why the actor may not edit or remove the target member, or null when they may.
 * The reasons are 000 §6's where one fits.
 */
export function memberManagementDenial(
  actor: WorkspaceActor,
  target: ManagedMember,
): string | null {
  if (!canManageMembers(actor)) return denialReasons.adminRequired;
  if (actor.userId === target.userId) return memberManagementMessages.cannotManageSelf;
  return canManageMember(actor, target) ? null : denialReasons.ownerRequired;
}

/** Why the actor may not give this role (when inviting or editing), or null when they may. */
export function roleAssignmentDenial(actor: WorkspaceActor, role: MemberRole): string | null {
  if (!canManageMembers(actor)) return denialReasons.adminRequired;
  return assignableRoles(actor).includes(role) ? null : denialReasons.ownerRequired;
}

/** The text of the SMS an invitee receives (DECISIONS.md "Workspaces and members"). */
export function invitationSmsText(workspaceName: string): string {
  return `You were invited to ${workspaceName} on Groundwork`;
}

/** The workspace_invite notification the invitee finds in the app. */
export function invitationNotificationText(
  workspaceName: string,
  inviterName: string,
  role: MemberRole,
) {
  return {
    title: 'Workspace invitation',
    message: `${inviterName} invited you to join "${workspaceName}" as ${roleLabels[role]}`,
  };
}
