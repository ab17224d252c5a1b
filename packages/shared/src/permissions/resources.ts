import { actorLevel, roleLevels, type WorkspaceActor } from './roles';
import {
  canViewProject,
  canViewVenture,
  seesAllProjects,
  type ProjectAccess,
  type VentureAccess,
} from './visibility';

/** Rules about who may do what to one project, task, comment or venture. */

export { seesAllProjects, type ProjectAccess, type VentureAccess };

type Actor = Pick<WorkspaceActor, 'userId' | 'role' | 'isOwner'>;

/**
 * 000 §6 for an active member: owner, admin, project_manager see all; others the projects they
 * are assigned to or created. The rule itself is `canViewProject` (visibility.ts).
 */
export function canSeeProject(actor: Actor, project: ProjectAccess): boolean {
  return canViewProject(actor, project);
}

/** Only a comment's author edits or deletes it (000 §6). */
export function isCommentAuthor(userId: string, comment: { userId: string }): boolean {
  return comment.userId === userId;
}

/** Changing a task's status: every member who can see its project (DECISIONS.md). */
export function canUpdateTaskStatus(actor: Actor, project: ProjectAccess): boolean {
  return canSeeProject(actor, project);
}

/** Changing any other task field, creating, deleting or assigning: project_manager or higher. */
export function canManageTasks(actor: Pick<WorkspaceActor, 'role' | 'isOwner'>): boolean {
  return actorLevel(actor) >= roleLevels.project_manager;
}

/**
 * Shaping a task's checklists (adding, renaming, reordering, removing them and their items):
 * project_manager or higher, and the task's creator.
 */
export function canShapeChecklists(actor: Actor, task: { createdBy: string }): boolean {
  return canManageTasks(actor) || task.createdBy === actor.userId;
}

/**
 * Ticking a checklist item: whoever may change the task's status, but a client, who sees the
 * progress without ticking (DECISIONS.md "Checklists").
 */
export function canTickChecklistItems(actor: Actor, project: ProjectAccess): boolean {
  return actor.role !== 'client' && canUpdateTaskStatus(actor, project);
}

export interface VentureActions {
  /** Drafts are seen by their creator only; every other status by every signed-in user. */
  canView: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canPublish: boolean;
  canConvert: boolean;
  canPledge: boolean;
  /** Upload the venture's files: the creator, while it is a draft. */
  canManageFiles: boolean;
  /** Delete one of its files: the creator, in any status (DECISIONS.md "Ventures and pledges"). */
  canDeleteFiles: boolean;
  /** See who pledged and how much: the creator. */
  canSeePledges: boolean;
}

/**
 * What a user may do with a venture (001 §6): the creator edits while draft or live, deletes and
 * publishes a draft, converts a successful one, adds files to a draft, deletes files and sees the
 * pledges; anyone else pledges while it is live.
 */
export function ventureActions(venture: VentureAccess, userId: string): VentureActions {
  const isCreator = venture.createdBy === userId;
  const { status } = venture;
  return {
    canView: canViewVenture(userId, venture),
    canEdit: isCreator && (status === 'draft' || status === 'live'),
    canDelete: isCreator && status === 'draft',
    canPublish: isCreator && status === 'draft',
    canConvert: isCreator && status === 'successful',
    canPledge: !isCreator && status === 'live',
    canManageFiles: isCreator && status === 'draft',
    canDeleteFiles: isCreator,
    canSeePledges: isCreator,
  };
}
