import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ChecklistTemplate } from '@groundwork/shared/checklists/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { TextField } from '../../../components/ui/form-fields';
import { useFormSubmit } from '../../../lib/form-error';
import { fieldBinder } from '../../../lib/form-field-binding';
import { useCreateChecklistTemplate, useUpdateChecklistTemplate } from '../api/checklist-templates';
import { checklistTemplateLabels } from '../checklist-template-messages';
import {
  formValuesOf,
  templateFormSchema,
  type TemplateFormValues,
} from './checklist-template-form-values';
import { TemplateItemsEditor } from './template-items-editor';

export interface ChecklistTemplateFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  /** The template to edit; without it the dialog creates one. */
  template?: ChecklistTemplate;
}

const titles = {
  create: checklistTemplateLabels.createTitle,
  edit: checklistTemplateLabels.editTitle,
};

/** Creates or edits a checklist template: its name and its items in order. */
export function ChecklistTemplateFormDialog({
  open,
  onOpenChange,
  ...formProps
}: ChecklistTemplateFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} record={formProps.template} titles={titles}>
      {(onDone) => <ChecklistTemplateForm {...formProps} onDone={onDone} />}
    </FormDialog>
  );
}

function ChecklistTemplateForm({
  workspaceId,
  template,
  onDone,
}: Omit<ChecklistTemplateFormDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<TemplateFormValues>({
    // Raw: the form keeps its text; the submit handler turns it into the body.
    resolver: zodResolver(templateFormSchema, undefined, { raw: true }),
    defaultValues: formValuesOf(template),
  });
  const field = fieldBinder(register, errors);
  const name = useWatch({ control, name: 'name' });
  const createTemplate = useCreateChecklistTemplate();
  const updateTemplate = useUpdateChecklistTemplate();
  const isPending = createTemplate.isPending || updateTemplate.isPending;

  const onSubmit = handleSubmit((values) => {
    const input = templateFormSchema.parse(values);
    if (template) {
      updateTemplate.mutate({ template, input }, { onSuccess: onDone });
    } else {
      createTemplate.mutate({ workspaceId, input }, { onSuccess: onDone });
    }
  });
  const submit = useFormSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={checklistTemplateLabels.name}
        {...field('name')}
        autoComplete="off"
        placeholder={checklistTemplateLabels.namePlaceholder}
        required
      />
      <TemplateItemsEditor control={control} setValue={setValue} errors={errors} />
      <FormDialogFooter
        onCancel={onDone}
        isPending={isPending}
        isIncomplete={name.trim() === ''}
        submitLabel={
          isPending
            ? checklistTemplateLabels.saving
            : template
              ? checklistTemplateLabels.save
              : checklistTemplateLabels.create
        }
      />
    </form>
  );
}
