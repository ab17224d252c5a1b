import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { projectStatuses, projectStatusLabels } from '@groundwork/shared/projects/constants';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { FormErrorList } from '../../../components/ui/form-error-list';
import {
  LabelledOptions,
  MoneyField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/ui/form-fields';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useFormSubmit } from '../../../lib/form-error';
import { fieldBinder } from '../../../lib/form-field-binding';
import { fieldErrorMessages } from '../../../lib/form-field-errors';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { projectUiMessages } from '../project-messages';
import type { ProjectView } from '../project-view';
import {
  createProjectFormSchema,
  fieldOrder,
  formValuesOf,
  updateProjectFormSchema,
  type ProjectFormValues,
} from './project-form-values';

export interface ProjectFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  /** The project to edit; without it the dialog creates one. */
  project?: ProjectView;
  /** Called with the new project after a create succeeds. */
  onCreated?: (project: ProjectView) => void;
}

const titles = { create: 'Create New Project', edit: 'Edit Project' };

/** Creates or edits a project (000 §2 Project form). */
export function ProjectFormDialog({ open, onOpenChange, ...formProps }: ProjectFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} record={formProps.project} titles={titles}>
      {(onDone) => <ProjectForm {...formProps} onDone={onDone} />}
    </FormDialog>
  );
}

function ProjectForm({
  workspaceId,
  project,
  onCreated,
  onDone,
}: Omit<ProjectFormDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const isEdit = Boolean(project);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProjectFormValues>({
    // Raw: the form keeps its text; the submit handler turns it into the body.
    resolver: zodResolver(isEdit ? updateProjectFormSchema : createProjectFormSchema, undefined, {
      raw: true,
    }),
    defaultValues: formValuesOf(project),
  });
  const field = fieldBinder(register, errors);
  const name = useWatch({ control, name: 'name' });
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const isPending = createProject.isPending || updateProject.isPending;

  const onSubmit = handleSubmit((values) => {
    if (project) {
      const input = updateProjectFormSchema.parse(values);
      updateProject.mutate({ workspaceId, projectId: project.id, input }, { onSuccess: onDone });
    } else {
      const input = createProjectFormSchema.parse(values);
      createProject.mutate(
        { workspaceId, input },
        {
          onSuccess: (created) => {
            onDone();
            onCreated?.(created);
          },
        },
      );
    }
  });
  const submit = useFormSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormErrorList
        heading={projectUiMessages.errorListHeading}
        messages={fieldErrorMessages(errors, fieldOrder)}
      />
      <TextField label="Project Name" {...field('name')} autoComplete="off" required />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Project Type"
          {...field('type')}
          autoComplete="off"
          placeholder="e.g. Website, Mobile App, Marketing"
        />
        {isEdit && (
          <SelectField label="Status" {...field('status')}>
            <LabelledOptions values={projectStatuses} labels={projectStatusLabels} />
          </SelectField>
        )}
        <TextField label="Start Date" {...field('startDate')} type="date" />
        <TextField label="Target End Date" {...field('targetEndDate')} type="date" />
        <MoneyField label="Estimated Cost" {...field('estimatedCost')} />
      </div>
      <TextareaField
        label="Description"
        {...field('description')}
        rows={4}
        placeholder="What is this project about? (optional)"
      />
      <FormDialogFooter
        onCancel={onDone}
        isPending={isPending}
        isIncomplete={name.trim() === ''}
        submitLabel={isPending ? 'Saving...' : isEdit ? 'Update Project' : 'Create Project'}
      />
    </form>
  );
}
