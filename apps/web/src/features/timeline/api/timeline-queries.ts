import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { Task, TaskList } from '@groundwork/shared/tasks/schemas';
import { DEFAULT_TASK_SORT } from '@groundwork/shared/tasks/constants';
import { fetchTasks, fetchWorkspaceProjects } from '../../../lib/workspace-lists';

/**
 * A project as the list answers it. The server sends its health; a list another screen cached may
 * lack it, and then the shared rules work it out.
 */
export type TimelineProject = Omit<Project, 'health' | 'isOverdue'> &
  Partial<Pick<Project, 'health' | 'isOverdue'>>;

/**
 * The two lists the timeline draws, cached under the keys the projects and tasks screens use for
 * the same answers (the Projects tab's list, the workspace tasks page's list), so they share one
 * fetch and a change anywhere refreshes the timeline.
 */
const timelineSourceKeys = {
  projects: (workspaceId: string) =>
    ['projects', 'list', workspaceId, { includeArchived: false }] as const,
  tasks: (workspaceId: string) => ['tasks', 'list', { workspaceId, ...DEFAULT_TASK_SORT }] as const,
};

function timelineProjectsQuery(workspaceId: string) {
  return queryOptions({
    queryKey: timelineSourceKeys.projects(workspaceId),
    queryFn: ({ signal }): Promise<TimelineProject[]> =>
      fetchWorkspaceProjects(workspaceId, { signal }),
  });
}

function timelineTasksQuery(workspaceId: string) {
  const queryKey = timelineSourceKeys.tasks(workspaceId);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchTasks({ ...queryKey[2] }, { signal }),
  });
}

export const useTimelineProjects = (workspaceId: string) =>
  useQuery(timelineProjectsQuery(workspaceId));
export const useTimelineTasks = (workspaceId: string) => useQuery(timelineTasksQuery(workspaceId));

/**
 * For a page opened straight on the timeline: asks for both lists while the workspace itself
 * loads, rather than once the tab mounts.
 */
export function prefetchTimelineSources(queryClient: QueryClient, workspaceId: string): void {
  void queryClient.prefetchQuery(timelineProjectsQuery(workspaceId));
  void queryClient.prefetchQuery(timelineTasksQuery(workspaceId));
}

/** Puts a saved project or task into the cached list at once, before the lists refetch. */
export function writeSavedProject(queryClient: QueryClient, workspaceId: string, saved: Project) {
  queryClient.setQueryData<TimelineProject[]>(timelineSourceKeys.projects(workspaceId), (list) =>
    list?.map((project) => (project.id === saved.id ? { ...project, ...saved } : project)),
  );
}

export function writeSavedTask(queryClient: QueryClient, workspaceId: string, saved: Task) {
  queryClient.setQueryData<TaskList>(timelineSourceKeys.tasks(workspaceId), (list) =>
    list?.map((task) => (task.id === saved.id ? { ...task, ...saved } : task)),
  );
}
