import { z } from 'zod';
import {
  idSchema,
  requiredTextInputSchema,
  textInputSchema,
  timestampInputSchema,
  timestampSchema,
} from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import {
  CHECKLIST_ITEM_TEXT_MAX_LENGTH,
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_TEMPLATE_NAME_MAX_LENGTH,
  CHECKLIST_TITLE_MAX_LENGTH,
  checklistMessages,
} from './constants';

/** Checklists in a task, their items, and the workspace's checklist templates. */

const titleSchema = requiredTextInputSchema('Checklist title', CHECKLIST_TITLE_MAX_LENGTH, {
  required: checklistMessages.titleRequired,
  tooLong: checklistMessages.titleTooLong,
  missing: checklistMessages.titleRequired,
});
const itemTextSchema = requiredTextInputSchema('Item text', CHECKLIST_ITEM_TEXT_MAX_LENGTH, {
  required: checklistMessages.itemTextRequired,
  tooLong: checklistMessages.itemTextTooLong,
  missing: checklistMessages.itemTextRequired,
});
const templateNameSchema = requiredTextInputSchema(
  'Template name',
  CHECKLIST_TEMPLATE_NAME_MAX_LENGTH,
  {
    required: checklistMessages.templateNameRequired,
    tooLong: checklistMessages.templateNameTooLong,
    missing: checklistMessages.templateNameRequired,
  },
);
/** Where a checklist or item goes among its siblings: 0 is first; past the end is last. */
const positionSchema = z.int({ error: checklistMessages.invalidPosition }).min(0, {
  error: checklistMessages.invalidPosition,
});
// The form's "Nobody" option has the value ''.
const itemAssigneeSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.uuid({ error: checklistMessages.invalidAssignee }).nullish(),
);
const itemDueDateSchema = timestampInputSchema(checklistMessages.invalidDueDate).nullish();

/** POST /api/tasks/{taskId}/checklists body: a template's items are copied into it. */
export const checklistInputSchema = z.object({
  title: titleSchema,
  templateId: z.uuid({ error: checklistMessages.invalidTemplate }).optional(),
});
export type ChecklistInput = z.input<typeof checklistInputSchema>;

/** PUT /api/checklists/{id} body: a new title, a new place among the task's checklists, or both. */
export const checklistUpdateSchema = z
  .object({ title: titleSchema.optional(), position: positionSchema.optional() })
  .refine((body) => body.title !== undefined || body.position !== undefined, {
    error: checklistMessages.nothingToChange,
  });

/** POST /api/checklists/{id}/items body. */
export const checklistItemInputSchema = z.object({
  text: itemTextSchema,
  assigneeId: itemAssigneeSchema,
  dueDate: itemDueDateSchema,
});

/**
 * PUT /api/checklist-items/{id} body: absent fields stay; null clears the assignee or due date.
 * A body with only `done` is a tick, allowed to more people than an edit (DECISIONS.md).
 */
export const checklistItemUpdateSchema = z
  .object({
    text: itemTextSchema.optional(),
    done: z.boolean().optional(),
    position: positionSchema.optional(),
    assigneeId: itemAssigneeSchema,
    dueDate: itemDueDateSchema,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: checklistMessages.nothingToChange,
  });
export type ChecklistItemUpdate = z.input<typeof checklistItemUpdateSchema>;

/** A checklist item: ticked by whom and when, and optionally someone's to do by a date. */
export const checklistItemSchema = componentSchema('ChecklistItem', {
  id: idSchema,
  checklistId: idSchema,
  text: z.string(),
  done: z.boolean(),
  doneBy: idSchema.nullable(),
  doneAt: timestampSchema.nullable(),
  assigneeId: idSchema.nullable(),
  dueDate: timestampSchema.nullable(),
  position: z.int(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = componentSchema('Checklist', {
  id: idSchema,
  taskId: idSchema,
  title: z.string(),
  position: z.int(),
  items: z.array(checklistItemSchema),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** GET /api/tasks/{taskId}/checklists: in order, each with its items in order. */
export const checklistListSchema = z.array(checklistSchema);

/** A task's checklist items ticked and in all, on every task answer. */
export const checklistProgressSchema = componentSchema('ChecklistProgress', {
  done: z.int().min(0),
  total: z.int().min(0),
});
export type ChecklistProgress = z.infer<typeof checklistProgressSchema>;

/** POST /api/workspaces/{id}/checklist-templates and PUT /api/checklist-templates/{id} body. */
export const checklistTemplateInputSchema = z.object({
  name: templateNameSchema,
  items: z
    .array(itemTextSchema)
    .max(CHECKLIST_ITEMS_MAX, { error: checklistMessages.templateItemsTooMany }),
});
export type ChecklistTemplateInput = z.input<typeof checklistTemplateInputSchema>;

export const checklistTemplateSchema = componentSchema('ChecklistTemplate', {
  id: idSchema,
  workspaceId: idSchema,
  name: z.string(),
  items: z.array(z.string()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;

export const checklistTemplateListSchema = z.array(checklistTemplateSchema);

/**
 * `{id}` and `{taskId}` route parameters: any string, so that an id which cannot name a checklist,
 * item or template answers 404 like one that names nothing, rather than a 400.
 */
export const checklistPathParamsSchema = z.object({ id: textInputSchema('Checklist ID') });
export const checklistItemPathParamsSchema = z.object({ id: textInputSchema('Item ID') });
export const checklistTemplatePathParamsSchema = z.object({ id: textInputSchema('Template ID') });
export const taskChecklistsPathParamsSchema = z.object({ taskId: textInputSchema('Task ID') });
