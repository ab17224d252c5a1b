import { workspaceDetailKey } from '../../../lib/workspace-detail';

export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: () => [...workspaceKeys.all, 'list'] as const,
  invitations: () => [...workspaceKeys.all, 'invitations'] as const,
  detail: workspaceDetailKey,
  /** The members a page at a time, under the detail: whatever refreshes the detail refreshes them. */
  memberPages: (workspaceId: string) =>
    [...workspaceKeys.detail(workspaceId), 'members', 'pages'] as const,
  memberCounts: (workspaceId: string) =>
    [...workspaceKeys.detail(workspaceId), 'members', 'count'] as const,
};

/** The API path of one workspace, or of something under it; ids from the URL are escaped. */
export function workspacePath(workspaceId: string, ...rest: string[]): string {
  return `/api/workspaces/${[workspaceId, ...rest].map(encodeURIComponent).join('/')}`;
}
