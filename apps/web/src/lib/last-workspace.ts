import { LAST_WORKSPACE_STORAGE_KEY } from '@groundwork/shared/common/constants';

/** The workspace opened last, which the navigation falls back to outside a workspace. */
export function getLastWorkspaceId(): string | null {
  return localStorage.getItem(LAST_WORKSPACE_STORAGE_KEY);
}

export function setLastWorkspaceId(workspaceId: string): void {
  localStorage.setItem(LAST_WORKSPACE_STORAGE_KEY, workspaceId);
}

export function clearLastWorkspaceId(): void {
  localStorage.removeItem(LAST_WORKSPACE_STORAGE_KEY);
}
