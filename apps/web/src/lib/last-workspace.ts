import { LAST_WORKSPACE_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { paths } from './paths';
import { storedString } from './stored-string';

/** The workspace opened last, which the navigation falls back to outside a workspace. */
const lastWorkspaceId = storedString(LAST_WORKSPACE_STORAGE_KEY);

export const getLastWorkspaceId = lastWorkspaceId.read;
export const setLastWorkspaceId = lastWorkspaceId.write;
export const clearLastWorkspaceId = lastWorkspaceId.remove;

/** Forgets the remembered workspace when it is this one (it was deleted, left or is gone). */
export function forgetLastWorkspace(workspaceId: string): void {
  if (getLastWorkspaceId() === workspaceId) clearLastWorkspaceId();
}

/**
 * Navigation state for links to the workspace list: the person asked for the list, so it must
 * not reopen the last workspace (000 §2 Workspaces list).
 */
export const skipRestoreState = { skipRestore: true } as const;

export function isSkipRestoreState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'skipRestore' in state &&
    state.skipRestore === true
  );
}

/** The first breadcrumb of every page inside a workspace: back to the list, without a restore. */
export const workspacesBreadcrumb = {
  label: 'Workspaces',
  to: paths.workspaces(),
  state: skipRestoreState,
};
