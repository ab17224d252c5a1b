import type { z } from 'zod';
import { deniedReason } from '@groundwork/shared/permissions/can';
import { CHECKLIST_ITEMS_MAX, checklistMessages } from '@groundwork/shared/checklists/constants';
import type {
  ChecklistItem,
  checklistItemInputSchema,
  checklistItemUpdateSchema,
} from '@groundwork/shared/checklists/schemas';
import type { Clock } from '../../platform/clock';
import type { FieldChange } from '../../platform/changes/change';
import { fieldChanges } from '../../platform/changes/change-record';
import type { Database } from '../../platform/database';
import { AppError, requireAllowed } from '../../platform/errors';
import { toDate, withoutUndefined } from '../../platform/update-values';
import { peopleWhoCanSeeProject } from '../../platform/visibility';
import type { ResolveAccess } from '../../platform/workspace-access';
import {
  checklistNotFound,
  invalid,
  itemNotFound,
  loadVisibleChecklist,
  loadVisibleItem,
  recordItemChanges,
  writeInTask,
  type ChecklistTasks,
  type ItemChangeType,
} from './checklist-access';
import { toChecklistItem } from './checklists.presenter';
import * as repo from './checklists.repository';

export type ChecklistItemBody = z.output<typeof checklistItemInputSchema>;
export type ChecklistItemUpdateBody = z.output<typeof checklistItemUpdateSchema>;

export interface ChecklistItemsServiceDeps {
  db: Database;
  clock: Clock;
  tasks: ChecklistTasks;
}

/** An item's fields as the change record keeps them (dates as ISO strings). */
function recordedFields(item: repo.ChecklistItemRow) {
  return {
    text: item.text,
    assigneeId: item.assigneeId,
    dueDate: item.dueDate?.toISOString() ?? null,
    position: item.position,
    done: item.done,
  };
}
const editedFields = ['text', 'assigneeId', 'dueDate', 'position'] as const;

/** Ticking says who ticked the item and when; unticking clears both. */
function doneColumns(done: boolean, actorId: string, now: Date): repo.ChecklistItemChanges {
  return done ? { done, doneBy: actorId, doneAt: now } : { done, doneBy: null, doneAt: null };
}

/** A body with `done` and nothing else is a tick, which more people may make than an edit. */
function isTickOnly(input: ChecklistItemUpdateBody): boolean {
  const { done, ...others } = input;
  return done !== undefined && Object.values(others).every((value) => value === undefined);
}

