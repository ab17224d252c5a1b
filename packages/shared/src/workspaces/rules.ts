import {
  assignableRoles,
  canManageMember,
  canManageMembers,
  denialReasons,
  type ManagedMember,
} from '../permissions/capabilities';
import { roleLabels, type MemberRole, type WorkspaceActor } from '../permissions/roles';
import { cutForSms, SMS_LENGTH, smsLength } from '../common/sms';

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

export interface InvitationSmsInput {
  workspaceName: string;
  /** Named by their name, else their phone number. */
  inviter: { name: string | null; phoneNumber: string };
  /** Where the app is reached: the server's PUBLIC_URL, else the address it prints. */
  appUrl: string;
}

/**
 * The text of the SMS an invitee receives (docs/decisions.md "Workspaces and members"): who
 * invited them to which workspace, and the app's address. It fits one SMS where it can: the
 * workspace name is cut first, then the inviter's name; the address is never cut.
 */
export function invitationSmsText({ workspaceName, inviter, appUrl }: InvitationSmsInput): string {
  const text = (workspace: string, who: string) =>
    `${who} invited you to ${workspace} on Groundwork. Sign in with this number to join: ${appUrl}`;
  const over = (message: string) => smsLength(message) - SMS_LENGTH;
  let who = inviter.name?.trim() || inviter.phoneNumber;
  let workspace = workspaceName.trim();
  const excess = over(text(workspace, who));
  if (excess <= 0) return text(workspace, who);
  workspace = cutForSms(workspace, smsLength(workspace) - excess);
  const stillOver = over(text(workspace, who));
  if (stillOver > 0 && inviter.name?.trim()) who = cutForSms(who, smsLength(who) - stillOver);
  return text(workspace, who);
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

// Display rules of 000 §2 for workspaces and their members.

const UNNAMED_USER_LABEL = 'Unnamed User';
const OWNER_LABEL = 'Owner';

/** The Owner badge, or the current user's role label. */
export function workspaceRoleBadge(workspace: { isOwner: boolean; role: MemberRole }): string {
  return workspace.isOwner ? OWNER_LABEL : roleLabels[workspace.role];
}

/** The member's name, or 'Unnamed User'. */
export function memberDisplayName(user: { name?: string | null }): string {
  const name = user.name?.trim();
  return name ? name : UNNAMED_USER_LABEL;
}

/** The avatar text: the name's initial (upper-case), or the phone's last 2 digits. */
export function memberAvatarText(user: { name?: string | null; phoneNumber: string }): string {
  const name = user.name?.trim();
  if (name) return String.fromCodePoint(name.codePointAt(0) as number).toUpperCase();
  return user.phoneNumber.replace(/\D/g, '').slice(-2);
}

/** The Settings tab badge: members whose status is pending. */
export function pendingMemberCount(members: Iterable<{ status: string }>): number {
  let count = 0;
  for (const member of members) if (member.status === 'pending') count += 1;
  return count;
}

/** The workspace delete confirmation of 000 §2 Workspaces list. */
export function deleteWorkspaceConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone and will permanently remove all projects, tasks, and data associated with this workspace.`;
}

/** The Danger Zone's confirmation (000 §2 Workspace detail), worded unlike the list's. */
export function deleteWorkspaceDetailConfirmation(name: string): string {
  return `Are you sure you want to delete ${name}? This action cannot be undone and will permanently remove all associated data.`;
}

/** What a member confirms before leaving a workspace they do not own. */
export function leaveWorkspaceConfirmation(name: string): string {
  return `Are you sure you want to leave ${name}? You will lose access to its projects and tasks until someone invites you again.`;
}
