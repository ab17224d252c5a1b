import { z } from 'zod';
import { checklistProgressSchema } from '../checklists/schemas';
import { labelFilterSchema, taskLabelIdsSchema, taskLabelSchema } from '../labels/schemas';
import {
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
  TASK_TRANSACTION_TYPE_MAX_LENGTH,
} from '../common/constants';
import {
  idSchema,
  optionalQueryParam,
  optionalTextInputSchema,
  requiredTextInputSchema,
  textInputSchema,
  timestampInputSchema,
  timestampSchema,
  userSummarySchema,
  dollarsInputSchema,
  dollarsSchema,
} from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import {
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_SORT,
  sortOrders,
  taskMessages,
  taskPriorities,
  taskSortFields,
  taskStatuses,
} from './constants';

const taskStatusSchema = z.enum(taskStatuses);
const taskPrioritySchema = z.enum(taskPriorities);
const taskSortFieldSchema = z.enum(taskSortFields);
const sortOrderSchema = z.enum(sortOrders);

const titleSchema = requiredTextInputSchema('Title', TASK_TITLE_MAX_LENGTH, {
  required: taskMessages.titleRequired,
  tooLong: taskMessages.titleTooLong,
  missing: taskMessages.titleRequired,
});

const descriptionSchema = optionalTextInputSchema(
  'Description',
  TASK_DESCRIPTION_MAX_LENGTH,
  taskMessages.descriptionTooLong,
);
const transactionTypeSchema = optionalTextInputSchema(
  'Transaction type',
  TASK_TRANSACTION_TYPE_MAX_LENGTH,
  taskMessages.transactionTypeTooLong,
);
const dueDateSchema = timestampInputSchema(taskMessages.invalidDueDate).nullish();
const amountSchema = dollarsInputSchema({
  invalid: taskMessages.amountInvalid,
  negative: taskMessages.amountNegative,
  tooManyDecimals: taskMessages.amountDecimals,
}).nullish();
// The form's "Unassigned" option has the value ''.
const assignedToSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.uuid({ error: taskMessages.invalidAssignee }).nullish(),
);

const editableTaskFields = {
  title: titleSchema,
  description: descriptionSchema,
  priority: taskPrioritySchema.default(DEFAULT_TASK_PRIORITY),
  dueDate: dueDateSchema,
  amount: amountSchema,
  transactionType: transactionTypeSchema,
  assignedTo: assignedToSchema,
  labelIds: taskLabelIdsSchema.optional(),
};

/** POST /api/tasks?workspaceId body (000 §7). */
export const createTaskInputSchema = z.object({
  ...editableTaskFields,
  projectId: z.uuid({ error: taskMessages.projectIdRequired }),
});
export type CreateTaskInput = z.input<typeof createTaskInputSchema>;

/**
 * PUT /api/tasks/{id} body: the create body without projectId, plus status. Absent fields stay as
 * they are; null clears an optional one. A body with only `status` is a status change, allowed to
 * every member who can see the project (DECISIONS.md "Tasks and comments").
 */
export const updateTaskInputSchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema,
  priority: taskPrioritySchema.optional(),
  dueDate: dueDateSchema,
  amount: amountSchema,
  transactionType: transactionTypeSchema,
  assignedTo: assignedToSchema,
  labelIds: taskLabelIdsSchema.optional(),
  status: taskStatusSchema.optional(),
});
export type UpdateTaskInput = z.input<typeof updateTaskInputSchema>;

/**
 * `{id}` of /api/tasks/{id}: any string, so that an id which cannot name a task answers 404
 * 'Task Not Found' like one that names nothing, rather than a 400.
 */
export const taskPathParamsSchema = z.object({ id: textInputSchema('Task ID') });

/** GET /api/tasks query (000 §7); default sort createdAt descending. */
export const listTasksQuerySchema = z.object({
  workspaceId: z.uuid({ error: taskMessages.workspaceIdRequired }),
  projectId: optionalQueryParam('projectId', idSchema),
  status: optionalQueryParam('status', taskStatusSchema),
  priority: optionalQueryParam('priority', taskPrioritySchema),
  assignedTo: optionalQueryParam('assignedTo', idSchema),
  /** One or several labels (`?labelId=a&labelId=b`): a task must have every one. */
  labelId: optionalQueryParam('labelId', labelFilterSchema),
  sortBy: optionalQueryParam('sortBy', taskSortFieldSchema).transform(
    (value) => value ?? DEFAULT_TASK_SORT.sortBy,
  ),
  sortOrder: optionalQueryParam('sortOrder', sortOrderSchema).transform(
    (value) => value ?? DEFAULT_TASK_SORT.sortOrder,
  ),
});
export type ListTasksFilters = z.output<typeof listTasksQuerySchema>;

export const taskSchema = componentSchema('Task', {
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  dueDate: timestampSchema.nullable(),
  amount: dollarsSchema.nullable(),
  transactionType: z.string().nullable(),
  assignedTo: idSchema.nullable(),
  /**
   * The assignee, for display; null when unassigned. The UserSummary shape inline: OpenAPI 3.0
   * cannot mark a `$ref` nullable.
   */
  assignee: z.object(userSummarySchema.shape).nullable(),
  projectId: idSchema,
  projectName: z.string(),
  workspaceId: idSchema,
  createdBy: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** Its checklists' items ticked and in all (0 and 0 when it has none). */
  checklist: checklistProgressSchema,
  /** Its labels, by name. */
  labels: z.array(taskLabelSchema),
});
export type Task = z.infer<typeof taskSchema>;

/** GET /api/tasks answers a bare array (000 §7). */
export const taskListSchema = z.array(taskSchema);
export type TaskList = z.infer<typeof taskListSchema>;

/**
 * GET /api/tasks/metrics query: the tasks of GET /api/tasks counted, by default before any filter
 * (the metric tiles); a priority or assignee narrows them as it narrows the list (the board's
 * column counts).
 */
export const taskMetricsQuerySchema = listTasksQuerySchema.pick({
  workspaceId: true,
  projectId: true,
  priority: true,
  assignedTo: true,
  labelId: true,
});
export type TaskMetricsQuery = z.output<typeof taskMetricsQuerySchema>;

/** The tiles over a task list: exactly `taskMetrics(list, now)` of the list it counts (000 §3). */
export const taskMetricsSchema = componentSchema('TaskMetrics', {
  total: z.number().int(),
  completed: z.number().int(),
  inProgress: z.number().int(),
  todo: z.number().int(),
  overdue: z.number().int().meta({ description: 'Due before now and not complete' }),
  dueSoon: z
    .number()
    .int()
    .meta({ description: 'Due within the next 24 hours (both ends inclusive), not complete' }),
  completionRate: z
    .number()
    .meta({ description: 'Percent complete with 2 decimals; 0 with no tasks' }),
});
