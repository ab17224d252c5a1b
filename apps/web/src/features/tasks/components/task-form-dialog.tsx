import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { WorkspaceMember } from '@groundwork/shared/workspaces/schemas';
import {
  taskFilterLabels,
  taskPriorities,
  taskPriorityLabels,
} from '@groundwork/shared/tasks/constants';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { FormErrorList } from '../../../components/ui/form-error-list';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { showFormError, useFormSubmit } from '../../../lib/form-error';
import { useCreateTask, useEditTask } from '../api/mutate-task';
import { taskUiMessages } from '../task-messages';
import {
  changedTaskInput,
  createTaskFormSchema,
  fieldOrder,
  formValuesOf,
  updateTaskFormSchema,
  type TaskFormValues,
} from './task-form-values';
import { personLabel } from '../../../lib/phone-number';

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

/** Creates or edits a task (000 §2 Task form). No status field: status changes on the card. */
export function TaskFormDialog({
  open,
  onOpenChange,
  workspaceId,
  projectId,
  task,
  members,
}: TaskFormDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={task ? 'Edit Task' : 'Create New Task'}
      size="lg"
    >
      {/* Mounted only while open, so every opening starts from the saved values. */}
      <TaskForm
        key={task?.id ?? 'new'}
        workspaceId={workspaceId}
        projectId={projectId}
        task={task}
        members={members}
        onDone={() => onOpenChange(false)}
      />
    </Modal>
  );
}

function TaskForm({
  workspaceId,
  projectId,
  task: shownTask,
  members,
  onDone,
}: {
  workspaceId: string;
  projectId: string;
  task?: Task;
  members: WorkspaceMember[];
  onDone: () => void;
}) {
  // The copy the person started from: an edit is checked against it even if the page has since
  // learned of a newer one, so nobody's change made meanwhile is overwritten unseen.
  const [task] = useState(shownTask);
  const createSchema = createTaskFormSchema(projectId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TaskFormValues>({
    // Raw: the form keeps its text; the submit handler turns it into the body.
    resolver: zodResolver(task ? updateTaskFormSchema : createSchema, undefined, { raw: true }),
    defaultValues: formValuesOf(task),
  });
  const { createTask, isPending: isCreating } = useCreateTask(workspaceId);
  const { editTask, isPending: isSaving } = useEditTask(workspaceId);
  const isPending = isCreating || isSaving;

  const activeMembers = members.filter((member) => member.status === 'active');
  // An assignee who has since left stays selectable, so an edit does not silently unassign.
  const keepsFormerAssignee =
    task?.assignee && !activeMembers.some((member) => member.userId === task.assignedTo);
  const assigneeOf = (userId: string | null | undefined) =>
    members.find((member) => member.userId === userId)?.user ??
    (task?.assignee && task.assignee.id === userId ? task.assignee : null);

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
        const assignee = 'assignedTo' in changes ? assigneeOf(changes.assignedTo) : undefined;
        void editTask(task, changes, assignee).then(closeUnlessRefused);
      } else {
        const input = createSchema.parse(values);
        void createTask(input, assigneeOf(input.assignedTo)).then(closeUnlessRefused);
      }
    },
    () => showFormError(taskUiMessages.formFailed),
  );
  const submit = useFormSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormErrorList heading={taskUiMessages.formErrorsHeading} messages={errorMessages(errors)} />
      <Field label="Title" error={errors.title?.message}>
        {(fieldProps) => (
          <Input {...fieldProps} {...register('title')} autoComplete="off" required />
        )}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(fieldProps) => (
          <Textarea
            {...fieldProps}
            {...register('description')}
            rows={3}
            placeholder="What needs doing? (optional)"
          />
        )}
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Priority" error={errors.priority?.message}>
          {(fieldProps) => (
            <Select {...fieldProps} {...register('priority')}>
              {[...taskPriorities].reverse().map((priority) => (
                <option key={priority} value={priority}>
                  {taskPriorityLabels[priority]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Due Date" error={errors.dueDate?.message}>
          {(fieldProps) => <Input {...fieldProps} {...register('dueDate')} type="date" />}
        </Field>
        <Field label="Amount" error={errors.amount?.message} hint="US dollars">
          {(fieldProps) => (
            <Input
              {...fieldProps}
              {...register('amount')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="0.00"
            />
          )}
        </Field>
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
      <Field label="Assignee" error={errors.assignedTo?.message}>
        {(fieldProps) => (
          <Select {...fieldProps} {...register('assignedTo')}>
            <option value="">{taskFilterLabels.unassigned}</option>
            {activeMembers.map((member) => (
              <option key={member.userId} value={member.userId}>
                {personLabel(member.user)}
              </option>
            ))}
            {keepsFormerAssignee && task?.assignee && (
              <option value={task.assignee.id}>{personLabel(task.assignee)}</option>
            )}
          </Select>
        )}
      </Field>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? (task ? 'Saving...' : 'Creating...') : task ? 'Update Task' : 'Create Task'}
        </Button>
      </ModalFooter>
    </form>
  );
}

/** Every field's message in the form's order, each once. */
function errorMessages(errors: FieldErrors<TaskFormValues>): string[] {
  const messages = fieldOrder
    .map((field) => errors[field]?.message)
    .filter((message): message is string => Boolean(message));
  return [...new Set(messages)];
}
