import { z } from 'zod';
import { idSchema, optionalQueryParam, textInputSchema, timestampSchema } from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import { pageQueryShape } from '../common/paging';
import { ACTIVITY_CURSOR_PATTERN, activityMessages, activitySubjectTypes } from './constants';

/**
 * The activity history: every change to a task, project, comment, file, member, venture or
 * pledge, read from the change record, newest first.
 */

const activitySubjectTypeSchema = z.enum(activitySubjectTypes);

/** Someone named in an entry: its actor, or a person a field changed to or from. */
const activityPersonSchema = z
  .object({ id: idSchema, name: z.string().nullable() })
  .meta({ id: 'ActivityPerson' });
export type ActivityPerson = z.infer<typeof activityPersonSchema>;

/**
 * One changed field, before and after: money in dollars (as everywhere in the API), dates as ISO
 * strings, people as `{ id, name }`; null where there was or is none. A person put on or taken off
 * a project has `{ field: 'project' }` with the project as `{ id, name }`.
 */
const activityFieldChangeSchema = z
  .object({ field: z.string(), from: z.unknown(), to: z.unknown() })
  .meta({ id: 'ActivityFieldChange' });
export type ActivityFieldChange = z.infer<typeof activityFieldChangeSchema>;

const activityItemSchema = componentSchema('ActivityItem', {
  id: z.string(),
  at: timestampSchema,
  /** Null when the scheduler made the change (a venture's deadline). */
  // Inlined: a nullable reference has no valid OpenAPI 3.0 form.
  actor: z.object(activityPersonSchema.shape).nullable(),
  subject: z.object({
    type: activitySubjectTypeSchema,
    id: idSchema,
    /** The thing's name when the change was made: a task's or project's title, a file's name. */
    title: z.string(),
  }),
  action: z.string(),
  changes: z.array(activityFieldChangeSchema),
  projectId: idSchema.nullable().meta({
    description:
      'The project the entry happened in (or, for a team change, the project named), while it still exists: a place to lead to. Null for entries outside projects (members, ventures) and for a project that is gone.',
  }),
  taskId: idSchema.nullable().meta({
    description:
      "The task the entry happened on (its own changes, its comments and files), while it still exists: null once the task is deleted, and for entries that are not a task's.",
  }),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = componentSchema('ActivityPage', {
  items: z.array(activityItemSchema),
  nextCursor: z.string().regex(ACTIVITY_CURSOR_PATTERN).nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/**
 * `?limit=&cursor=` of every activity list: the limit of every paged list; the cursor is the
 * `nextCursor` of the page before (a position in the change record).
 */
const activityPageQuerySchema = z.object({
  limit: pageQueryShape.limit,
  cursor: optionalQueryParam(
    'cursor',
    textInputSchema('cursor')
      .min(1, { error: activityMessages.badCursor })
      .regex(ACTIVITY_CURSOR_PATTERN, { error: activityMessages.badCursor })
      .meta({ description: "The previous page's nextCursor, as it was answered; no other value." }),
  ),
});

/**
 * A task's or a project's history: `?workspaceId=` (or X-Workspace-ID) may name the workspace the
 * client is working in, as on the task's and project's own routes.
 */
export const resourceActivityQuerySchema = activityPageQuerySchema.extend({
  workspaceId: optionalQueryParam('workspaceId', idSchema),
});

/** The workspace feed narrows by subject type and by who acted. */
export const workspaceActivityQuerySchema = activityPageQuerySchema.extend({
  type: optionalQueryParam('type', activitySubjectTypeSchema),
  actorId: optionalQueryParam('actorId', idSchema),
});
