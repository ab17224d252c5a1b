import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { deleteWorkspaceConfirmation } from '@groundwork/shared/workspaces/rules';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatLocalDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useDeleteWorkspace } from '../api/delete-workspace';
import { WorkspaceFormDialog } from './workspace-form-dialog';
import { WorkspaceRoleBadge } from './workspace-role-badge';

/** One workspace on the list: Open for everyone, Edit and Delete for its owner. */
export function WorkspaceCard({ workspace }: { workspace: Workspace }) {
  const titleId = useId();
  const [isEditOpen, setEditOpen] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const deleteWorkspace = useDeleteWorkspace();

  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-ink">
          {workspace.name}
        </h3>
        <WorkspaceRoleBadge workspace={workspace} />
      </div>
      <p className="mt-1 line-clamp-3 break-words text-muted">
        {workspace.description ?? <span className="text-faint italic">No description</span>}
      </p>
      <p className="mt-auto pt-3 text-[13px] text-muted">
        Created {formatLocalDate(workspace.createdAt)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">
        <Link to={paths.workspace(workspace.id)} className={buttonClasses('primary', 'sm')}>
          Open
        </Link>
        {workspace.isOwner && (
          <>
            <Button variant="secondary" size="sm" onClick={() => setEditOpen(true)}>
              <Pencil aria-hidden size={14} />
              Edit
            </Button>
            <Button variant="ghost-danger" size="sm" onClick={() => setDeleteOpen(true)}>
              <Trash2 aria-hidden size={14} />
              Delete
            </Button>
          </>
        )}
      </div>
      <WorkspaceFormDialog open={isEditOpen} onOpenChange={setEditOpen} workspace={workspace} />
      <ConfirmDialog
        open={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete Workspace"
        message={deleteWorkspaceConfirmation(workspace.name)}
        confirmLabel="Delete Workspace"
        pendingLabel="Deleting..."
        isPending={deleteWorkspace.isPending}
        onConfirm={() =>
          deleteWorkspace.mutate(workspace, { onSettled: () => setDeleteOpen(false) })
        }
      />
    </Card>
  );
}
