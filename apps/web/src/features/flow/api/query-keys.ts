import { DEFAULT_TASK_SORT } from '@groundwork/shared/tasks/constants';

/**
 * The answers the graph reads, cached under the keys the owning features use for the same
 * answers (workspaces, projects, tasks, notifications), so screens share one fetch and a live
 * change that refreshes one of them refreshes the graph too.
 */
export const flowSourceKeys = {
  projects: (workspaceId: string) =>
    ['projects', 'list', workspaceId, { includeArchived: false }] as const,
  /** The workspace's tasks a page at a time: the workspace task grid's pages, shared. */
  taskPages: (workspaceId: string) =>
    ['tasks', 'list', { workspaceId, ...DEFAULT_TASK_SORT }, 'pages'] as const,
  /** A project's first page of tasks, kept as one page of an infinite query's pages. */
  projectFirstTasks: (workspaceId: string, projectId: string) =>
    ['tasks', 'list', { workspaceId, projectId, ...DEFAULT_TASK_SORT }, 'first-page'] as const,
  /** The counts of GET /api/tasks/metrics, as the task screens cache them. */
  taskCounts: (workspaceId: string, projectId?: string) =>
    ['tasks', 'metrics', workspaceId, projectId ?? null] as const,
  /**
   * The first page of the workspace's notifications, as a list: among the notifications' cached
   * lists, so marking one read there marks it here too.
   */
  notifications: (workspaceId: string) =>
    ['notifications', 'list', { workspaceId }, 'first-page'] as const,
};
