import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { skipRestoreState } from '../../../lib/last-workspace';
import { paths } from '../../../lib/paths';
import { useLeaveWorkspace } from '../api/leave-workspace';
import { leaveWorkspaceConfirmation } from '@groundwork/shared/workspaces/rules';
import { SettingsSection } from './settings-section';

/** A member's way out of a workspace they do not own. */
export function LeaveWorkspaceCard({ workspace }: { workspace: Workspace }) {
  const navigate = useNavigate();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const leaveWorkspace = useLeaveWorkspace();

  return (
    <>
      <SettingsSection
        title="Leave Workspace"
        description="You will lose access to this workspace until someone invites you again."
        actions={
          <Button variant="secondary" size="sm" onClick={() => setConfirmOpen(true)}>
            <LogOut aria-hidden size={14} />
            Leave Workspace
          </Button>
        }
      />
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title="Leave Workspace"
        message={leaveWorkspaceConfirmation(workspace.name)}
        confirmLabel="Leave Workspace"
        pendingLabel="Leaving..."
        isPending={leaveWorkspace.isPending}
        onConfirm={() =>
          leaveWorkspace.mutate(workspace, {
            onSuccess: () => void navigate(paths.workspaces(), { state: skipRestoreState }),
            onError: () => setConfirmOpen(false),
          })
        }
      />
    </>
  );
}
