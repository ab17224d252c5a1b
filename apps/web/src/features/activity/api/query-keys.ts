import type { ActivitySubjectType } from '@groundwork/shared/activity/constants';

/** What the workspace feed is narrowed to; absent means all. */
export interface WorkspaceActivityFilters {
  type?: ActivitySubjectType;
  actorId?: string;
}

export const activityKeys = {
  all: ['activity'] as const,
  task: (taskId: string) => [...activityKeys.all, 'task', taskId] as const,
  project: (projectId: string) => [...activityKeys.all, 'project', projectId] as const,
  /** Every filtered feed of one workspace. */
  workspace: (workspaceId: string) => [...activityKeys.all, 'workspace', workspaceId] as const,
  workspaceFeed: (workspaceId: string, filters: WorkspaceActivityFilters) =>
    [...activityKeys.workspace(workspaceId), filters] as const,
};

/** Where a live change was made, as the `change` event names it. */
export interface ActivityChangeScope {
  workspaceId: string;
  projectId: string | null;
  taskId: string | null;
}

/**
 * The activity lists a live change adds a line to: its workspace's feeds, and its project's and
 * task's histories when it names them.
 */
export function activityKeysOf(change: ActivityChangeScope) {
  return [
    activityKeys.workspace(change.workspaceId),
    ...(change.projectId ? [activityKeys.project(change.projectId)] : []),
    ...(change.taskId ? [activityKeys.task(change.taskId)] : []),
  ];
}
