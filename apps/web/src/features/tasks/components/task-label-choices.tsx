import { useId, type ReactNode } from 'react';
import { LABELS_PER_TASK_MAX } from '@groundwork/shared/labels/constants';
import type { TaskLabel } from '@groundwork/shared/labels/schemas';
import { LabelChoice } from '../../../components/label-choice';
import { cn } from '../../../lib/cn';
import { labelChoiceMessages } from '../label-choice-messages';

/**
 * The workspace's labels as a group of checkboxes drawn as chips, named by `legend`: the task
 * form's choice and the Labels filter. Once as many are chosen as a task may have, the others wait.
 */
export function TaskLabelChoices({
  legend,
  isLegendShown = true,
  labels,
  chosen,
  onChange,
  note,
  error,
}: {
  legend: string;
  /** Hidden where a control beside it already says what the group is. */
  isLegendShown?: boolean;
  labels: readonly TaskLabel[];
  chosen: readonly string[];
  /** The labels chosen, in the order of `labels`. */
  onChange: (labelIds: string[]) => void;
  /** A line under the choices: what choosing does, or why there is nothing to choose. */
  note?: ReactNode;
  error?: string;
}) {
  const id = useId();
  const isFull = chosen.length >= LABELS_PER_TASK_MAX;
  const toggle = (labelId: string, isChosen: boolean) => {
    const next = new Set(chosen);
    if (isChosen) next.add(labelId);
    else next.delete(labelId);
    onChange(labels.filter((label) => next.has(label.id)).map((label) => label.id));
  };
  const notes = isFull ? (
    <>
      {note} {labelChoiceMessages.full}
    </>
  ) : (
    note
  );
  const describedBy = [notes ? `${id}-note` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="min-w-0 space-y-1.5" aria-describedby={describedBy || undefined}>
      <legend className={cn('text-[13px] font-medium text-ink-soft', !isLegendShown && 'sr-only')}>
        {legend}
      </legend>
      {labels.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {labels.map((label) => {
            const isChosen = chosen.includes(label.id);
            return (
              <LabelChoice
                key={label.id}
                type="checkbox"
                label={label}
                checked={isChosen}
                disabled={!isChosen && isFull}
                onChange={(event) => toggle(label.id, event.target.checked)}
              />
            );
          })}
        </div>
      )}
      {notes && (
        <div id={`${id}-note`} className="text-[13px] text-muted">
          {notes}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-[13px] text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
