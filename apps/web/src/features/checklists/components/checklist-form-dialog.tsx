import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { checklistInputSchema, type Checklist } from '@groundwork/shared/checklists/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { FormErrorList } from '../../../components/ui/form-error-list';
import { TextField } from '../../../components/ui/form-fields';
import { useFormSubmit } from '../../../lib/form-error';
import { fieldBinder } from '../../../lib/form-field-binding';
import { fieldErrorMessages } from '../../../lib/form-field-errors';
import { checkedWith } from '../../../lib/form-inputs';
import { useCreateChecklist, useRenameChecklist } from '../api/mutate-checklists';
import { checklistLabels } from '../checklist-messages';
import { ChecklistTemplatePicker } from './checklist-template-picker';

export interface ChecklistFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  taskId: string;
  /** The checklist to rename; without it the dialog adds one. */
  checklist?: Checklist;
}

/** What the form's inputs hold: the title as typed, and the template chosen ('' for none). */
interface ChecklistFormValues {
  title: string;
  templateId: string;
}

const fieldOrder = ['title', 'templateId'] as const;

/** The form's values as the create body, checked by the shared schema the server uses. */
const checklistFormSchema = z
  .object({ title: z.string(), templateId: z.string() })
  .transform((values, ctx) =>
    checkedWith(
      checklistInputSchema,
      { title: values.title, templateId: values.templateId || undefined },
      ctx,
    ),
  );

const titles = { create: checklistLabels.addChecklist, edit: checklistLabels.renameTitle };

/** Adds a checklist to a task, blank or started from a template, or renames one. */
export function ChecklistFormDialog({
  open,
  onOpenChange,
  ...formProps
}: ChecklistFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      record={formProps.checklist}
      titles={titles}
    >
      {(onDone) => <ChecklistForm {...formProps} onDone={onDone} />}
    </FormDialog>
  );
}

function ChecklistForm({
  workspaceId,
  taskId,
  checklist,
  onDone,
}: Omit<ChecklistFormDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<ChecklistFormValues>({
    resolver: zodResolver(checklistFormSchema, undefined, { raw: true }),
    defaultValues: { title: checklist?.title ?? '', templateId: '' },
  });
  const field = fieldBinder(register, errors);
  const title = useWatch({ control, name: 'title' });
  // The picker is read and set through the form's values rather than a Controller, which would
  // bring more of the form library into every page's first load.
  const templateId = useWatch({ control, name: 'templateId' });
  const createChecklist = useCreateChecklist(workspaceId, taskId);
  const renameChecklist = useRenameChecklist(workspaceId, taskId);
  const isPending = createChecklist.isPending || renameChecklist.isPending;
  const submitWords = checklist
    ? { idle: checklistLabels.save, busy: checklistLabels.saving }
    : { idle: checklistLabels.create, busy: checklistLabels.creating };

  const submit = useFormSubmit(
    handleSubmit((values) => {
      const input = checklistFormSchema.parse(values);
      if (checklist) {
        renameChecklist.mutate(
          { checklistId: checklist.id, title: input.title },
          { onSuccess: onDone },
        );
      } else {
        createChecklist.mutate(input, { onSuccess: onDone });
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormErrorList
        heading={checklistLabels.formErrorsHeading}
        messages={fieldErrorMessages(errors, fieldOrder)}
      />
      <TextField
        label={checklistLabels.title}
        {...field('title')}
        autoComplete="off"
        placeholder={checklistLabels.titlePlaceholder}
        required
      />
      {!checklist && (
        <ChecklistTemplatePicker
          workspaceId={workspaceId}
          value={templateId}
          onChange={(value) => setValue('templateId', value)}
        />
      )}
      <FormDialogFooter
        onCancel={onDone}
        isPending={isPending}
        isIncomplete={title.trim() === ''}
        submitLabel={isPending ? submitWords.busy : submitWords.idle}
      />
    </form>
  );
}
