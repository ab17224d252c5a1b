import { useId, useRef, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { CHECKLIST_ITEMS_MAX, checklistMessages } from '@groundwork/shared/checklists/constants';
import { checklistItemInputSchema } from '@groundwork/shared/checklists/schemas';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import type { WriteOutcome } from '../../../lib/queued-writes/run-queued-write';
import { checklistLabels, checklistNames } from '../checklist-messages';

/** Why the text cannot be added to a checklist of `itemCount` items, or null when it can. */
function itemProblem(text: string, itemCount: number): string | null {
  const result = checklistItemInputSchema.safeParse({ text });
  if (!result.success) return result.error.issues[0]?.message ?? checklistMessages.itemTextRequired;
  return itemCount >= CHECKLIST_ITEMS_MAX ? checklistMessages.tooManyItems : null;
}

/**
 * The field under a checklist that adds items one after another: Enter (or Add) adds the text at
 * the end and empties the field, which keeps the focus for the next. A refused item's text comes
 * back into the field, unless something else has been typed since.
 */
export function AddItemField({
  checklistTitle,
  itemCount,
  onAdd,
}: {
  checklistTitle: string;
  itemCount: number;
  onAdd: (text: string) => Promise<WriteOutcome>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = itemProblem(text, itemCount);
    setError(problem);
    if (problem) return;
    const added = text.trim();
    setText('');
    // After a tap on Add too, the next item is typed at once.
    inputRef.current?.focus();
    void onAdd(added).then((outcome) => {
      if (outcome === 'refused') setText((typed) => (typed === '' ? added : typed));
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-2">
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          aria-label={checklistNames.addItem(checklistTitle)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={checklistLabels.addItemPlaceholder}
          autoComplete="off"
          enterKeyHint="enter"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // A shown message goes as soon as the text is right.
            if (error) setError(itemProblem(event.target.value, itemCount));
          }}
        />
        <Button type="submit" variant="secondary" className="shrink-0">
          <Plus aria-hidden size={16} />
          {checklistLabels.addItemButton}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-[13px] text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
