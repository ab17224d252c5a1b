import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, X, type LucideIcon } from 'lucide-react';
import { CHECKLIST_ITEMS_MAX } from '@groundwork/shared/checklists/constants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { checklistTemplateLabels, checklistTemplateNames } from '../checklist-template-messages';
import type { TemplateFormValues } from './checklist-template-form-values';

/** Where the focus goes once a move or a removal has been drawn: a row's control, or Add Item. */
type FocusTarget = { rowId: string; control: 'text' | 'up' | 'down' } | 'add';

let lastRowId = 0;
const newRowId = () => `row-${++lastRowId}`;

/**
 * A template's items in order: each edited in place, moved up or down, or removed, all by
 * keyboard as well; Enter in an item adds an empty one below it. The rows are the form's `items`
 * value, set whole on each change (the form library's field arrays would load with every form
 * of the app); each row keeps an id of its own so that focus and React follow it when it moves.
 */
export function TemplateItemsEditor({
  control,
  setValue,
  errors,
}: {
  control: Control<TemplateFormValues>;
  setValue: UseFormSetValue<TemplateFormValues>;
  errors: FieldErrors<TemplateFormValues>;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // Set by an insertion, a move or a removal, taken by the layout effect once the rows are drawn.
  const pendingFocus = useRef<FocusTarget | null>(null);
  const items = useWatch({ control, name: 'items' });
  const [rowIds, setRowIds] = useState(() => items.map(newRowId));
  const fields = items.map((item, index) => ({ ...item, id: rowIds[index] ?? `row-at-${index}` }));
  const setRows = (next: { text: string; id: string }[]) => {
    setRowIds(next.map((row) => row.id));
    setValue(
      'items',
      next.map(({ text }) => ({ text })),
      { shouldDirty: true },
    );
  };
  const insert = (index: number) => {
    const id = newRowId();
    setRows([...fields.slice(0, index), { text: '', id }, ...fields.slice(index)]);
    pendingFocus.current = { rowId: id, control: 'text' };
  };
  const remove = (index: number) => setRows(fields.filter((_, at) => at !== index));
  const move = (from: number, to: number) => {
    const next = [...fields];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    setRows(next);
  };
  const setText = (index: number, text: string) =>
    setValue(`items.${index}.text`, text, { shouldDirty: true });
  const idPrefix = useId();
  const hintId = `${idPrefix}-hint`;
  const [announcement, setAnnouncement] = useState('');
  const isFull = fields.length >= CHECKLIST_ITEMS_MAX;
  const listError = errors.items?.message ?? errors.items?.root?.message;

  useLayoutEffect(() => {
    const focusTarget = pendingFocus.current;
    if (!focusTarget) return;
    pendingFocus.current = null;
    if (focusTarget === 'add') {
      addButtonRef.current?.focus();
      return;
    }
    const row = listRef.current?.querySelector(`[data-row="${CSS.escape(focusTarget.rowId)}"]`);
    const wanted = row?.querySelector<HTMLElement>(`[data-control="${focusTarget.control}"]`);
    // A row moved to either end has that way disabled: the other way keeps the focus in the row.
    const target = wanted?.matches(':disabled')
      ? row?.querySelector<HTMLElement>(
          `[data-control="${focusTarget.control === 'up' ? 'down' : 'up'}"]`,
        )
      : wanted;
    target?.focus();
  });

  // A refused save puts the focus on the first item refused, unless the name was (the form
  // focuses that field itself; it cannot see these rows, which are not registered with it).
  useLayoutEffect(() => {
    if (errors.name || !errors.items) return;
    const refused = items.findIndex((_, index) => errors.items?.[index]?.text);
    listRef.current?.querySelectorAll<HTMLElement>('[data-control="text"]')[refused]?.focus();
    // Only a new set of errors (a save) moves the focus, not typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors.items, errors.name]);

  const moveItem = (from: number, to: number, control: 'up' | 'down') => {
    const rowId = fields[from]?.id;
    if (!rowId) return;
    move(from, to);
    pendingFocus.current = { rowId, control };
    setAnnouncement(checklistTemplateNames.moved(to + 1, fields.length));
  };

  const removeItem = (index: number) => {
    const next = fields[index + 1] ?? fields[index - 1];
    remove(index);
    pendingFocus.current = next ? { rowId: next.id, control: 'text' } : 'add';
    setAnnouncement(checklistTemplateNames.removed(index + 1));
  };

  const addBelowOnEnter = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter here adds the next item instead of sending the form.
    event.preventDefault();
    if (!isFull) insert(index + 1);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-[13px] font-medium text-ink-soft">
        {checklistTemplateLabels.items}
      </legend>
      <p id={hintId} className="text-[13px] text-muted">
        {checklistTemplateLabels.itemsHint}
      </p>
      {listError && (
        <p role="alert" className="text-[13px] text-danger">
          {listError}
        </p>
      )}
      <ol ref={listRef} className="space-y-2">
        {fields.map((row, index) => {
          const position = index + 1;
          const error = errors.items?.[index]?.text?.message;
          const errorId = `${idPrefix}-${row.id}-error`;
          return (
            <li key={row.id} data-row={row.id} className="flex items-start gap-2">
              <span
                aria-hidden
                className="w-6 shrink-0 pt-2 text-right text-[13px] text-muted tabular-nums max-md:pt-3"
              >
                {position}.
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                <Input
                  value={row.text}
                  onChange={(event) => setText(index, event.target.value)}
                  data-control="text"
                  aria-label={checklistTemplateNames.item(position)}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${errorId} ${hintId}` : hintId}
                  autoComplete="off"
                  onKeyDown={(event) => addBelowOnEnter(event, index)}
                />
                {error && (
                  <p id={errorId} className="text-[13px] text-danger">
                    {error}
                  </p>
                )}
              </div>
              <div className="flex shrink-0 gap-1">
                <IconButton
                  icon={ArrowUp}
                  label={checklistTemplateNames.moveUp(position)}
                  control="up"
                  disabled={index === 0}
                  onClick={() => moveItem(index, index - 1, 'up')}
                />
                <IconButton
                  icon={ArrowDown}
                  label={checklistTemplateNames.moveDown(position)}
                  control="down"
                  disabled={index === fields.length - 1}
                  onClick={() => moveItem(index, index + 1, 'down')}
                />
                <IconButton
                  icon={X}
                  label={checklistTemplateNames.remove(position)}
                  control="remove"
                  onClick={() => removeItem(index)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        ref={addButtonRef}
        variant="secondary"
        size="sm"
        disabled={isFull}
        onClick={() => insert(fields.length)}
      >
        <Plus aria-hidden size={14} />
        {checklistTemplateLabels.addItem}
      </Button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

function IconButton({
  icon: Icon,
  label,
  control,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  control: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="w-8 px-0 max-md:w-11"
      aria-label={label}
      title={label}
      data-control={control}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden size={16} />
    </Button>
  );
}
