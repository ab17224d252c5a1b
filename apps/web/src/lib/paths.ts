import { generatePath } from 'react-router';

/** The application's routes (000 §2, 001 §2, and the Explore page of DECISIONS.md). */
export const routePatterns = {
  login: '/login',
  dashboard: '/dashboard',
  workspaces: '/workspaces',
  workspace: '/workspaces/:workspaceId',
  workspaceTimeline: '/workspaces/:workspaceId/timeline',
  checklistTemplates: '/workspaces/:workspaceId/checklist-templates',
  labels: '/workspaces/:workspaceId/labels',
  projects: '/workspaces/:workspaceId/projects',
  project: '/workspaces/:workspaceId/projects/:projectId',
  workspaceTasks: '/workspaces/:workspaceId/tasks',
  myTasks: '/workspaces/:workspaceId/my-tasks',
  projectTasks: '/workspaces/:workspaceId/projects/:projectId/tasks',
  task: '/workspaces/:workspaceId/projects/:projectId/tasks/:taskId',
  workspaceFiles: '/workspaces/:workspaceId/files',
  taskFiles: '/workspaces/:workspaceId/projects/:projectId/tasks/:taskId/files',
  notifications: '/workspaces/:workspaceId/notifications',
  search: '/workspaces/:workspaceId/search',
  ventures: '/workspaces/:workspaceId/ventures',
  newVenture: '/workspaces/:workspaceId/ventures/new',
  venture: '/workspaces/:workspaceId/ventures/:ventureId',
  editVenture: '/workspaces/:workspaceId/ventures/:ventureId/edit',
  exploreVentures: '/ventures',
  pledges: '/pledges',
  profile: '/profile',
  notificationPreferences: '/profile/notifications',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** The query that opens the Create Task form on a project's Tasks page: `?create=task`. */
export const newTaskQuery = { name: 'create', value: 'task' } as const;

/** Builders for those routes, so links never spell a path by hand. */
export const paths = {
  login: () => routePatterns.login,
  workspaces: () => routePatterns.workspaces,
  workspace: (workspaceId: string) => generatePath(routePatterns.workspace, { workspaceId }),
  workspaceTimeline: (workspaceId: string) =>
    generatePath(routePatterns.workspaceTimeline, { workspaceId }),
  /** The workspace page opened on its Settings tab. */
  workspaceSettings: (workspaceId: string) => `${paths.workspace(workspaceId)}?tab=settings`,
  checklistTemplates: (workspaceId: string) =>
    generatePath(routePatterns.checklistTemplates, { workspaceId }),
  labels: (workspaceId: string) => generatePath(routePatterns.labels, { workspaceId }),
  projects: (workspaceId: string) => generatePath(routePatterns.projects, { workspaceId }),
  project: (workspaceId: string, projectId: string) =>
    generatePath(routePatterns.project, { workspaceId, projectId }),
  workspaceTasks: (workspaceId: string) =>
    generatePath(routePatterns.workspaceTasks, { workspaceId }),
  myTasks: (workspaceId: string) => generatePath(routePatterns.myTasks, { workspaceId }),
  projectTasks: (workspaceId: string, projectId: string) =>
    generatePath(routePatterns.projectTasks, { workspaceId, projectId }),
  newTask: (workspaceId: string, projectId: string) =>
    `${paths.projectTasks(workspaceId, projectId)}?${newTaskQuery.name}=${newTaskQuery.value}`,
  task: (workspaceId: string, projectId: string, taskId: string) =>
    generatePath(routePatterns.task, { workspaceId, projectId, taskId }),
  workspaceFiles: (workspaceId: string) =>
    generatePath(routePatterns.workspaceFiles, { workspaceId }),
  taskFiles: (workspaceId: string, projectId: string, taskId: string) =>
    generatePath(routePatterns.taskFiles, { workspaceId, projectId, taskId }),
  notifications: (workspaceId: string) =>
    generatePath(routePatterns.notifications, { workspaceId }),
  /** The search screen, with the words and the kind of result it opens on, if any. */
  search: (workspaceId: string, query: { q?: string; type?: string } = {}) => {
    const path = generatePath(routePatterns.search, { workspaceId });
    const search = new URLSearchParams();
    if (query.q) search.set('q', query.q);
    if (query.type) search.set('type', query.type);
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  },
  ventures: (workspaceId: string) => generatePath(routePatterns.ventures, { workspaceId }),
  venture: (workspaceId: string, ventureId: string) =>
    generatePath(routePatterns.venture, { workspaceId, ventureId }),
  exploreVentures: () => routePatterns.exploreVentures,
  pledges: () => routePatterns.pledges,
  profile: () => routePatterns.profile,
  notificationPreferences: () => routePatterns.notificationPreferences,
  privacy: () => routePatterns.privacy,
  terms: () => routePatterns.terms,
};
