export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: () => [...workspaceKeys.all, 'list'] as const,
  invitations: () => [...workspaceKeys.all, 'invitations'] as const,
  detail: (workspaceId: string) => [...workspaceKeys.all, 'detail', workspaceId] as const,
};

/** The API path of one workspace, or of something under it; ids from the URL are escaped. */
export function workspacePath(workspaceId: string, ...rest: string[]): string {
  return `/api/workspaces/${[workspaceId, ...rest].map(encodeURIComponent).join('/')}`;
}
