import type {
  TaskPriority,
  TaskSortField,
  TaskStatus,
  SortOrder,
} from '@groundwork/shared/tasks/constants';
import { itemDetailKey } from '../../../lib/api-query';
import { listQueryKeys } from '../../../lib/list-keys';

/** The list filters that travel to GET /api/tasks. */
export interface TaskListFilters {
  workspaceId: string;
  projectId?: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  assignedTo?: string;
  /** Sent as `labelId`, once each: a task must have every one. */
  labelIds?: readonly string[];
  sortBy: TaskSortField;
  sortOrder: SortOrder;
}

/** The list filters GET /api/tasks/metrics narrows its counts by, beside the project. */
export type TaskCountNarrowing = Pick<TaskListFilters, 'priority' | 'assignedTo' | 'labelIds'>;

export const taskKeys = {
  // Every cached task list, the whole lists and the paged ones, carries its filters third.
  ...listQueryKeys<[filters: TaskListFilters]>('tasks'),
  details: () => [...taskKeys.all, 'detail'] as const,
  detail: (taskId: string) => [...taskKeys.details(), taskId] as const,
  projects: (workspaceId: string) => [...taskKeys.all, 'projects', workspaceId] as const,
  /** The counts of GET /api/tasks/metrics: apart from the lists, whose entries are all tasks. */
  allMetrics: () => [...taskKeys.all, 'metrics'] as const,
  /** The counts of a workspace or project; narrowed ones (a board's) carry their narrowing fourth. */
  metrics: (workspaceId: string, projectId?: string, narrowing?: TaskCountNarrowing) =>
    narrowing && (narrowing.priority || narrowing.assignedTo || narrowing.labelIds?.length)
      ? ([...taskKeys.allMetrics(), workspaceId, projectId ?? null, narrowing] as const)
      : ([...taskKeys.allMetrics(), workspaceId, projectId ?? null] as const),
};

export const commentKeys = {
  all: ['comments'] as const,
  list: (taskId: string) => [...commentKeys.all, taskId] as const,
};

/** One project, cached under the key the project screens use for the same answer. */
export const projectDetailKey = (projectId: string) => itemDetailKey('projects', projectId);

/** Project lists and metrics change when a task's status or amount does. */
export const projectsKey = ['projects'] as const;
export const dashboardKey = ['dashboard'] as const;

/** Everything done to one task (its comments too) is sent in the order it was done. */
export const taskWriteScope = (taskId: string) => `task:${taskId}`;

/** The API path of one task, or of something under it; ids from the URL are escaped. */
export function taskPath(taskId: string, ...rest: string[]): string {
  return `/api/tasks/${[taskId, ...rest].map(encodeURIComponent).join('/')}`;
}
