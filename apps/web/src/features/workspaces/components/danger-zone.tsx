import { Trash2 } from 'lucide-react';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { deleteWorkspaceDetailConfirmation } from '@groundwork/shared/workspaces/rules';
import { useDeleteWorkspace } from '../api/delete-workspace';
import { ConfirmedExitSection } from './confirmed-exit-section';

/** The owner's way to delete the workspace, after 'Confirm Deletion' (000 §2 Workspace detail). */
export function DangerZone({ workspace }: { workspace: Workspace }) {
  const deleteWorkspace = useDeleteWorkspace();
  return (
    <ConfirmedExitSection
      workspace={workspace}
      section={{
        title: 'Danger Zone',
        tone: 'danger',
        description:
          'Deleting this workspace removes its projects, tasks and files for every member.',
      }}
      button={{ label: 'Delete Workspace', icon: Trash2, variant: 'danger' }}
      confirmation={{
        title: 'Confirm Deletion',
        message: deleteWorkspaceDetailConfirmation(workspace.name),
        confirmLabel: 'Yes, Delete Workspace',
        pendingLabel: 'Deleting...',
      }}
      exit={deleteWorkspace}
    />
  );
}
