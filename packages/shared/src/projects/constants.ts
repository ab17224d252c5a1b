/**
 * A project's statuses, healths and limits, with the words the product shows for them. Plain
 * values: zod stays in schemas.ts (see tasks/constants.ts).
 */

export const projectStatuses = ['to_do', 'in_progress', 'complete', 'archived'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** A project without a status is shown as to_do (000 §2 Project card, 001 §3). */
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'to_do';

export const projectStatusLabels: Record<ProjectStatus, string> = {
  to_do: 'To Do',
  in_progress: 'In Progress',
  complete: 'Complete',
  archived: 'Archived',
};

export const projectHealths = ['healthy', 'warning', 'critical'] as const;
export type ProjectHealth = (typeof projectHealths)[number];

/** Project type is free text (examples Website, Mobile App, Marketing). */
export const PROJECT_TYPE_MAX_LENGTH = 100;

export const projectMessages = {
  nameRequired: 'Project name is required',
  nameTooLong: 'Project name must be less than 100 characters',
  descriptionTooLong: 'Description must be less than 1000 characters',
  typeTooLong: 'Project type must be at most 100 characters',
  estimatedCostNegative: 'Estimated cost cannot be negative',
  estimatedCostInvalid: 'Estimated cost must be a number',
  estimatedCostDecimals: 'Estimated cost can have at most 2 decimal places',
  invalidStartDate: 'Invalid start date',
  invalidTargetEndDate: 'Invalid target end date',
  targetEndBeforeStart: 'Target end date must be after start date',
  projectIdRequired: 'Project ID is required',
  workspaceIdRequired: 'Workspace ID is required',
  notFound: 'Project not found',
  notArchived: 'Only archived projects can be restored',
  assigneeNotMember: 'Assignee must be an active workspace member',
  assignmentNotFound: 'User is not assigned to this project',
} as const;
