import { useId, useState, type ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { Checklist, ChecklistItem } from '@groundwork/shared/checklists/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { useAddChecklistItem, useTickChecklistItem } from '../api/checklist-writes';
import {
  useDeleteChecklist,
  useDeleteChecklistItem,
  useMoveChecklistItem,
} from '../api/mutate-checklists';
import {
  checklistLabels,
  checklistNames,
  checklistUiMessages,
  deleteChecklistDialog,
} from '../checklist-messages';
import { AddItemField } from './add-item-field';
import { ChecklistItemRow } from './checklist-item-row';
import { ChecklistProgress } from './checklist-progress';
import { ActionsToggle, EntryActions, MoveButtons } from './entry-actions';
import { ReorderableList } from './reorderable-list';

/** What every checklist of a task shares: who may do what, and the task's dialogs. */
export interface ChecklistSettings {
  workspaceId: string;
  taskId: string;
  now: Date;
  /** May add, rename, reorder and delete checklists and items (checklist:manage). */
  mayShape: boolean;
  /** May tick items (checklist:tick); when not, `tickDeniedId` names the element saying why. */
  mayTick: boolean;
  tickDeniedId: string | undefined;
  /** The items with a change waiting to be sent. */
  waitingIds: ReadonlySet<string>;
  /** Who an item is for, by name. */
  assigneeNameOf: (userId: string | null) => string | null;
  onRename: (checklist: Checklist) => void;
  onEditItem: (item: ChecklistItem) => void;
}

/** One checklist: its title, its progress, its items, and for those who shape it, its actions. */
export function ChecklistCard({
  checklist,
  index,
  count,
  grip,
  settings,
  onMove,
}: {
  checklist: Checklist;
  index: number;
  count: number;
  grip: ReactNode;
  settings: ChecklistSettings;
  onMove: (checklist: Checklist, from: number, to: number) => void;
}) {
  const { workspaceId, taskId, mayShape } = settings;
  const id = useId();
  const [showsActions, setShowsActions] = useState(false);
  const tick = useTickChecklistItem(workspaceId, taskId);
  const addItem = useAddChecklistItem(workspaceId, taskId);
  const moveItem = useMoveChecklistItem(workspaceId, taskId);
  const deleteChecklist = useDeleteChecklist(workspaceId, taskId);
  const deleteItem = useDeleteChecklistItem(workspaceId, taskId);
  const { items, title } = checklist;
  const done = items.filter((item) => item.done).length;

  return (
    <article aria-labelledby={`${id}-title`} className="rounded-md border border-line p-3">
      <div className="flex items-start gap-1">
        {grip}
        <h3
          id={`${id}-title`}
          className="min-w-0 flex-1 self-center font-semibold break-words text-ink"
        >
          {title}
        </h3>
        {mayShape && (
          <ActionsToggle
            label={checklistNames.checklistActions(title)}
            expanded={showsActions}
            controls={`${id}-actions`}
            onToggle={() => setShowsActions((shown) => !shown)}
          />
        )}
      </div>
      {mayShape && showsActions && (
        <EntryActions id={`${id}-actions`}>
          <Button variant="secondary" size="sm" onClick={() => settings.onRename(checklist)}>
            <Pencil aria-hidden size={16} />
            {checklistLabels.rename}
          </Button>
          <MoveButtons
            name={title}
            index={index}
            count={count}
            onMove={(to) => onMove(checklist, index, to)}
          />
          <ConfirmButton
            variant="ghost-danger"
            size="sm"
            confirmation={deleteChecklistDialog(title, items.length)}
            isPending={deleteChecklist.isPending}
            onConfirm={(close) => deleteChecklist.mutate(checklist.id, { onSuccess: close })}
          >
            <Trash2 aria-hidden size={16} />
            {checklistLabels.delete}
          </ConfirmButton>
        </EntryActions>
      )}
      <div className="mt-2">
        <ChecklistProgress
          done={done}
          total={items.length}
          label={checklistNames.progress(title)}
        />
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-[13px] text-muted">{checklistUiMessages.noItems}</p>
      ) : (
        <ReorderableList
          aria-label={checklistNames.items(title)}
          className="mt-1 divide-y divide-line"
          entries={items}
          nameOf={(item) => item.text}
          gripLabel={(item) => checklistNames.dragItem(item.text)}
          canReorder={mayShape}
          onMove={(item, from, to) => moveItem.mutate({ id: item.id, from, to })}
          renderEntry={(item, itemGrip, itemIndex) => (
            <ChecklistItemRow
              item={item}
              index={itemIndex}
              count={items.length}
              grip={itemGrip}
              assigneeName={settings.assigneeNameOf(item.assigneeId)}
              now={settings.now}
              mayTick={settings.mayTick}
              tickDeniedId={settings.tickDeniedId}
              mayShape={mayShape}
              isWaiting={settings.waitingIds.has(item.id)}
              isDeleting={deleteItem.isPending && deleteItem.variables === item.id}
              onTick={(ticked, isDone) => void tick(ticked, isDone)}
              onEdit={settings.onEditItem}
              onDelete={(deleted, close) => deleteItem.mutate(deleted.id, { onSuccess: close })}
              onMove={(moved, from, to) => moveItem.mutate({ id: moved.id, from, to })}
            />
          )}
        />
      )}
      {mayShape && (
        <AddItemField
          checklistTitle={title}
          itemCount={items.length}
          onAdd={(text) => addItem(checklist.id, text)}
        />
      )}
    </article>
  );
}
