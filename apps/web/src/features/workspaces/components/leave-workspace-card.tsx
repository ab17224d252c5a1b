import { LogOut } from 'lucide-react';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { leaveWorkspaceConfirmation } from '@groundwork/shared/workspaces/rules';
import { useLeaveWorkspace } from '../api/leave-workspace';
import { ConfirmedExitSection } from './confirmed-exit-section';

/** A member's way out of a workspace they do not own. */
export function LeaveWorkspaceCard({ workspace }: { workspace: Workspace }) {
  const leaveWorkspace = useLeaveWorkspace();
  return (
    <ConfirmedExitSection
      workspace={workspace}
      section={{
        title: 'Leave Workspace',
        description: 'You will lose access to this workspace until someone invites you again.',
      }}
      button={{ label: 'Leave Workspace', icon: LogOut, variant: 'secondary' }}
      confirmation={{
        title: 'Leave Workspace',
        message: leaveWorkspaceConfirmation(workspace.name),
        confirmLabel: 'Leave Workspace',
        pendingLabel: 'Leaving...',
      }}
      exit={leaveWorkspace}
    />
  );
}
