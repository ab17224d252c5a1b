import type {
  TaskPriority,
  TaskSortField,
  TaskStatus,
  SortOrder,
} from '@groundwork/shared/tasks/constants';

/** The list filters that travel to GET /api/tasks. */
export interface TaskListFilters {
  workspaceId: string;
  projectId?: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  assignedTo?: string;
  sortBy: TaskSortField;
  sortOrder: SortOrder;
}

/** The list filters GET /api/tasks/metrics narrows its counts by, beside the project. */
export type TaskCountNarrowing = Pick<TaskListFilters, 'priority' | 'assignedTo'>;

export const taskKeys = {
  all: ['tasks'] as const,
  /** Every cached task list: the whole lists and the paged ones, filters third in each key. */
  lists: () => [...taskKeys.all, 'list'] as const,
  /** The whole list (an array). */
  list: (filters: TaskListFilters) => [...taskKeys.lists(), filters] as const,
  /** The same list a page at a time (an infinite query's pages): its own key, as its own shape. */
  pages: (filters: TaskListFilters) => [...taskKeys.lists(), filters, 'pages'] as const,
  details: () => [...taskKeys.all, 'detail'] as const,
  detail: (taskId: string) => [...taskKeys.details(), taskId] as const,
  projects: (workspaceId: string) => [...taskKeys.all, 'projects', workspaceId] as const,
  /** The counts of GET /api/tasks/metrics: apart from the lists, whose entries are all tasks. */
  allMetrics: () => [...taskKeys.all, 'metrics'] as const,
  /** The counts of a workspace or project; narrowed ones (a board's) carry their narrowing fourth. */
  metrics: (workspaceId: string, projectId?: string, narrowing?: TaskCountNarrowing) =>
    narrowing && (narrowing.priority || narrowing.assignedTo)
      ? ([...taskKeys.allMetrics(), workspaceId, projectId ?? null, narrowing] as const)
      : ([...taskKeys.allMetrics(), workspaceId, projectId ?? null] as const),
};

export const commentKeys = {
  all: ['comments'] as const,
  list: (taskId: string) => [...commentKeys.all, taskId] as const,
};

/** One project, cached under the key the project screens use for the same answer. */
export const projectDetailKey = (projectId: string) => ['projects', 'detail', projectId] as const;

/** Project lists and metrics change when a task's status or amount does. */
export const projectsKey = ['projects'] as const;
export const dashboardKey = ['dashboard'] as const;

/** Everything done to one task (its comments too) is sent in the order it was done. */
export const taskChangeScope = (taskId: string) => `task:${taskId}`;

/** The API path of one task, or of something under it; ids from the URL are escaped. */
export function taskPath(taskId: string, ...rest: string[]): string {
  return `/api/tasks/${[taskId, ...rest].map(encodeURIComponent).join('/')}`;
}