/** A checklist's items: adding one, editing, ticking, moving and removing it. */
export function createChecklistItemsService({ db, clock, tasks }: ChecklistItemsServiceDeps) {
  /** 400 unless the assignee is an active member who may see the task's project. */
  async function requireAssigneeSees(assigneeId: string | null | undefined, projectId: string) {
    if (!assigneeId) return;
    if ((await peopleWhoCanSeeProject(db, projectId, [assigneeId])).length === 0) {
      throw invalid('assigneeId', checklistMessages.assigneeCannotSee);
    }
  }

  return {
    /** A new item, last in its checklist. */
    async createItem(
      checklistId: string,
      resolveAccess: ResolveAccess,
      input: ChecklistItemBody,
    ): Promise<ChecklistItem> {
      const { access, task } = await loadVisibleChecklist(db, tasks, checklistId, resolveAccess);
      requireAllowed(deniedReason(access.actor, 'checklist:manage', task.task));
      await requireAssigneeSees(input.assigneeId, task.task.projectId);
      const now = clock.now();
      const item = await writeInTask(db, tasks, task.task.id, checklistNotFound, async (tx) => {
        if (!(await repo.findChecklist(tx, checklistId))) throw checklistNotFound();
        const { count, next } = await repo.countSiblings(tx, repo.itemsOfChecklist(checklistId));
        if (count >= CHECKLIST_ITEMS_MAX) {
          throw new AppError('VALIDATION_FAILED', checklistMessages.tooManyItems);
        }
        const created = await repo.insertItem(tx, {
          checklistId,
          text: input.text,
          position: next,
          assigneeId: input.assigneeId ?? null,
          dueDate: toDate(input.dueDate) ?? null,
          createdAt: now,
        });
        await tasks.keepChecklistTotals(tx, task.task.id, { done: 0, total: 1 });
        const fields: FieldChange[] = [{ field: 'text', from: null, to: created.text }];
        const { assigneeId, dueDate } = recordedFields(created);
        if (assigneeId) fields.push({ field: 'assigneeId', from: null, to: assigneeId });
        if (dueDate) fields.push({ field: 'dueDate', from: null, to: dueDate });
        const place = { task: task.task, actorId: access.actor.userId, at: now };
        await recordItemChanges(tx, place, created, [{ type: 'checklist.item.created', fields }]);
        return created;
      });
      return toChecklistItem(item);
    },

    /**
     * Changes the fields present (null clears the assignee or due date). Ticking sets who ticked it
     * and when, unticking clears them; `position` moves it among its checklist's items, which are
     * renumbered 0..n-1 (past the end is last). A body with only `done` needs `checklist:tick`,
     * anything more `checklist:manage`.
     */
    async updateItem(
      itemId: string,
      resolveAccess: ResolveAccess,
      input: ChecklistItemUpdateBody,
    ): Promise<ChecklistItem> {
      const { access, task, project } = await loadVisibleItem(db, tasks, itemId, resolveAccess);
      requireAllowed(
        isTickOnly(input)
          ? deniedReason(access.actor, 'checklist:tick', project)
          : deniedReason(access.actor, 'checklist:manage', task.task),
      );
      await requireAssigneeSees(input.assigneeId, task.task.projectId);
      const now = clock.now();
      const actorId = access.actor.userId;
      const updated = await writeInTask(db, tasks, task.task.id, itemNotFound, async (tx) => {
        const before = (await repo.findItem(tx, itemId))?.item;
        if (!before) throw itemNotFound();
        const changes: repo.ChecklistItemChanges = {
          ...withoutUndefined({
            text: input.text,
            assigneeId: input.assigneeId,
            dueDate: toDate(input.dueDate),
          }),
          ...(input.done !== undefined &&
            input.done !== before.done &&
            doneColumns(input.done, actorId, now)),
        };
        let after =
          Object.keys(changes).length > 0 ? await repo.updateItem(tx, before.id, changes) : before;
        if (input.position !== undefined) {
          const siblings = repo.itemsOfChecklist(before.checklistId);
          await repo.moveAmongSiblings(tx, siblings, before.id, input.position);
          after = (await repo.findItem(tx, itemId))?.item ?? after;
        }

        const doneDelta = after.done === before.done ? 0 : after.done ? 1 : -1;
        await tasks.keepChecklistTotals(tx, task.task.id, { done: doneDelta, total: 0 });
        const [from, to] = [recordedFields(before), recordedFields(after)];
        const recorded: { type: ItemChangeType; fields: FieldChange[] }[] = [];
        const edits = fieldChanges(from, to, editedFields);
        if (edits.length > 0) recorded.push({ type: 'checklist.item.updated', fields: edits });
        if (doneDelta !== 0) {
          recorded.push({
            type: after.done ? 'checklist.item.ticked' : 'checklist.item.unticked',
            fields: fieldChanges(from, to, ['done']),
          });
        }
        await recordItemChanges(tx, { task: task.task, actorId, at: now }, after, recorded);
        return after;
      });
      return toChecklistItem(updated);
    },

    /** Removes the item; the items after it close the gap. */
    async deleteItem(itemId: string, resolveAccess: ResolveAccess): Promise<void> {
      const { access, task } = await loadVisibleItem(db, tasks, itemId, resolveAccess);
      requireAllowed(deniedReason(access.actor, 'checklist:manage', task.task));
      const now = clock.now();
      await writeInTask(db, tasks, task.task.id, itemNotFound, async (tx) => {
        const item = (await repo.findItem(tx, itemId))?.item;
        if (!item) throw itemNotFound();
        await repo.deleteItem(tx, item.id);
        await repo.closeGap(tx, repo.itemsOfChecklist(item.checklistId), item.position);
        await tasks.keepChecklistTotals(tx, task.task.id, {
          done: item.done ? -1 : 0,
          total: -1,
        });
        const place = { task: task.task, actorId: access.actor.userId, at: now };
        await recordItemChanges(tx, place, item, [{ type: 'checklist.item.deleted', fields: [] }]);
      });
    },
  };
}

export type ChecklistItemsService = ReturnType<typeof createChecklistItemsService>;
