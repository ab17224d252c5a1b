import { useId, useState, type ReactNode } from 'react';
import { CloudUpload, Pencil, Trash2 } from 'lucide-react';
import type { ChecklistItem } from '@groundwork/shared/checklists/schemas';
import { daysUntilDue } from '@groundwork/shared/common/relative-time';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatLocalDate } from '../../../lib/format';
import { isTemporaryId } from '../../../lib/queued-writes/queued-write';
import {
  checklistLabels,
  checklistNames,
  checklistUiMessages,
  deleteItemDialog,
  dueOn,
} from '../checklist-messages';
import { ActionsToggle, EntryActions, MoveButtons } from './entry-actions';

interface ChecklistItemRowProps {
  item: ChecklistItem;
  index: number;
  count: number;
  /** The pointer's grip, for those who may reorder. */
  grip: ReactNode;
  /** Who the item is for, by name; null when nobody. */
  assigneeName: string | null;
  now: Date;
  /** Whether the person may tick; when not, `tickDeniedId` names why. */
  mayTick: boolean;
  tickDeniedId: string | undefined;
  mayShape: boolean;
  /** A change to the item waits for a connection. */
  isWaiting: boolean;
  isDeleting: boolean;
  onTick: (item: ChecklistItem, done: boolean) => void;
  onEdit: (item: ChecklistItem) => void;
  onDelete: (item: ChecklistItem, close: () => void) => void;
  onMove: (item: ChecklistItem, from: number, to: number) => void;
}

/**
 * One item: a box ticked with one tap (the whole row is the target, 44 px high on a phone), its
 * text, who it is for and by when; for those who shape the checklist, its actions.
 */
export function ChecklistItemRow({
  item,
  index,
  count,
  grip,
  assigneeName,
  now,
  mayTick,
  tickDeniedId,
  mayShape,
  isWaiting,
  isDeleting,
  onTick,
  onEdit,
  onDelete,
  onMove,
}: ChecklistItemRowProps) {
  const id = useId();
  const [showsActions, setShowsActions] = useState(false);
  // One made offline has no id the server knows until it is sent.
  const isSaved = !isTemporaryId(item.id);
  const isOverdue = item.dueDate !== null && !item.done && daysUntilDue(item.dueDate, now) < 0;
  const hasDetails = assigneeName !== null || item.dueDate !== null;
  const describedBy = [
    hasDetails ? `${id}-details` : null,
    !isSaved ? `${id}-unsaved` : mayTick ? null : tickDeniedId,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div>
      <div className="flex items-start gap-1">
        {isSaved && grip}
        <label className="flex min-h-9 min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-md px-1 py-2 hover:bg-subtle/60 has-disabled:cursor-default has-disabled:hover:bg-transparent max-md:min-h-11">
          <input
            type="checkbox"
            checked={item.done}
            disabled={!mayTick || !isSaved}
            onChange={(event) => onTick(item, event.target.checked)}
            aria-labelledby={`${id}-text`}
            aria-describedby={describedBy || undefined}
            className="mt-0.5 size-4 shrink-0 accent-accent max-md:size-5"
          />
          <span className="min-w-0 flex-1">
            <span
              id={`${id}-text`}
              className={cn('break-words', item.done ? 'text-muted line-through' : 'text-ink')}
            >
              {item.text}
            </span>
            {hasDetails && (
              <span id={`${id}-details`} className="block text-[13px] text-muted">
                {assigneeName}
                {assigneeName !== null && item.dueDate !== null && ' · '}
                {item.dueDate !== null && (
                  <span className={cn(isOverdue && 'font-medium text-danger')}>
                    {dueOn(formatLocalDate(item.dueDate))}
                  </span>
                )}
              </span>
            )}
          </span>
        </label>
        {(isWaiting || !isSaved) && (
          <span className="mt-2 inline-flex shrink-0 items-center gap-1 text-xs font-medium text-amber-800">
            <CloudUpload aria-hidden size={14} />
            <span className="max-md:sr-only">{checklistUiMessages.waiting}</span>
          </span>
        )}
        {!isSaved && (
          <span id={`${id}-unsaved`} className="sr-only">
            {checklistUiMessages.notYetSaved}
          </span>
        )}
        {mayShape && isSaved && (
          <ActionsToggle
            label={checklistNames.itemActions(item.text)}
            expanded={showsActions}
            controls={`${id}-actions`}
            onToggle={() => setShowsActions((shown) => !shown)}
          />
        )}
      </div>
      {mayShape && isSaved && showsActions && (
        <EntryActions id={`${id}-actions`}>
          <MoveButtons
            name={item.text}
            index={index}
            count={count}
            onMove={(to) => onMove(item, index, to)}
          />
          <Button variant="secondary" size="sm" onClick={() => onEdit(item)}>
            <Pencil aria-hidden size={16} />
            {checklistLabels.editItem}
          </Button>
          <ConfirmButton
            variant="ghost-danger"
            size="sm"
            confirmation={deleteItemDialog(item.text)}
            isPending={isDeleting}
            onConfirm={(close) => onDelete(item, close)}
          >
            <Trash2 aria-hidden size={16} />
            {checklistLabels.delete}
          </ConfirmButton>
        </EntryActions>
      )}
    </div>
  );
}
