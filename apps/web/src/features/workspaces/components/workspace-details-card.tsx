import { useState, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import type { Workspace } from '@groundwork/shared/workspaces/schemas';
import { workspaceRoleBadge } from '@groundwork/shared/workspaces/rules';
import { Button } from '../../../components/ui/button';
import { formatLocalDate } from '../../../lib/format';
import { SettingsSection } from './settings-section';
import { WorkspaceFormDialog } from './workspace-form-dialog';

/** What the workspace is and the person's place in it, with 'Edit Workspace' for managers. */
export function WorkspaceDetailsCard({
  workspace,
  canEdit,
}: {
  workspace: Workspace;
  canEdit: boolean;
}) {
  const [isEditOpen, setEditOpen] = useState(false);
  return (
    <SettingsSection
      title="Workspace Details"
      actions={
        canEdit && (
          <Button variant="secondary" size="sm" onClick={() => setEditOpen(true)}>
            <Pencil aria-hidden size={14} />
            Edit Workspace
          </Button>
        )
      }
    >
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <Detail label="Name">{workspace.name}</Detail>
        <Detail label="Description">
          {workspace.description ?? <span className="text-faint italic">No description</span>}
        </Detail>
        <Detail label="Your Role">{workspaceRoleBadge(workspace)}</Detail>
        <Detail label="Created">{formatLocalDate(workspace.createdAt)}</Detail>
        <Detail label="Last Updated">{formatLocalDate(workspace.updatedAt)}</Detail>
      </dl>
      {canEdit && (
        <WorkspaceFormDialog open={isEditOpen} onOpenChange={setEditOpen} workspace={workspace} />
      )}
    </SettingsSection>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-[13px] font-medium text-muted sm:pt-px">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line text-ink max-sm:-mt-2">{children}</dd>
    </div>
  );
}
