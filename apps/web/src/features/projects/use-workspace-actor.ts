import type { PermissionActor } from '@groundwork/shared/permissions/can';
import { useCurrentUser } from '../../lib/current-user';
import { useWorkspaceContext } from './api/get-workspace-context';

/**
 * The workspace and the signed-in user's standing in it, for can(): null until both are known.
 */
export function useWorkspaceActor(workspaceId: string) {
  const workspaceQuery = useWorkspaceContext(workspaceId);
  const { data: user } = useCurrentUser();
  const workspace = workspaceQuery.data;
  const actor: PermissionActor | null =
    workspace && user
      ? { userId: user.id, role: workspace.role, isOwner: workspace.isOwner }
      : null;
  return { workspace, actor, workspaceQuery };
}
