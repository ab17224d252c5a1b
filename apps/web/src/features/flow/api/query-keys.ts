import { DEFAULT_TASK_SORT } from '@groundwork/shared/tasks/constants';

/**
 * The four answers the graph reads, cached under the keys the owning features use for the same
 * answers (workspaces, projects, tasks, notifications), so screens share one fetch and a live
 * change that refreshes one of them refreshes the graph too.
 */
export const flowSourceKeys = {
  workspace: (workspaceId: string) => ['workspaces', 'detail', workspaceId] as const,
  projects: (workspaceId: string) =>
    ['projects', 'list', workspaceId, { includeArchived: false }] as const,
  tasks: (workspaceId: string) => ['tasks', 'list', { workspaceId, ...DEFAULT_TASK_SORT }] as const,
  notifications: (workspaceId: string) => ['notifications', 'list', { workspaceId }] as const,
};
