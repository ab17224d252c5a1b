/**
 * A task's statuses, priorities and sort orders, with the words the product shows for them. No
 * schemas here: the browser loads these with a list's first screen, and zod (with the schemas
 * built on it, in schemas.ts) only when a form or an answer needs checking.
 */

export const taskStatuses = ['to_do', 'in_progress', 'complete'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskStatusLabels: Record<TaskStatus, string> = {
  to_do: 'To Do',
  in_progress: 'In Progress',
  complete: 'Complete',
};

/** 'urgent' appears only in the Flow View (see flow/rules.ts), never in a task form or sort. */
export const taskPriorities = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'medium';

export const taskPriorityLabels: Record<TaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export const taskSortFields = ['createdAt', 'dueDate', 'priority', 'status'] as const;
export type TaskSortField = (typeof taskSortFields)[number];

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const DEFAULT_TASK_SORT: { sortBy: TaskSortField; sortOrder: SortOrder } = {
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

/** Labels of the task filter panel (000 §2 Tasks page). */
export const taskFilterLabels = {
  allStatuses: 'All statuses',
  allPriorities: 'All priorities',
  allAssignees: 'All assignees',
  /** The assignee filter's choice of the signed-in person. */
  me: 'Me',
  /** A phone's button that opens the filters in a sheet, and the sheet's title. */
  filters: 'Filters',
  activeCount: (count: number) => `${count} active`,
  showTasks: 'Show tasks',
  sortBy: {
    createdAt: 'Created Date',
    dueDate: 'Due Date',
    priority: 'Priority',
    status: 'Status',
  } satisfies Record<TaskSortField, string>,
  sortOrder: { desc: 'Newest first', asc: 'Oldest first' } satisfies Record<SortOrder, string>,
  clearAll: 'Clear all',
  unassigned: 'Unassigned',
} as const;

export const taskMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 200 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  transactionTypeTooLong: 'Transaction type must be at most 50 characters',
  invalidDueDate: 'Invalid due date',
  amountNegative: 'Amount must be positive',
  amountInvalid: 'Amount must be a number',
  amountDecimals: 'Amount can have at most 2 decimal places',
  projectIdRequired: 'Project ID is required',
  workspaceIdRequired: 'Workspace ID is required to load tasks.',
  projectIdRequiredToLoad: 'Project ID is required to load tasks.',
  invalidAssignee: 'Invalid assignee',
  assigneeNotMember: 'Assignee must be an active workspace member',
  notFound: 'Task Not Found',
  formFailed: 'Please check your input and try again.',
  formErrorsHeading: 'Please fix the following errors:',
} as const;
