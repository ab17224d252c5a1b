import type { VentureStatus } from '../ventures/schemas';
import { actorLevel, roleLevels, type WorkspaceActor } from './roles';

/** Rules about who may do what to one project, task, comment or venture. */

type Actor = Pick<WorkspaceActor, 'userId' | 'role' | 'isOwner'>;

/** The project fields visibility is decided on. */
export interface ProjectAccess {
  createdBy: string;
  assignments: ReadonlyArray<{ userId: string }>;
}

/** Owner, admin and project_manager see every project. */
export function seesAllProjects(actor: Pick<WorkspaceActor, 'role' | 'isOwner'>): boolean {
  return actorLevel(actor) >= roleLevels.project_manager;
}

/** 000 §6: owner, admin, project_manager see all; others the projects they are assigned to or created. */
export function canSeeProject(actor: Actor, project: ProjectAccess): boolean {
  if (seesAllProjects(actor)) return true;
  if (project.createdBy === actor.userId) return true;
  return project.assignments.some((assignment) => assignment.userId === actor.userId);
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

/** The venture fields its actions are decided on. */
export interface VentureAccess {
  createdBy: string;
  status: VentureStatus;
}

export interface VentureActions {
  /** Drafts are seen by their creator only; every other status by every signed-in user. */
  canView: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canPublish: boolean;
  canConvert: boolean;
  canPledge: boolean;
  /** Upload or delete the venture's files: the creator, while it is a draft. */
  canManageFiles: boolean;
}

/**
 * What a user may do with a venture (001 §6): the creator edits while draft or live, deletes and
 * publishes a draft, converts a successful one; anyone else pledges while it is live.
 */
export function ventureActions(venture: VentureAccess, userId: string): VentureActions {
  const isCreator = venture.createdBy === userId;
  const { status } = venture;
  return {
    canView: isCreator || status !== 'draft',
    canEdit: isCreator && (status === 'draft' || status === 'live'),
    canDelete: isCreator && status === 'draft',
    canPublish: isCreator && status === 'draft',
    canConvert: isCreator && status === 'successful',
    canPledge: !isCreator && status === 'live',
    canManageFiles: isCreator && status === 'draft',
  };
}
