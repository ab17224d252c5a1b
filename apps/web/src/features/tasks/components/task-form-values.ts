import { z } from 'zod';
import {
  createTaskInputSchema,
  updateTaskInputSchema,
  type Task,
} from '@groundwork/shared/tasks/schemas';
import {
  DEFAULT_TASK_PRIORITY,
  taskPriorities,
  type TaskPriority,
} from '@groundwork/shared/tasks/constants';
import { checkedWith, dayToIso, isoToDay, moneyToNumber } from '../../../lib/form-inputs';

/** What the form's inputs hold: text, as the browser gives it. */
export interface TaskFormValues {
  title: string;
  description: string;
  priority: TaskPriority;
  dueDate: string;
  amount: string;
  transactionType: string;
  /** '' is 'Unassigned'. */
  assignedTo: string;
  labelIds: string[];
}

const formFields = {
  title: z.string(),
  description: z.string(),
  priority: z.enum(taskPriorities),
  dueDate: z.string(),
  amount: z.string(),
  transactionType: z.string(),
  assignedTo: z.string(),
  labelIds: z.array(z.string()),
};

const toInput = (values: TaskFormValues) => ({
  title: values.title,
  description: values.description,
  priority: values.priority,
  dueDate: dayToIso(values.dueDate),
  amount: moneyToNumber(values.amount),
  transactionType: values.transactionType,
  assignedTo: values.assignedTo,
  // In one order whatever the order of choosing, so the same labels are no change.
  labelIds: [...values.labelIds].sort(),
});

/** Empty optional values (no labels too) are left out of a create body (000 §5). */
function withoutEmpty<T extends object>(body: T): T {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) =>
        value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}

/** The form's text turned into the create body for `projectId`, checked by the shared schema. */
export function createTaskFormSchema(projectId: string) {
  return z
    .object(formFields)
    .transform((values, ctx) =>
      withoutEmpty(checkedWith(createTaskInputSchema, { ...toInput(values), projectId }, ctx)),
    );
}

/** An edit's body, as the form's schema gives it. */
export type TaskEdit = z.output<typeof updateTaskInputSchema>;

/** The same for an edit: a cleared field is sent as null, which clears it. */
export const updateTaskFormSchema = z
  .object(formFields)
  .transform((values, ctx) => checkedWith(updateTaskInputSchema, toInput(values), ctx));

export function formValuesOf(task?: Task): TaskFormValues {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    priority: task?.priority ?? DEFAULT_TASK_PRIORITY,
    dueDate: isoToDay(task?.dueDate ?? null),
    amount: task?.amount == null ? '' : String(task.amount),
    transactionType: task?.transactionType ?? '',
    assignedTo: task?.assignedTo ?? '',
    labelIds: task?.labels?.map((label) => label.id) ?? [],
  };
}

/**
 * The fields of an edit whose value differs from the task's, both read through the same schema
 * (so '1250' and '1250.00', or a title with spaces around it, are no change).
 */
export function changedTaskInput(task: Task, input: TaskEdit): TaskEdit {
  const saved = updateTaskFormSchema.safeParse(formValuesOf(task));
  const before: Record<string, unknown> = saved.success ? saved.data : {};
  return Object.fromEntries(
    Object.entries(input).filter(
      ([field, value]) => JSON.stringify(value ?? null) !== JSON.stringify(before[field] ?? null),
    ),
  );
}

/** The order the error list names the fields in: the form's own order. */
export const fieldOrder: (keyof TaskFormValues)[] = [
  'title',
  'description',
  'priority',
  'dueDate',
  'amount',
  'transactionType',
  'assignedTo',
  'labelIds',
];
