import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { Task, TaskList } from '@groundwork/shared/tasks/schemas';
import { DEFAULT_TASK_SORT } from '@groundwork/shared/tasks/constants';
import {
  fetchEveryPage,
  fetchTaskPage,
  fetchWorkspaceProjects,
} from '../../../lib/workspace-lists';

/**
 * A project as the list answers it. The server sends its health; a list another screen cached may
 * lack it, and then the shared rules work it out.
 */
export type TimelineProject = Omit<Project, 'health' | 'isOverdue'> &
  Partial<Pick<Project, 'health' | 'isOverdue'>>;

/**
 * The two lists the timeline draws, each read to the end a page at a time and cached whole under
 * the task and project lists' keys (the Flow View reads the same projects), so a change to either
 * refreshes the timeline.
 */
const timelineSourceKeys = {
  projects: (workspaceId: string) =>
    ['projects', 'list', workspaceId, { includeArchived: false }] as const,
  tasks: (workspaceId: string) => ['tasks', 'list', { workspaceId, ...DEFAULT_TASK_SORT }] as const,
};

/**
 * A page opened straight on the timeline asks for both lists before the tab mounts (see
 * prefetchTimelineSources); the tab takes those answers as they are rather than reading every
 * page again at once.
 */
const PREFETCHED_FRESH_MS = 2_000;

function timelineProjectsQuery(workspaceId: string) {
  return queryOptions({
    queryKey: timelineSourceKeys.projects(workspaceId),
    staleTime: PREFETCHED_FRESH_MS,
    queryFn: ({ signal }): Promise<TimelineProject[]> =>
      fetchWorkspaceProjects(workspaceId, { signal }),
  });
}

/**
 * Every task of the workspace: the server has no due-date filter, so the ones without a due date
 * come too and the rows leave them out.
 */
function timelineTasksQuery(workspaceId: string) {
  const queryKey = timelineSourceKeys.tasks(workspaceId);
  return queryOptions({
    queryKey,
    staleTime: PREFETCHED_FRESH_MS,
    queryFn: ({ signal }): Promise<TaskList> =>
      fetchEveryPage((page) => fetchTaskPage({ ...queryKey[2] }, page, { signal })),
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
