import { z } from 'zod';
import { idSchema, requiredTextInputSchema, textInputSchema } from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import {
  LABEL_NAME_MAX_LENGTH,
  LABELS_PER_TASK_MAX,
  labelColors,
  labelMessages,
} from './constants';

/** A workspace's labels, and the label ids a task is given. */

const nameSchema = requiredTextInputSchema('Label name', LABEL_NAME_MAX_LENGTH, {
  required: labelMessages.nameRequired,
  tooLong: labelMessages.nameTooLong,
  missing: labelMessages.nameRequired,
});
const colorSchema = z.enum(labelColors, { error: labelMessages.invalidColor });

/** POST /api/workspaces/{id}/labels body. */
export const labelInputSchema = z.object({ name: nameSchema, color: colorSchema });
export type LabelInput = z.input<typeof labelInputSchema>;

/** PUT /api/labels/{id} body: a new name, a new colour, or both. */
export const labelUpdateSchema = z
  .object({ name: nameSchema.optional(), color: colorSchema.optional() })
  .refine((body) => body.name !== undefined || body.color !== undefined, {
    error: labelMessages.nothingToChange,
  });

export const labelSchema = componentSchema('Label', {
  id: idSchema,
  workspaceId: idSchema,
  name: z.string(),
  color: z.enum(labelColors),
});
export type Label = z.infer<typeof labelSchema>;

/** GET /api/workspaces/{id}/labels: by name. */
export const labelListSchema = z.array(labelSchema);

/** A label as a task answers it. */
export const taskLabelSchema = componentSchema('TaskLabel', {
  id: idSchema,
  name: z.string(),
  color: z.enum(labelColors),
});
export type TaskLabel = z.infer<typeof taskLabelSchema>;

/**
 * `labelIds` of a task's create and update bodies: the task's labels, all of them (an update
 * replaces them; absent leaves them). Each id once; at most LABELS_PER_TASK_MAX.
 */
export const taskLabelIdsSchema = z
  .array(z.uuid({ error: labelMessages.invalidLabelId }))
  .max(LABELS_PER_TASK_MAX, { error: labelMessages.tooManyOnTask })
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/**
 * `?labelId=` of GET /api/tasks (and its metrics): one or several (`?labelId=a&labelId=b`); a
 * task must have every one.
 */
export const labelFilterSchema = z
  .union([idSchema, z.array(idSchema).max(LABELS_PER_TASK_MAX)], {
    error: labelMessages.invalidLabelId,
  })
  .transform((value) => [
    ...new Set((Array.isArray(value) ? value : [value]).map((id) => id.toLowerCase())),
  ]);

/** `{id}` of /api/labels/{id}: any string, so an id that cannot name a label answers 404. */
export const labelPathParamsSchema = z.object({ id: textInputSchema('Label ID') });
