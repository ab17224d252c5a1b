import { memberManagementDenial, roleAssignmentDenial } from '../workspaces/rules';
import {
  canCreateProject,
  canDeleteWorkspace,
  canInviteUsers,
  canManageWorkspace,
  denialReasons,
  type ManagedMember,
} from './capabilities';
import {
  canManageTasks,
  canShapeChecklists,
  canTickChecklistItems,
  isCommentAuthor,
  ventureActions,
} from './resources';
import type { MemberRole, WorkspaceActor } from './roles';
import { canViewProject, type ProjectAccess, type VentureAccess } from './visibility';
import { commentMessages } from '../comments/constants';
import { ventureMessages } from '../ventures/constants';
import { pledgeMessages } from '../pledges/constants';
import { checklistMessages } from '../checklists/constants';

/**
 * Who is acting: their user id and, in the workspace in question, their role and ownership.
 * `role` is null when they are not an active member there (pending and revoked count as not).
 */
export interface PermissionActor {
  userId: string;
  role: MemberRole | null;
  isOwner: boolean;
}

/** Reasons for refusals the spec does not word (its own three are in `denialReasons`). */
export const accessDenialReasons = {
  notMember: "You don't have access to this workspace",
  projectHidden: "You don't have access to this project",
  commentAuthorOnly: commentMessages.onlyAuthor,
  ventureHidden: ventureMessages.notFound,
  ventureCreatorOnly: 'Only the venture creator can do this',
  ventureNotEditable: ventureMessages.cannotEdit,
  ventureNotDraftForDelete: 'Only draft ventures can be deleted',
  ventureNotDraftForPublish: 'Only draft ventures can be published',
  ventureNotSuccessful: 'Only successful ventures can be converted to a project',
  ventureFilesLocked: 'Files can be changed only while the venture is a draft',
  ownVenture: pledgeMessages.ownVenture,
  checklistShapeDenied: checklistMessages.shapeDenied,
  clientCannotTick: checklistMessages.clientCannotTick,
  ventureNotLive: pledgeMessages.notLive,
} as const;

/** The resource each action is judged on; `undefined` means the actor's role decides alone. */
interface ResourceByAction {
  'workspace:view': undefined;
  'workspace:update': undefined;
  'workspace:delete': undefined;
  'member:view': undefined;
  'member:invite': undefined;
  'member:manage': ManagedMember;
  'member:assign-role': { role: MemberRole };
  'project:create': undefined;
  'project:view': ProjectAccess;
  'project:update': undefined;
  'project:archive': undefined;
  'project:restore': undefined;
  'project:assign': undefined;
  'task:view': ProjectAccess;
  'task:create': undefined;
  'task:update': undefined;
  'task:update-status': ProjectAccess;
  'task:delete': undefined;
  'comment:create': ProjectAccess;
  'comment:update': { userId: string };
  'comment:delete': { userId: string };
  'checklist:manage': { createdBy: string };
  'checklist:tick': ProjectAccess;
  'checklist-template:manage': undefined;
  'label:manage': undefined;
  'file:view': ProjectAccess;
  'file:upload': ProjectAccess;
  'file:delete': undefined;
  'venture:create': undefined;
  'venture:view': VentureAccess;
  'venture:update': VentureAccess;
  'venture:delete': VentureAccess;
  'venture:publish': VentureAccess;
  'venture:convert': VentureAccess;
  'venture:pledge': VentureAccess;
  'venture:list-pledges': VentureAccess;
  'venture-file:manage': VentureAccess;
  'venture-file:delete': VentureAccess;
}

export type Action = keyof ResourceByAction;

/** Every action, for tables and tests. */
export const actions = [
  'workspace:view',
  'workspace:update',
  'workspace:delete',
  'member:view',
  'member:invite',
  'member:manage',
  'member:assign-role',
  'project:create',
  'project:view',
  'project:update',
  'project:archive',
  'project:restore',
  'project:assign',
  'task:view',
  'task:create',
  'task:update',
  'task:update-status',
  'task:delete',
  'comment:create',
  'comment:update',
  'comment:delete',
  'checklist:manage',
  'checklist:tick',
  'checklist-template:manage',
  'label:manage',
  'file:view',
  'file:upload',
  'file:delete',
  'venture:create',
  'venture:view',
  'venture:update',
  'venture:delete',
  'venture:publish',
  'venture:convert',
  'venture:pledge',
  'venture:list-pledges',
  'venture-file:manage',
  'venture-file:delete',
] as const satisfies readonly Action[];

export type ResourceArgs<A extends Action> = ResourceByAction[A] extends undefined
  ? []
  : [resource: ResourceByAction[A]];

