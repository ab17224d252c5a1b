/**
 * Checklists in a task, and the workspace's checklist templates: limits, words and messages.
 * Plain values: zod stays in schemas.ts (see tasks/constants.ts).
 */

export const CHECKLIST_TITLE_MAX_LENGTH = 100;
export const CHECKLIST_ITEM_TEXT_MAX_LENGTH = 500;
export const CHECKLIST_TEMPLATE_NAME_MAX_LENGTH = 100;
/** A task's checklists, a checklist's items and a template's items: enough for a hand-over. */
export const CHECKLISTS_PER_TASK_MAX = 20;
export const CHECKLIST_ITEMS_MAX = 200;

export const checklistMessages = {
  titleRequired: 'Checklist title is required',
  titleTooLong: `Checklist title must be at most ${CHECKLIST_TITLE_MAX_LENGTH} characters`,
  itemTextRequired: 'Item text is required',
  itemTextTooLong: `Item text must be at most ${CHECKLIST_ITEM_TEXT_MAX_LENGTH} characters`,
  invalidDueDate: 'Due date must be a valid date',
  invalidAssignee: 'Assignee must be a valid user ID',
  invalidTemplate: 'Template must be a valid template ID',
  invalidPosition: 'Position must be a whole number from 0',
  nothingToChange: 'Nothing to change',
  /** An item's assignee who is not an active member able to see the task. */
  assigneeCannotSee: 'The assignee must be a member who can see this task',
  tooManyChecklists: `A task can have at most ${CHECKLISTS_PER_TASK_MAX} checklists`,
  tooManyItems: `A checklist can have at most ${CHECKLIST_ITEMS_MAX} items`,
  notFound: 'Checklist not found',
  itemNotFound: 'Checklist item not found',
  templateNotFound: 'Checklist template not found',
  templateNameRequired: 'Template name is required',
  templateNameTooLong: `Template name must be at most ${CHECKLIST_TEMPLATE_NAME_MAX_LENGTH} characters`,
  templateItemsTooMany: `A template can have at most ${CHECKLIST_ITEMS_MAX} items`,
  /** Who may tick: anyone who may change the task's status, but a client (DECISIONS.md). */
  clientCannotTick: 'Clients can see checklists but not tick them',
  /** Who may shape a task's checklists: project managers and above, and the task's creator. */
  shapeDenied: "Only a project manager or the task's creator can change this checklist",
} as const;
