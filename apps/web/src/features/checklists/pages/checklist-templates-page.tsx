import { useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import type { ChecklistTemplate } from '@groundwork/shared/checklists/schemas';
import { can } from '@groundwork/shared/permissions/can';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { useWorkspaceActor } from '../../../lib/workspace-detail';
import { workspaceTrail } from '../../../lib/workspace-trail';
import { useChecklistTemplates, useDeleteChecklistTemplate } from '../api/checklist-templates';
import {
  checklistTemplateLabels,
  checklistTemplateUiMessages,
  deleteTemplateConfirmation,
} from '../checklist-template-messages';
import { ChecklistTemplateList } from '../components/checklist-template-list';
import { ChecklistTemplateFormDialog, ConfirmDialog } from '../components/lazy-template-dialogs';

/** The form's state: closed, open for a new template, or open on one to edit. */
type FormState = { open: false } | { open: true; template?: ChecklistTemplate };

/**
 * A workspace's checklist templates, under its settings: everyone sees them; project managers and
 * above create, edit and delete them.
 */
export function ChecklistTemplatesPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  const { workspace, actor } = useWorkspaceActor(workspaceId);
  const canManage = actor !== null && can(actor, 'checklist-template:manage');
  const templates = useChecklistTemplates(workspaceId);
  const deleteTemplate = useDeleteChecklistTemplate();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<ChecklistTemplate | null>(null);
  const newTemplateRef = useRef<HTMLButtonElement>(null);
  const [deletedCount, setDeletedCount] = useState(0);

  // The Delete button that opened the dialog left with its template: the focus goes to New
  // Template rather than to the page's start.
  useEffect(() => {
    if (deletedCount > 0) newTemplateRef.current?.focus();
  }, [deletedCount]);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteTemplate.mutate(deleting, {
      onSuccess: () => {
        setDeleting(null);
        setDeletedCount((count) => count + 1);
      },
    });
  };

  return (
    <>
      <PageHeader
        title={checklistTemplateUiMessages.pageTitle}
        breadcrumbs={[
          ...workspaceTrail(workspaceId, workspace?.name),
          {
            label: checklistTemplateUiMessages.settingsCrumb,
            to: paths.workspaceSettings(workspaceId),
          },
          { label: checklistTemplateUiMessages.pageTitle },
        ]}
        description={checklistTemplateUiMessages.pageDescription}
        actions={
          canManage && (
            <Button
              ref={newTemplateRef}
              aria-haspopup="dialog"
              onClick={() => setForm({ open: true })}
            >
              <Plus aria-hidden size={16} />
              {checklistTemplateLabels.newTemplate}
            </Button>
          )
        }
      />
      <ChecklistTemplateList
        query={templates}
        actions={
          canManage
            ? { onEdit: (template) => setForm({ open: true, template }), onDelete: setDeleting }
            : undefined
        }
      />
      {canManage && (
        <>
          <ChecklistTemplateFormDialog
            open={form.open}
            onOpenChange={(open) => setForm(open ? form : { open: false })}
            workspaceId={workspaceId}
            template={form.open ? form.template : undefined}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title={checklistTemplateLabels.deleteTitle}
            message={deleting ? deleteTemplateConfirmation(deleting.name) : ''}
            confirmLabel={checklistTemplateLabels.deleteTitle}
            pendingLabel={checklistTemplateLabels.deleting}
            isPending={deleteTemplate.isPending}
            onConfirm={confirmDelete}
          />
        </>
      )}
    </>
  );
}
