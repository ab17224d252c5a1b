import { workspaceToasts, workspaceUiMessages } from '../workspace-messages';
import { useWorkspaceDeparture } from './forget-workspace';
import { postWorkspaceAction } from './workspace-action';

function leaveWorkspace(workspaceId: string): Promise<{ success: true }> {
  return postWorkspaceAction(workspaceId, 'leave', workspaceUiMessages.leaveFailed);
}

/** Leaves a workspace the signed-in user does not own. */
export function useLeaveWorkspace() {
  return useWorkspaceDeparture(leaveWorkspace, { succeeded: workspaceToasts.left });
}
