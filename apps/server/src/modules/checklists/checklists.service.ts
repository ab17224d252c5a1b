import type { z } from 'zod';
import { deniedReason } from '@groundwork/shared/permissions/can';
import {
  CHECKLISTS_PER_TASK_MAX,
  checklistMessages,
} from '@groundwork/shared/checklists/constants';
import type {
  Checklist,
  checklistInputSchema,
  checklistUpdateSchema,
} from '@groundwork/shared/checklists/schemas';
import type { Clock } from '../../platform/clock';
import { fieldChanges } from '../../platform/changes/change-record';
import type { Database } from '../../platform/database';
import { AppError, requireAllowed } from '../../platform/errors';
import type { ResolveAccess } from '../../platform/workspace-access';
import {
  checklistNotFound,
  loadVisibleChecklist,
  recordChecklistChange,
  taskNotFound,
  writeInTask,
  type ChecklistTasks,
} from './checklist-access';
import { findWorkspaceTemplate } from './checklist-templates.repository';
import { toChecklist } from './checklists.presenter';
import * as repo from './checklists.repository';

export type ChecklistBody = z.output<typeof checklistInputSchema>;
export type ChecklistUpdateBody = z.output<typeof checklistUpdateSchema>;

export interface ChecklistsServiceDeps {
  db: Database;
  clock: Clock;
  tasks: ChecklistTasks;
}

const templateNotFound = () => new AppError('NOT_FOUND', checklistMessages.templateNotFound);

/** A task's checklists: reading them, and adding, renaming, moving and removing one. */
export function createChecklistsService({ db, clock, tasks }: ChecklistsServiceDeps) {
  return {
    /** Anyone who may see the task: its checklists in order, each with its items in order. */
    async listChecklists(taskId: string, resolveAccess: ResolveAccess): Promise<Checklist[]> {
      const { task } = await tasks.loadVisibleTaskOr(taskId, resolveAccess, taskNotFound);
      return (await repo.listChecklists(db, task.task.id)).map(toChecklist);
    },

    /**
     * A new checklist, last among the task's; with `templateId`, a template of the task's
     * workspace whose items it starts with, in the template's order.
     */
    async createChecklist(
      taskId: string,
      resolveAccess: ResolveAccess,
      input: ChecklistBody,
    ): Promise<Checklist> {
      const { access, task } = await tasks.loadVisibleTaskOr(taskId, resolveAccess, taskNotFound);
      requireAllowed(deniedReason(access.actor, 'checklist:manage', task.task));
      const template = input.templateId
        ? await findWorkspaceTemplate(db, input.templateId, task.task.workspaceId)
        : null;
      if (input.templateId && !template) throw templateNotFound();
      const now = clock.now();
      const created = await writeInTask(db, tasks, task.task.id, taskNotFound, async (tx) => {
        const siblings = repo.checklistsOfTask(task.task.id);
        const { count, next } = await repo.countSiblings(tx, siblings);
        if (count >= CHECKLISTS_PER_TASK_MAX) {
          throw new AppError('VALIDATION_FAILED', checklistMessages.tooManyChecklists);
        }
        const checklist = await repo.insertChecklist(tx, {
          taskId: task.task.id,
          title: input.title,
          position: next,
          createdBy: access.actor.userId,
          createdAt: now,
        });
        const items = await repo.insertItems(
          tx,
          (template?.items ?? []).map((text, position) => ({
            checklistId: checklist.id,
            text,
            position,
            createdAt: now,
          })),
        );
        await tasks.keepChecklistTotals(tx, task.task.id, { done: 0, total: items.length });
        const place = { task: task.task, actorId: access.actor.userId, at: now };
        await recordChecklistChange(tx, place, 'checklist.created', checklist, [
          { field: 'title', from: null, to: checklist.title },
          ...(template ? [{ field: 'template', from: null, to: template.name }] : []),
        ]);
        return { checklist, items };
      });
      return toChecklist(created);
    },

    /**
     * A new title, a new place among the task's checklists (the others renumbered 0..n-1; past
     * the end is last), or both. Answers the checklist with its items.
     */
    async updateChecklist(
      checklistId: string,
      resolveAccess: ResolveAccess,
      input: ChecklistUpdateBody,
    ): Promise<Checklist> {
      const { access, task } = await loadVisibleChecklist(db, tasks, checklistId, resolveAccess);
      requireAllowed(deniedReason(access.actor, 'checklist:manage', task.task));
      const now = clock.now();
      const updated = await writeInTask(db, tasks, task.task.id, checklistNotFound, async (tx) => {
        const before = await repo.findChecklist(tx, checklistId);
        if (!before) throw checklistNotFound();
        if (input.title !== undefined && input.title !== before.title) {
          await repo.renameChecklist(tx, before.id, input.title);
        }
        if (input.position !== undefined) {
          const siblings = repo.checklistsOfTask(task.task.id);
          await repo.moveAmongSiblings(tx, siblings, before.id, input.position);
        }
        const after = await repo.findChecklistWithItems(tx, before.id);
        if (!after) throw checklistNotFound();
        const fields = fieldChanges(before, after.checklist, ['title', 'position']);
        if (fields.length > 0) {
          const place = { task: task.task, actorId: access.actor.userId, at: now };
          await recordChecklistChange(tx, place, 'checklist.updated', after.checklist, fields);
        }
        return after;
      });
      return toChecklist(updated);
    },

    /** Removes the checklist with its items; the task's other checklists close the gap. */
    async deleteChecklist(checklistId: string, resolveAccess: ResolveAccess): Promise<void> {
      const { access, task } = await loadVisibleChecklist(db, tasks, checklistId, resolveAccess);
      requireAllowed(deniedReason(access.actor, 'checklist:manage', task.task));
      const now = clock.now();
      await writeInTask(db, tasks, task.task.id, checklistNotFound, async (tx) => {
        const checklist = await repo.findChecklist(tx, checklistId);
        if (!checklist) throw checklistNotFound();
        const items = await repo.countItems(tx, checklist.id);
        await repo.deleteChecklist(tx, checklist.id);
        await repo.closeGap(tx, repo.checklistsOfTask(task.task.id), checklist.position);
        await tasks.keepChecklistTotals(tx, task.task.id, {
          done: -items.done,
          total: -items.total,
        });
        const place = { task: task.task, actorId: access.actor.userId, at: now };
        await recordChecklistChange(tx, place, 'checklist.deleted', checklist, []);
      });
    },
  };
}

export type ChecklistsService = ReturnType<typeof createChecklistsService>;
