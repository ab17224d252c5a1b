export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  /** The whole list (an array). */
  list: (workspaceId: string, includeArchived: boolean) =>
    [...projectKeys.lists(), workspaceId, { includeArchived }] as const,
  /** The same list a page at a time (an infinite query's pages): its own key, as its own shape. */
  pages: (workspaceId: string, includeArchived: boolean) =>
    [...projectKeys.list(workspaceId, includeArchived), 'pages'] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  metrics: (workspaceId: string) => [...dashboardKeys.all, 'metrics', workspaceId] as const,
};

/** The API path of one project, or of something under it; ids from the URL are escaped. */
export function projectPath(projectId: string, ...rest: string[]): string {
  return `/api/projects/${[projectId, ...rest].map(encodeURIComponent).join('/')}`;
}
