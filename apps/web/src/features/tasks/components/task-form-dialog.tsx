import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TaskLabel } from '@groundwork/shared/labels/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import { taskFilterLabels, taskPriorityLabels } from '@groundwork/shared/tasks/constants';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
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
import { showFormError, useFormSubmit } from '../../../lib/form-error';
import { fieldBinder } from '../../../lib/form-field-binding';
import { fieldErrorMessages } from '../../../lib/form-field-errors';
import { useWorkspaceLabels } from '../../../lib/workspace-labels';
import { useCreateTask, useEditTask } from '../api/mutate-task';
import { labelChoiceMessages } from '../label-choice-messages';
import { taskLabelMessages, taskUiMessages } from '../task-messages';
import {
  changedTaskInput,
  createTaskFormSchema,
  fieldOrder,
  formValuesOf,
  updateTaskFormSchema,
  type TaskFormValues,
} from './task-form-values';
import { personLabel } from '../../../lib/phone-number';
import { TaskLabelChoices } from './task-label-choices';
import { prioritiesHighFirst } from './task-view';

export interface TaskFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  /** The project a new task goes into. */
  projectId: string;
  /** The task to edit; without it the dialog creates one. */
  task?: Task;
  /** The workspace's members; the active ones can be assigned. */
  members: WorkspaceMember[];
}

const titles = { create: 'Create New Task', edit: 'Edit Task' };

/** Creates or edits a task (000 §2 Task form). No status field: status changes on the card. */
export function TaskFormDialog({ open, onOpenChange, ...formProps }: TaskFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} record={formProps.task} titles={titles}>
      {(onDone) => <TaskForm {...formProps} onDone={onDone} />}
    </FormDialog>
  );
}

function TaskForm({
  workspaceId,
  projectId,
  task: shownTask,
  members,
  onDone,
}: Omit<TaskFormDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  // The copy the person started from: an edit is checked against it even if the page has since
  // learned of a newer one, so nobody's change made meanwhile is overwritten unseen.
  const [task] = useState(shownTask);
  const createSchema = createTaskFormSchema(projectId);
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<TaskFormValues>({
    // Raw: the form keeps its text; the submit handler turns it into the body.
    resolver: zodResolver(task ? updateTaskFormSchema : createSchema, undefined, { raw: true }),
    defaultValues: formValuesOf(task),
  });
  const field = fieldBinder(register, errors);
  const { createTask, isPending: isCreating } = useCreateTask(workspaceId);
  const { editTask, isPending: isSaving } = useEditTask(workspaceId);
  const isPending = isCreating || isSaving;
  const workspaceLabels = useWorkspaceLabels(workspaceId);
  const labelIds = useWatch({ control, name: 'labelIds' });

  const activeMembers = members.filter((member) => member.status === 'active');
  // An assignee who has since left stays selectable, so an edit does not silently unassign.
  const keepsFormerAssignee =
    task?.assignee && !activeMembers.some((member) => member.userId === task.assignedTo);
  const assigneeOf = (userId: string | null | undefined) =>
    members.find((member) => member.userId === userId)?.user ??
    (task?.assignee && task.assignee.id === userId ? task.assignee : null);
  // The labels chosen as a task answers them (by name), for showing the change at once: the
  // workspace's, else the task's own while the workspace's are unknown.
  const labelsOf = (ids: readonly string[] = []): TaskLabel[] =>
    (workspaceLabels.data ?? task?.labels ?? [])
      .filter((label) => ids.includes(label.id))
      .map(({ id, name, color }) => ({ id, name, color }));

  // The form closes once the change is saved, or shown and waiting for a connection, or handed
  // to the conflict dialog; a refusal keeps it open beside the toast that says why.
  const closeUnlessRefused = (outcome: string) => {
    if (outcome !== 'refused') onDone();
  };

  const onSubmit = handleSubmit(
    (values) => {
      if (task) {
        const changes = changedTaskInput(task, updateTaskFormSchema.parse(values));
        if (Object.keys(changes).length === 0) {
          onDone();
          return;
        }
        const shown = {
          ...('assignedTo' in changes && { assignee: assigneeOf(changes.assignedTo) }),
          ...('labelIds' in changes && { labels: labelsOf(changes.labelIds) }),
        };
        void editTask(task, changes, shown).then(closeUnlessRefused);
      } else {
        const input = createSchema.parse(values);
        void createTask(input, assigneeOf(input.assignedTo), labelsOf(input.labelIds)).then(
          closeUnlessRefused,
        );
      }
    },
    () => showFormError(taskUiMessages.formFailed),
  );
  const submit = useFormSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormErrorList
        heading={taskUiMessages.formErrorsHeading}
        messages={fieldErrorMessages(errors, fieldOrder)}
      />
      <TextField label="Title" {...field('title')} autoComplete="off" required />
      <TextareaField
        label="Description"
        {...field('description')}
        rows={3}
        placeholder="What needs doing? (optional)"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField label="Priority" {...field('priority')}>
          <LabelledOptions values={prioritiesHighFirst} labels={taskPriorityLabels} />
        </SelectField>
        <TextField label="Due Date" {...field('dueDate')} type="date" />
        <MoneyField label="Amount" {...field('amount')} />
        <Field label="Transaction Type" error={errors.transactionType?.message}>
          {(fieldProps) => (
            <>
              <Input
                {...fieldProps}
                {...register('transactionType')}
                autoComplete="off"
                list="transaction-type-examples"
                placeholder="e.g. Material, Labor, Equipment"
              />
              <datalist id="transaction-type-examples">
                <option value="Material" />
                <option value="Labor" />
                <option value="Equipment" />
              </datalist>
            </>
          )}
        </Field>
      </div>
      <SelectField label="Assignee" {...field('assignedTo')}>
        <option value="">{taskFilterLabels.unassigned}</option>
        {activeMembers.map((member) => (
          <option key={member.userId} value={member.userId}>
            {personLabel(member.user)}
          </option>
        ))}
        {keepsFormerAssignee && task?.assignee && (
          <option value={task.assignee.id}>{personLabel(task.assignee)}</option>
        )}
      </SelectField>
      <TaskLabelChoices
        legend={taskLabelMessages.legend}
        labels={workspaceLabels.data ?? []}
        chosen={labelIds}
        onChange={(chosen) =>
          setValue('labelIds', chosen, { shouldDirty: true, shouldValidate: isSubmitted })
        }
        note={labelsNote(workspaceLabels)}
        error={errors.labelIds?.message}
      />
      <FormDialogFooter
        onCancel={onDone}
        isPending={isPending}
        submitLabel={
          isPending ? (task ? 'Saving...' : 'Creating...') : task ? 'Update Task' : 'Create Task'
        }
      />
    </form>
  );
}

/** Why there are no labels to choose, when there are none, and a Retry after a failure. */
function labelsNote(labels: ReturnType<typeof useWorkspaceLabels>): ReactNode {
  if (labels.isError) {
    return (
      <>
        {labelChoiceMessages.failed}{' '}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void labels.refetch()}
          disabled={labels.isFetching}
        >
          {labels.isFetching ? labelChoiceMessages.retrying : labelChoiceMessages.retry}
        </Button>
      </>
    );
  }
  if (labels.isPending) return labelChoiceMessages.loading;
  return labels.data.length === 0 ? labelChoiceMessages.noneInWorkspace : undefined;
}
