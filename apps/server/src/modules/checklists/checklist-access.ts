import { checklistMessages } from '@groundwork/shared/checklists/constants';
import { isId } from '@groundwork/shared/common/guards';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import type { Change, FieldChange } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import type { Database, Queryable, Transaction } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { ResolveAccess } from '../../platform/workspace-access';
import type { TasksService, VisibleTask } from '../tasks/tasks.service';
import * as repo from './checklists.repository';

/**
 * Shared by the checklist services: finding a checklist or an item the caller may see through its
 * task, writing under the task's lock, and recording what changed.
 */

/** What the checklist services use of the tasks module. */
export type ChecklistTasks = Pick<
  TasksService,
  'loadVisibleTaskOr' | 'lockTask' | 'keepChecklistTotals'
>;

export const taskNotFound = () => new AppError('NOT_FOUND', taskMessages.notFound);
export const checklistNotFound = () => new AppError('NOT_FOUND', checklistMessages.notFound);
export const itemNotFound = () => new AppError('NOT_FOUND', checklistMessages.itemNotFound);

/** 400 with `message`, naming the field it is about. */
export function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

/**
 * The checklist behind a path id with its task, once the caller may see the task. One of a task
 * they may not see is not found, as one that does not exist: ids cannot be probed.
 */
export async function loadVisibleChecklist(
  db: Database,
  tasks: ChecklistTasks,
  checklistId: string,
  resolveAccess: ResolveAccess,
): Promise<VisibleTask & { checklist: repo.ChecklistRow }> {
  if (!isId(checklistId)) throw checklistNotFound();
  const checklist = await repo.findChecklist(db, checklistId);
  if (!checklist) throw checklistNotFound();
  const visible = await tasks.loadVisibleTaskOr(checklist.taskId, resolveAccess, checklistNotFound);
  return { ...visible, checklist };
}

/** The item behind a path id with its task, once the caller may see the task (else not found). */
export async function loadVisibleItem(
  db: Database,
  tasks: ChecklistTasks,
  itemId: string,
  resolveAccess: ResolveAccess,
): Promise<VisibleTask & { item: repo.ChecklistItemRow }> {
  if (!isId(itemId)) throw itemNotFound();
  const found = await repo.findItem(db, itemId);
  if (!found) throw itemNotFound();
  const visible = await tasks.loadVisibleTaskOr(found.taskId, resolveAccess, itemNotFound);
  return { ...visible, item: found.item };
}

/**
 * Runs `write` in a transaction that first holds the task's row (`TasksService.lockTask`). Every
 * write to a task's checklists and items goes through here: they change positions, limits and the
 * task's kept totals one at a time, and take their locks in the same order, so none deadlock.
 */
export function writeInTask<T>(
  db: Database,
  tasks: ChecklistTasks,
  taskId: string,
  notFound: () => AppError,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await tasks.lockTask(tx, taskId))) throw notFound();
    return write(tx);
  });
}

type ChecklistChange = Extract<Change, { checklistTitle: string }>;
type ItemChange = Extract<Change, { itemId: string }>;
export type ItemChangeType = ItemChange['type'];

/** The task a change happened in, and who made it. */
interface ChangePlace {
  task: { id: string; title: string; workspaceId: string; projectId: string };
  actorId: string;
  at: Date;
}

function placeOf({ task, actorId }: ChangePlace) {
  return {
    workspaceId: task.workspaceId,
    projectId: task.projectId,
    taskId: task.id,
    taskTitle: task.title,
    actorId,
  };
}

/** Records a change to a checklist, in the transaction that makes it. */
export function recordChecklistChange(
  tx: Queryable,
  place: ChangePlace,
  type: ChecklistChange['type'],
  checklist: { id: string; title: string },
  fields: FieldChange[],
): Promise<void> {
  const change: ChecklistChange = {
    ...placeOf(place),
    type,
    checklistId: checklist.id,
    checklistTitle: checklist.title,
    fields,
  };
  return recordChanges(tx, [change], place.at);
}

/** Records changes to one item (an edit and a tick may come together), in their transaction. */
export function recordItemChanges(
  tx: Queryable,
  place: ChangePlace,
  item: { id: string; checklistId: string; text: string },
  changes: { type: ItemChangeType; fields: FieldChange[] }[],
): Promise<void> {
  const ref = { ...placeOf(place), checklistId: item.checklistId, itemId: item.id };
  return recordChanges(
    tx,
    changes.map(({ type, fields }) => ({ ...ref, type, itemText: item.text, fields })),
    place.at,
  );
}
