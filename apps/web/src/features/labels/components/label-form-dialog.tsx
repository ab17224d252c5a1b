import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { labelColorNames, labelColors, type LabelColor } from '@groundwork/shared/labels/constants';
import { labelInputSchema, type Label } from '@groundwork/shared/labels/schemas';
import { LabelChoice } from '../../../components/label-choice';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { TextField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { useFormSubmit } from '../../../lib/form-error';
import { fieldBinder } from '../../../lib/form-field-binding';
import { useCreateLabel, useUpdateLabel } from '../api/mutate-labels';
import { labelWords } from '../label-messages';

export interface LabelFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  /** The label to edit; without it the dialog creates one. */
  label?: Label;
  /** The workspace's labels: a new one starts in a colour none of them has, while one is left. */
  labels: Label[];
}

interface LabelFormValues {
  name: string;
  color: LabelColor;
}

const titles = { create: labelWords.createTitle, edit: labelWords.editTitle };

/** Creates or edits a label: its name and one of the twelve colours. */
export function LabelFormDialog({ open, onOpenChange, ...formProps }: LabelFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} record={formProps.label} titles={titles}>
      {(onDone) => <LabelForm {...formProps} onDone={onDone} />}
    </FormDialog>
  );
}

function firstUnusedColor(labels: Label[]): LabelColor {
  const used = new Set(labels.map((label) => label.color));
  return labelColors.find((color) => !used.has(color)) ?? labelColors[0];
}

function LabelForm({
  workspaceId,
  label,
  labels,
  onDone,
}: Omit<LabelFormDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const {
    control,
    register,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm<LabelFormValues>({
    // Raw: the form keeps its text; the submit handler turns it into the body.
    resolver: zodResolver(labelInputSchema, undefined, { raw: true }),
    defaultValues: { name: label?.name ?? '', color: label?.color ?? firstUnusedColor(labels) },
  });
  const field = fieldBinder(register, errors);
  const name = useWatch({ control, name: 'name' });
  const createLabel = useCreateLabel();
  const updateLabel = useUpdateLabel();
  const isPending = createLabel.isPending || updateLabel.isPending;

  // A name another label has is the server's to know (whatever its case): said beside the name.
  const onRefused = (error: Error) => {
    if (error instanceof ApiError && error.status === 409) {
      setError('name', { message: error.message }, { shouldFocus: true });
    }
  };
  const onSubmit = handleSubmit((values) => {
    const input = labelInputSchema.parse(values);
    if (label) {
      updateLabel.mutate({ label, input }, { onSuccess: onDone, onError: onRefused });
    } else {
      createLabel.mutate({ workspaceId, input }, { onSuccess: onDone, onError: onRefused });
    }
  });
  const submit = useFormSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={labelWords.name}
        {...field('name')}
        autoComplete="off"
        placeholder={labelWords.namePlaceholder}
        required
      />
      <fieldset className="space-y-1.5">
        <legend className="text-[13px] font-medium text-ink-soft">{labelWords.color}</legend>
        <div className="flex flex-wrap gap-2">
          {labelColors.map((color) => (
            <LabelChoice
              key={color}
              type="radio"
              value={color}
              label={{ name: labelColorNames[color], color }}
              {...register('color')}
            />
          ))}
        </div>
      </fieldset>
      <FormDialogFooter
        onCancel={onDone}
        isPending={isPending}
        isIncomplete={name.trim() === ''}
        submitLabel={isPending ? labelWords.saving : label ? labelWords.save : labelWords.create}
      />
    </form>
  );
}
