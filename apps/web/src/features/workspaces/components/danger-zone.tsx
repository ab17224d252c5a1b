import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { skipRestoreState } from '../../../lib/last-workspace';
import { paths } from '../../../lib/paths';
import { useDeleteWorkspace } from '../api/delete-workspace';
import { deleteWorkspaceDetailConfirmation } from '@groundwork/shared/workspaces/rules';
import { SettingsSection } from './settings-section';

/** The owner's way to delete the workspace, after 'Confirm Deletion' (000 §2 Workspace detail). */
export function DangerZone({ workspace }: { workspace: Workspace }) {
  const navigate = useNavigate();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const deleteWorkspace = useDeleteWorkspace();

  return (
    <>
      <SettingsSection
        title="Danger Zone"
        tone="danger"
        description="Deleting this workspace removes its projects, tasks and files for every member."
        actions={
          <Button variant="danger" size="sm" onClick={() => setConfirmOpen(true)}>
            <Trash2 aria-hidden size={14} />
            Delete Workspace
          </Button>
        }
      />
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title="Confirm Deletion"
        message={deleteWorkspaceDetailConfirmation(workspace.name)}
        confirmLabel="Yes, Delete Workspace"
        pendingLabel="Deleting..."
        isPending={deleteWorkspace.isPending}
        onConfirm={() =>
          deleteWorkspace.mutate(workspace, {
            onSuccess: () => void navigate(paths.workspaces(), { state: skipRestoreState }),
            onError: () => setConfirmOpen(false),
          })
        }
      />
    </>
  );
}
