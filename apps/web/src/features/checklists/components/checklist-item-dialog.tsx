import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  checklistItemUpdateSchema,
  type ChecklistItem,
  type ChecklistItemUpdate,
} from '@groundwork/shared/checklists/schemas';
import type { UserSummary } from '@groundwork/shared/common/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { FormErrorList } from '../../../components/ui/form-error-list';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { useFormSubmit } from '../../../lib/form-error';
import { fieldBinder } from '../../../lib/form-field-binding';
import { fieldErrorMessages } from '../../../lib/form-field-errors';
import { checkedWith, dayToIso, isoToDay } from '../../../lib/form-inputs';
import { personLabel } from '../../../lib/phone-number';
import { useUpdateChecklistItem } from '../api/mutate-checklists';
import { checklistLabels } from '../checklist-messages';

export interface ChecklistItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  taskId: string;
  /** The item edited; the dialog shows only while there is one. */
  item: ChecklistItem | null;
  /** Who may be given the item: the active members who can see the task. */
  assignees: UserSummary[];
}

/** What the form's inputs hold: text, as the browser gives it ('' is no assignee, no date). */
interface ItemFormValues {
  text: string;
  assigneeId: string;
  dueDate: string;
}

const fieldOrder = ['text', 'assigneeId', 'dueDate'] as const;

/** The form's values as an update body, checked by the shared schema the server uses. */
const itemFormSchema = z
  .object({ text: z.string(), assigneeId: z.string(), dueDate: z.string() })
  .transform((values, ctx) =>
    checkedWith(
      checklistItemUpdateSchema,
      { text: values.text, assigneeId: values.assigneeId, dueDate: dayToIso(values.dueDate) },
      ctx,
    ),
  );

/** Only what the person changed is sent, so a tick made meanwhile by someone else stays. */
function changesOf(item: ChecklistItem, values: ItemFormValues): ChecklistItemUpdate {
  const changes: ChecklistItemUpdate = {};
  if (values.text.trim() !== item.text) changes.text = values.text;
  if (values.assigneeId !== (item.assigneeId ?? '')) changes.assigneeId = values.assigneeId;
  if (values.dueDate !== isoToDay(item.dueDate)) changes.dueDate = dayToIso(values.dueDate);
  return changes;
}

const titles = { create: checklistLabels.editItemTitle, edit: checklistLabels.editItemTitle };

/** Edits an item's text, who it is for and by when. */
export function ChecklistItemDialog({
  open,
  onOpenChange,
  item,
  ...formProps
}: ChecklistItemDialogProps) {
  return (
    <FormDialog
      open={open && item !== null}
      onOpenChange={onOpenChange}
      record={item ?? undefined}
      titles={titles}
    >
      {(onDone) => item && <ItemForm {...formProps} item={item} onDone={onDone} />}
    </FormDialog>
  );
}

function ItemForm({
  workspaceId,
  taskId,
  item,
  assignees,
  onDone,
}: Omit<ChecklistItemDialogProps, 'open' | 'onOpenChange' | 'item'> & {
  item: ChecklistItem;
  onDone: () => void;
}) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ItemFormValues>({
    resolver: zodResolver(itemFormSchema, undefined, { raw: true }),
    defaultValues: {
      text: item.text,
      assigneeId: item.assigneeId ?? '',
      dueDate: isoToDay(item.dueDate),
    },
  });
  const field = fieldBinder(register, errors);
  const text = useWatch({ control, name: 'text' });
  const updateItem = useUpdateChecklistItem(workspaceId, taskId);
  // Someone given the item who can no longer see the task stays selectable, so an edit of the
  // text does not silently take it off them.
  const formerAssignee =
    item.assigneeId !== null && !assignees.some((person) => person.id === item.assigneeId)
      ? item.assigneeId
      : null;

  const submit = useFormSubmit(
    handleSubmit((values) => {
      const changes = changesOf(item, values);
      if (Object.keys(changes).length === 0) {
        onDone();
        return;
      }
      updateItem.mutate({ itemId: item.id, changes }, { onSuccess: onDone });
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormErrorList
        heading={checklistLabels.formErrorsHeading}
        messages={fieldErrorMessages(errors, fieldOrder)}
      />
      <TextField label={checklistLabels.itemText} {...field('text')} autoComplete="off" required />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField label={checklistLabels.assignee} {...field('assigneeId')}>
          <option value="">{checklistLabels.nobody}</option>
          {assignees.map((person) => (
            <option key={person.id} value={person.id}>
              {personLabel(person)}
            </option>
          ))}
          {formerAssignee && <option value={formerAssignee}>{checklistLabels.formerMember}</option>}
        </SelectField>
        <TextField label={checklistLabels.dueDate} {...field('dueDate')} type="date" />
      </div>
      <FormDialogFooter
        onCancel={onDone}
        isPending={updateItem.isPending}
        isIncomplete={text.trim() === ''}
        submitLabel={updateItem.isPending ? checklistLabels.saving : checklistLabels.save}
      />
    </form>
  );
}
