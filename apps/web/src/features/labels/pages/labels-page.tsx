import { useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Label } from '@groundwork/shared/labels/schemas';
import { can } from '@groundwork/shared/permissions/can';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { useWorkspaceActor } from '../../../lib/workspace-detail';
import { useWorkspaceLabels } from '../../../lib/workspace-labels';
import { workspaceTrail } from '../../../lib/workspace-trail';
import { useDeleteLabel } from '../api/mutate-labels';
import { LabelList } from '../components/label-list';
import { ConfirmDialog, LabelFormDialog } from '../components/lazy-label-dialogs';
import { deleteLabelConfirmation, labelUiMessages, labelWords } from '../label-messages';

/** The form's state: closed, open for a new label, or open on one to edit. */
type FormState = { open: false } | { open: true; label?: Label };

/**
 * A workspace's labels, under its settings: everyone sees them; project managers and above
 * create, edit and delete them.
 */
export function LabelsPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  const { workspace, actor } = useWorkspaceActor(workspaceId);
  const canManage = actor !== null && can(actor, 'label:manage');
  const labels = useWorkspaceLabels(workspaceId);
  const deleteLabel = useDeleteLabel();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Label | null>(null);
  const newLabelRef = useRef<HTMLButtonElement>(null);
  const [deletedCount, setDeletedCount] = useState(0);

  // The Delete button that opened the dialog left with its label: the focus goes to New Label
  // rather than to the page's start.
  useEffect(() => {
    if (deletedCount > 0) newLabelRef.current?.focus();
  }, [deletedCount]);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteLabel.mutate(deleting, {
      onSuccess: () => {
        setDeleting(null);
        setDeletedCount((count) => count + 1);
      },
    });
  };

  return (
    <>
      <PageHeader
        title={labelUiMessages.pageTitle}
        breadcrumbs={[
          ...workspaceTrail(workspaceId, workspace?.name),
          { label: labelUiMessages.settingsCrumb, to: paths.workspaceSettings(workspaceId) },
          { label: labelUiMessages.pageTitle },
        ]}
        description={labelUiMessages.pageDescription}
        actions={
          canManage && (
            <Button
              ref={newLabelRef}
              aria-haspopup="dialog"
              onClick={() => setForm({ open: true })}
            >
              <Plus aria-hidden size={16} />
              {labelWords.newLabel}
            </Button>
          )
        }
      />
      <LabelList
        query={labels}
        actions={
          canManage
            ? { onEdit: (label) => setForm({ open: true, label }), onDelete: setDeleting }
            : undefined
        }
      />
      {canManage && (
        <>
          <LabelFormDialog
            open={form.open}
            onOpenChange={(open) => setForm(open ? form : { open: false })}
            workspaceId={workspaceId}
            label={form.open ? form.label : undefined}
            labels={labels.data ?? []}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title={labelWords.deleteTitle}
            message={deleting ? deleteLabelConfirmation(deleting.name) : ''}
            confirmLabel={labelWords.deleteTitle}
            pendingLabel={labelWords.deleting}
            isPending={deleteLabel.isPending}
            onConfirm={confirmDelete}
          />
        </>
      )}
    </>
  );
}
