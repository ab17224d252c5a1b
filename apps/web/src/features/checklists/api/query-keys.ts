import { itemDetailKey } from '../../../lib/api-query';
import { listQueryKeys } from '../../../lib/list-keys';

export const checklistKeys = {
  all: ['checklists'] as const,
  /** A task's checklists with their items, in order (one answer: a task keeps at most 20). */
  task: (taskId: string) => [...checklistKeys.all, 'task', taskId] as const,
};

export const checklistTemplateKeys = {
  all: ['checklist-templates'] as const,
  /** A workspace's templates; live changes of subject `checklist-template` make it stale. */
  list: (workspaceId: string) => [...checklistTemplateKeys.all, workspaceId] as const,
};

/**
 * Where the task screens cache a task's answers, whose `checklist` totals follow its items: its
 * detail, and every task list (the cards' "3/7").
 */
export const taskAnswerKeys = {
  detail: (taskId: string) => itemDetailKey('tasks', taskId),
  lists: listQueryKeys('tasks').lists,
};

/**
 * Everything done to one task's checklists is sent in the order it was done (a tick, then its
 * untick), apart from the task's own changes, which never touch the same rows.
 */
export const checklistWriteScope = (taskId: string) => `checklists:${taskId}`;

export function taskChecklistsPath(taskId: string): string {
  return `/api/tasks/${encodeURIComponent(taskId)}/checklists`;
}

/** The API path of a checklist, or of something under it; ids are escaped. */
export function checklistPath(checklistId: string, ...rest: string[]): string {
  return `/api/checklists/${[checklistId, ...rest].map(encodeURIComponent).join('/')}`;
}

export function checklistItemPath(itemId: string): string {
  return `/api/checklist-items/${encodeURIComponent(itemId)}`;
}
