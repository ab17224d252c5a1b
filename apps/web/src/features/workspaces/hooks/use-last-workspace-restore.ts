import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import {
  clearLastWorkspaceId,
  getLastWorkspaceId,
  isSkipRestoreState,
} from '../../../lib/last-workspace';
import { paths } from '../../../lib/paths';

// Once per page load: the first time the list has loaded decides, whether it reopened the last
// workspace or not, so coming back to the list later never bounces the person away again.
let isRestoreDecided = false;

/**
 * Reopens the workspace opened last (000 §2 Workspaces list) when the list first loads in this
 * page load, unless the navigation said to skip it. A remembered workspace that is no longer in
 * the list is forgotten.
 */
export function useLastWorkspaceRestore(workspaces: Workspace[] | undefined): void {
  const navigate = useNavigate();
  const { state } = useLocation();
  const skipRestore = isSkipRestoreState(state);

  useEffect(() => {
    if (!workspaces) return;
    const lastWorkspaceId = getLastWorkspaceId();
    if (lastWorkspaceId === null) {
      isRestoreDecided = true;
      return;
    }
    const isListed = workspaces.some(({ id }) => id === lastWorkspaceId);
    if (!isListed) clearLastWorkspaceId();
    if (isRestoreDecided) return;
    isRestoreDecided = true;
    if (isListed && !skipRestore) void navigate(paths.workspace(lastWorkspaceId));
  }, [workspaces, skipRestore, navigate]);
}