function asMember(actor: PermissionActor): WorkspaceActor | null {
  return actor.role === null
    ? null
    : { userId: actor.userId, role: actor.role, isOwner: actor.isOwner };
}

// Venture actions are judged on the venture alone: backers need not be workspace members.
function ventureDenial(action: Action, venture: VentureAccess, userId: string): string | null {
  const allowed = ventureActions(venture, userId);
  const isCreator = venture.createdBy === userId;
  switch (action) {
    case 'venture:view':
      return allowed.canView ? null : accessDenialReasons.ventureHidden;
    case 'venture:pledge':
      if (isCreator) return accessDenialReasons.ownVenture;
      return allowed.canPledge ? null : accessDenialReasons.ventureNotLive;
    default:
      break;
  }
  if (!allowed.canView) return accessDenialReasons.ventureHidden;
  if (!isCreator) return accessDenialReasons.ventureCreatorOnly;
  switch (action) {
    case 'venture:update':
      return allowed.canEdit ? null : accessDenialReasons.ventureNotEditable;
    case 'venture:delete':
      return allowed.canDelete ? null : accessDenialReasons.ventureNotDraftForDelete;
    case 'venture:publish':
      return allowed.canPublish ? null : accessDenialReasons.ventureNotDraftForPublish;
    case 'venture:convert':
      return allowed.canConvert ? null : accessDenialReasons.ventureNotSuccessful;
    case 'venture:list-pledges':
      return allowed.canSeePledges ? null : accessDenialReasons.ventureCreatorOnly;
    case 'venture-file:delete':
      return allowed.canDeleteFiles ? null : accessDenialReasons.ventureCreatorOnly;
    default:
      return allowed.canManageFiles ? null : accessDenialReasons.ventureFilesLocked;
  }
}

/**
 * Why the actor may not do `action` (to `resource`), or null when they may. The message is the
 * one a 403 answers with: the spec's denial reasons for role checks.
 */
export function deniedReason<A extends Action>(
  actor: PermissionActor,
  action: A,
  ...resource: ResourceArgs<A>
): string | null {
  const target: unknown = resource[0];
  if (action.startsWith('venture') && action !== 'venture:create') {
    return ventureDenial(action, target as VentureAccess, actor.userId);
  }
  const member = asMember(actor);
  if (member === null) return accessDenialReasons.notMember;
  switch (action as Action) {
    case 'workspace:update':
      return canManageWorkspace(member) ? null : denialReasons.adminRequired;
    case 'member:invite':
      return canInviteUsers(member) ? null : denialReasons.adminRequired;
    case 'workspace:delete':
      return canDeleteWorkspace(member) ? null : denialReasons.ownerRequired;
    case 'member:manage':
      return memberManagementDenial(member, target as ManagedMember);
    case 'member:assign-role':
      return roleAssignmentDenial(member, (target as { role: MemberRole }).role);
    case 'project:create':
      return canCreateProject(member) ? null : denialReasons.projectManagerRequired;
    case 'project:update':
    case 'project:archive':
    case 'project:restore':
    case 'project:assign':
    case 'task:create':
    case 'task:update':
    case 'task:delete':
    case 'file:delete':
      return canManageTasks(member) ? null : denialReasons.projectManagerRequired;
    case 'project:view':
    case 'task:view':
    case 'task:update-status':
    case 'comment:create':
    case 'file:view':
    case 'file:upload':
      // The one visibility rule (visibility.ts), which the server's SQL is tested against.
      return canViewProject(member, target as ProjectAccess)
        ? null
        : accessDenialReasons.projectHidden;
    case 'checklist:manage':
      return canShapeChecklists(member, target as { createdBy: string })
        ? null
        : accessDenialReasons.checklistShapeDenied;
    case 'checklist:tick':
      if (!canViewProject(member, target as ProjectAccess))
        return accessDenialReasons.projectHidden;
      return canTickChecklistItems(member, target as ProjectAccess)
        ? null
        : accessDenialReasons.clientCannotTick;
    case 'checklist-template:manage':
    case 'label:manage':
      return canManageTasks(member) ? null : denialReasons.projectManagerRequired;
    case 'comment:update':
    case 'comment:delete':
      return isCommentAuthor(member.userId, target as { userId: string })
        ? null
        : accessDenialReasons.commentAuthorOnly;
    default:
      // workspace:view, member:view, venture:create: any active member.
      return null;
  }
}

/** May the actor do `action` (to `resource`)? `can(actor, 'task:update-status', project)`. */
export function can<A extends Action>(
  actor: PermissionActor,
  action: A,
  ...resource: ResourceArgs<A>
): boolean {
  return deniedReason(actor, action, ...resource) === null;
}
