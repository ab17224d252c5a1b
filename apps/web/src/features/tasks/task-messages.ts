import { taskMessages } from '@groundwork/shared/tasks/constants';

/**
 * What the task and comment screens say (000 §2, §8 Tasks and Comments). Validation messages are
 * the shared schemas' own.
 */
export const taskUiMessages = {
  fetchListFailed: 'Failed to fetch tasks',
  fetchMetricsFailed: 'Failed to fetch task metrics',
  fetchFailed: 'Failed to fetch task',
  createFailed: 'Failed to create task',
  updateFailed: 'Failed to update task',
  deleteFailed: 'Failed to delete task',
  listErrorTitle: 'Error loading tasks',
  emptyTitle: 'No tasks found',
  emptyProject: 'This project has no tasks yet.',
  emptyWorkspace: 'This workspace has no tasks yet.',
  emptyFiltered: 'No tasks match these filters.',
  myTasksTitle: 'My Tasks',
  myTasksDescription: (workspaceName: string) => `Tasks assigned to you in ${workspaceName}.`,
  emptyMine: 'No tasks in this workspace are assigned to you yet.',
  allTasks: 'All Tasks',
  invalidIds: 'Invalid workspace or project ID',
  missingIds: 'Workspace, Project, or Task ID not found.',
  backToWorkspaces: 'Back to Workspaces',
  notFound: taskMessages.notFound,
  formFailed: taskMessages.formFailed,
  formErrorsHeading: taskMessages.formErrorsHeading,
  noName: 'This user has no name set',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loadMoreFailed: 'Could not load more tasks.',
} as const;

/** The Load more button's words at the end of the tasks' list and of each board column. */
export const taskListLabels = {
  loadMore: taskUiMessages.loadMore,
  loading: taskUiMessages.loadingMore,
  failed: taskUiMessages.loadMoreFailed,
} as const;

/**
 * The labels' words on a task list's or a task's first screen. Those of choosing labels load with
 * the choices (label-choice-messages.ts).
 */
export const taskLabelMessages = {
  legend: 'Labels',
  none: 'No labels',
  /** A removable chip of the filter panel. */
  chip: (name: string) => `Label: ${name}`,
  unknown: 'Unknown label',
  /** Said with the Labels filter's button. */
  chosenCount: (count: number) => `${count} chosen`,
} as const;

/** How a card's "3/7" reads aloud. */
export function checklistProgressLabel(done: number, total: number): string {
  return `Checklist ${done} of ${total} done`;
}

export const taskToasts = {
  created: 'Task created successfully',
  updated: 'Task updated successfully',
  deleted: 'Task deleted successfully',
} as const;

/** The delete question of 000 §2 Tasks page. */
export function deleteTaskConfirmation(title: string): string {
  return `Are you sure you want to delete the task "${title}"? This action cannot be undone.`;
}

export const commentUiMessages = {
  fetchFailed: 'Failed to fetch task comments',
  createFailed: 'Failed to create comment',
  addFailed: 'Failed to add comment',
  updateFailed: 'Failed to update comment',
  deleteFailed: 'Failed to delete comment',
  emptyTitle: 'No comments yet',
  emptyDescription: 'Be the first to add a comment',
  loadMoreFailed: 'Could not load more comments.',
} as const;

/** The words of the dialog that asks before a comment is deleted. */
export const deleteCommentDialog = {
  title: 'Delete Comment',
  message: 'Are you sure you want to delete this comment? This action cannot be undone.',
  confirmLabel: 'Delete',
  pendingLabel: 'Deleting...',
} as const;

export const commentToasts = {
  added: 'Comment added successfully',
  updated: 'Comment updated successfully',
  deleted: 'Comment deleted successfully',
} as const;
