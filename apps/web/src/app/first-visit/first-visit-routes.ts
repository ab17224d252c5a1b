/**
 * The routes a person most often opens straight from a link (a text message, a bookmark), with
 * the page module each renders and the answers it asks for first. The build writes them into a
 * small script that index.html runs before the app (see start-first-visit.ts), so a first visit
 * fetches the page's code and data at once instead of one after the other.
 *
 * Each request must be the very address the page asks for (path and query, in order), or the
 * page asks again: first-visit-routes.test.ts checks them against the pages' own fetchers.
 */
export interface FirstVisitRoute {
  /** A pattern of lib/paths.ts routePatterns. */
  pattern: string;
  /** Query parameters the address must have too (a tab), when the route's first load needs them. */
  query?: Record<string, string>;
  /** The page's modules (the page, and a tab open on it), as the bundler names them (from apps/web). */
  pages: string[];
  /** API addresses with the pattern's `:params`; X-Workspace-ID is the route's workspace. */
  requests: string[];
}

/** Asked on every signed-in first visit, whatever the route: the session and the bell's count. */
export const everyFirstVisitRequests = ['/api/auth/me', '/api/notifications/unread-count'];

export const firstVisitRoutes: FirstVisitRoute[] = [
  {
    pattern: '/workspaces/:workspaceId/projects/:projectId/tasks/:taskId',
    pages: ['src/app/task-detail-route.tsx'],
    requests: [
      '/api/workspaces/:workspaceId',
      '/api/projects/:projectId?workspaceId=:workspaceId',
      '/api/tasks/:taskId?workspaceId=:workspaceId',
    ],
  },
  {
    pattern: '/workspaces/:workspaceId/projects/:projectId/tasks',
    pages: ['src/features/tasks/pages/project-tasks-page.tsx'],
    requests: [
      '/api/workspaces/:workspaceId',
      '/api/projects/:projectId?workspaceId=:workspaceId',
      // The grid's first page, then the counts of its metric tiles.
      '/api/tasks?workspaceId=:workspaceId&projectId=:projectId&sortBy=createdAt&sortOrder=desc&limit=50',
      '/api/tasks/metrics?workspaceId=:workspaceId&projectId=:projectId',
    ],
  },
  {
    // The workspace's Tasks: the project filter's choices, the grid's first page, the counts.
    pattern: '/workspaces/:workspaceId/tasks',
    pages: ['src/features/tasks/pages/workspace-tasks-page.tsx'],
    requests: [
      '/api/workspaces/:workspaceId',
      '/api/projects?workspaceId=:workspaceId&limit=100',
      '/api/tasks?workspaceId=:workspaceId&sortBy=createdAt&sortOrder=desc&limit=50',
      '/api/tasks/metrics?workspaceId=:workspaceId',
    ],
  },
  {
    pattern: '/workspaces/:workspaceId/projects/:projectId',
    pages: ['src/app/project-detail-route.tsx'],
    requests: ['/api/workspaces/:workspaceId', '/api/projects/:projectId?workspaceId=:workspaceId'],
  },
  {
    // The Flow View tab: the graph's code and its sources (the task counts decide how the tasks
    // are asked for: every page with few, each expanded project's first page with many).
    pattern: '/workspaces/:workspaceId',
    query: { tab: 'flow' },
    pages: ['src/app/workspace-detail-route.tsx', 'src/features/flow/flow-view.tsx'],
    requests: [
      '/api/workspaces/:workspaceId',
      '/api/projects?workspaceId=:workspaceId&limit=100',
      '/api/tasks/metrics?workspaceId=:workspaceId',
      '/api/notifications?workspaceId=:workspaceId&limit=50',
    ],
  },
  {
    pattern: '/workspaces/:workspaceId',
    pages: ['src/app/workspace-detail-route.tsx'],
    requests: ['/api/workspaces/:workspaceId'],
  },
];
