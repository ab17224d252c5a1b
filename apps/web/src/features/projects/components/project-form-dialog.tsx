import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { projectStatuses, projectStatusLabels } from '@groundwork/shared/projects/constants';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { FormErrorList } from '../../../components/ui/form-error-list';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { useFormSubmit } from '../../../lib/form-error';
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

/** Creates or edits a project (000 §2 Project form). */
export function ProjectFormDialog({
  open,
  onOpenChange,
  workspaceId,
  project,
  onCreated,
}: ProjectFormDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={project ? 'Edit Project' : 'Create New Project'}
      size="lg"
    >
      {/* Mounted only while open, so every opening starts from the saved values. */}
      <ProjectForm
        key={project?.id ?? 'new'}
        workspaceId={workspaceId}
        project={project}
        onCreated={onCreated}
        onDone={() => onOpenChange(false)}
      />
    </Modal>
  );
}

function ProjectForm({
  workspaceId,
  project,
  onCreated,
  onDone,
}: {
  workspaceId: string;
  project?: ProjectView;
  onCreated?: (project: ProjectView) => void;
  onDone: () => void;
}) {
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
        messages={errorMessages(errors)}
      />
      <Field label="Project Name" error={errors.name?.message}>
        {(fieldProps) => (
          <Input {...fieldProps} {...register('name')} autoComplete="off" required />
        )}
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Project Type" error={errors.type?.message}>
          {(fieldProps) => (
            <Input
              {...fieldProps}
              {...register('type')}
              autoComplete="off"
              placeholder="e.g. Website, Mobile App, Marketing"
            />
          )}
        </Field>
        {isEdit && (
          <Field label="Status" error={errors.status?.message}>
            {(fieldProps) => (
              <Select {...fieldProps} {...register('status')}>
                {projectStatuses.map((status) => (
                  <option key={status} value={status}>
                    {projectStatusLabels[status]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field label="Start Date" error={errors.startDate?.message}>
          {(fieldProps) => <Input {...fieldProps} {...register('startDate')} type="date" />}
        </Field>
        <Field label="Target End Date" error={errors.targetEndDate?.message}>
          {(fieldProps) => <Input {...fieldProps} {...register('targetEndDate')} type="date" />}
        </Field>
        <Field label="Estimated Cost" error={errors.estimatedCost?.message} hint="US dollars">
          {(fieldProps) => (
            <Input
              {...fieldProps}
              {...register('estimatedCost')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="0.00"
            />
          )}
        </Field>
      </div>
      <Field label="Description" error={errors.description?.message}>
        {(fieldProps) => (
          <Textarea
            {...fieldProps}
            {...register('description')}
            rows={4}
            placeholder="What is this project about? (optional)"
          />
        )}
      </Field>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending || name.trim() === ''}>
          {isPending ? 'Saving...' : isEdit ? 'Update Project' : 'Create Project'}
        </Button>
      </ModalFooter>
    </form>
  );
}

/** Every field's message in the form's order, each once. */
function errorMessages(errors: FieldErrors<ProjectFormValues>): string[] {
  const messages = fieldOrder
    .map((field) => errors[field]?.message)
    .filter((message): message is string => Boolean(message));
  return [...new Set(messages)];
}
