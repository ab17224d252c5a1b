import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createWorkspaceInputSchema, type Workspace } from '@groundwork/shared/workspaces/schemas';
import {
  WORKSPACE_DESCRIPTION_MAX_LENGTH,
  WORKSPACE_NAME_MAX_LENGTH,
} from '@groundwork/shared/common/constants';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { TextareaField, TextField } from '../../../components/ui/form-fields';
import { Modal } from '../../../components/ui/modal';
import { useFormSubmit } from '../../../lib/form-error';
import { fieldBinder } from '../../../lib/form-field-binding';
import { useCreateWorkspace } from '../api/create-workspace';
import { useUpdateWorkspace } from '../api/update-workspace';

export interface WorkspaceFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The workspace to edit; without it the dialog creates one. */
  workspace?: Pick<Workspace, 'id' | 'name' | 'description'>;
}

/** Creates or edits a workspace (000 §2 Workspace form). */
export function WorkspaceFormDialog({ open, onOpenChange, workspace }: WorkspaceFormDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={workspace ? 'Edit Workspace' : 'Create New Workspace'}
    >
      {/* Mounted only while open, so every opening starts from the saved values. */}
      <WorkspaceForm workspace={workspace} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

const createLabels = { idle: 'Create Workspace', pending: 'Creating...' };
const editLabels = { idle: 'Update Workspace', pending: 'Updating...' };

function WorkspaceForm({
  workspace,
  onDone,
}: {
  workspace: WorkspaceFormDialogProps['workspace'];
  onDone: () => void;
}) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    // One schema for both: the form always sends the name and the description.
    resolver: zodResolver(createWorkspaceInputSchema),
    defaultValues: { name: workspace?.name ?? '', description: workspace?.description ?? '' },
  });
  const [name, description] = useWatch({ control, name: ['name', 'description'] });
  const createWorkspace = useCreateWorkspace();
  const updateWorkspace = useUpdateWorkspace();
  const isPending = createWorkspace.isPending || updateWorkspace.isPending;

  const onSubmit = handleSubmit((input) => {
    if (workspace) {
      updateWorkspace.mutate({ workspaceId: workspace.id, input }, { onSuccess: onDone });
    } else {
      createWorkspace.mutate(input, { onSuccess: onDone });
    }
  });
  const submit = useFormSubmit(onSubmit);

  const submitLabels = workspace ? editLabels : createLabels;
  const field = fieldBinder(register, errors);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Workspace Name"
        {...field('name')}
        counter={`${name.length}/${WORKSPACE_NAME_MAX_LENGTH}`}
        maxLength={WORKSPACE_NAME_MAX_LENGTH}
        autoComplete="off"
        required
      />
      <TextareaField
        label="Description"
        {...field('description')}
        counter={`${description?.length ?? 0}/${WORKSPACE_DESCRIPTION_MAX_LENGTH}`}
        maxLength={WORKSPACE_DESCRIPTION_MAX_LENGTH}
        placeholder="What is this workspace for? (optional)"
      />
      <FormDialogFooter
        onCancel={onDone}
        isPending={isPending}
        submitLabel={isPending ? submitLabels.pending : submitLabels.idle}
      />
    </form>
  );
}
