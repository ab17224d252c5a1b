import type { z } from 'zod';
import { deniedReason } from '@groundwork/shared/permissions/can';
import { labelMessages } from '@groundwork/shared/labels/constants';
import type { Label, labelInputSchema, labelUpdateSchema } from '@groundwork/shared/labels/schemas';
import { isId } from '@groundwork/shared/common/guards';
import type { Change, FieldChange } from '../../platform/changes/change';
import { fieldChanges, recordChanges } from '../../platform/changes/change-record';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../platform/database';
import { AppError, requireAllowed } from '../../platform/errors';
import { withoutUndefined } from '../../platform/update-values';
import type { ResolveAccess, WorkspaceAccess } from '../../platform/workspace-access';
import * as repo from './labels.repository';

export type LabelBody = z.output<typeof labelInputSchema>;
export type LabelUpdateBody = z.output<typeof labelUpdateSchema>;

export interface LabelsServiceDeps {
  db: Database;
  clock: Clock;
}

const labelNotFound = () => new AppError('NOT_FOUND', labelMessages.notFound);
const nameTaken = () => new AppError('CONFLICT', labelMessages.nameTaken);

function toLabel(label: repo.LabelRow): Label {
  return { id: label.id, workspaceId: label.workspaceId, name: label.name, color: label.color };
}

/** The write, with the name index's refusal as 409 `nameTaken`. */
async function unlessNameTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw repo.isNameTaken(error) ? nameTaken() : error;
  }
}

type LabelChange = Extract<Change, { labelId: string }>;

/** Records a change to a label in the transaction that makes it. */
function recordLabelChange(
  tx: Queryable,
  change: Omit<LabelChange, 'workspaceId' | 'labelId' | 'labelName'>,
  label: repo.LabelRow,
  at: Date,
): Promise<void> {
  return recordChanges(
    tx,
    [{ ...change, workspaceId: label.workspaceId, labelId: label.id, labelName: label.name }],
    at,
  );
}

/**
 * The workspace's labels: every active member reads them (to filter by them, to see them on
 * tasks); project managers and above make, rename, recolour and delete them. Which labels a task
 * carries is the task's own change (the tasks service calls `setTaskLabels` in it).
 */
export function createLabelsService({ db, clock }: LabelsServiceDeps) {
  /**
   * The label behind a path id, once the caller may manage it. A label of a workspace the caller
   * is not an active member of is not found (ids cannot be probed).
   */
  async function loadManagedLabel(labelId: string, resolveAccess: ResolveAccess) {
    if (!isId(labelId)) throw labelNotFound();
    const label = await repo.findLabel(db, labelId);
    if (!label) throw labelNotFound();
    const access = await resolveAccess(label.workspaceId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'NOT_FOUND' ? labelNotFound() : error;
    });
    requireAllowed(deniedReason(access.actor, 'label:manage'));
    return { label, actorId: access.actor.userId };
  }

  /** The label, held until `tx` ends; gone since it was loaded reads as not found. */
  async function lockLabel(tx: Queryable, labelId: string): Promise<repo.LabelRow> {
    const label = await repo.lockLabel(tx, labelId);
    if (!label) throw labelNotFound();
    return label;
  }

  return {
    /** Any active member: the workspace's labels by name. */
    async listLabels(access: WorkspaceAccess): Promise<Label[]> {
      return (await repo.listLabels(db, access.workspace.id)).map(toLabel);
    },

    async createLabel(access: WorkspaceAccess, input: LabelBody): Promise<Label> {
      requireAllowed(deniedReason(access.actor, 'label:manage'));
      const now = clock.now();
      const label = await unlessNameTaken(
        db.transaction(async (tx) => {
          const row = await repo.insertLabel(tx, {
            workspaceId: access.workspace.id,
            name: input.name,
            color: input.color,
            createdAt: now,
          });
          const fields: FieldChange[] = [
            { field: 'name', from: null, to: row.name },
            { field: 'color', from: null, to: row.color },
          ];
          await recordLabelChange(
            tx,
            { type: 'label.created', actorId: access.actor.userId, fields },
            row,
            now,
          );
          return row;
        }),
      );
      return toLabel(label);
    },

    /** A new name, a new colour, or both: the tasks that carry it show it at once. */
    async updateLabel(
      labelId: string,
      resolveAccess: ResolveAccess,
      input: LabelUpdateBody,
    ): Promise<Label> {
      const { actorId } = await loadManagedLabel(labelId, resolveAccess);
      const now = clock.now();
      const updated = await unlessNameTaken(
        db.transaction(async (tx) => {
          const before = await lockLabel(tx, labelId);
          const fields = fieldChanges(before, input, ['name', 'color']);
          // A change that changes nothing is not one: nothing is written or recorded.
          if (fields.length === 0) return before;
          const row = await repo.updateLabel(tx, before.id, withoutUndefined(input));
          await recordLabelChange(tx, { type: 'label.updated', actorId, fields }, row, now);
          return row;
        }),
      );
      return toLabel(updated);
    },

    /**
     * Takes the label off every task that carries it and deletes it, in one transaction recorded
     * as one change that names those tasks.
     */
    async deleteLabel(labelId: string, resolveAccess: ResolveAccess): Promise<void> {
      const { actorId } = await loadManagedLabel(labelId, resolveAccess);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const label = await lockLabel(tx, labelId);
        const taskIds = await repo.deleteLabel(tx, label.id);
        await recordLabelChange(tx, { type: 'label.deleted', actorId, taskIds }, label, now);
      });
    },

    /**
     * Makes `labelIds` the task's labels, in the task's own transaction `tx`. Each must be one of
     * the task's workspace's labels: any other is refused with 400, at `labelIds.<index>`.
     */
    async setTaskLabels(
      tx: Queryable,
      task: { id: string; workspaceId: string },
      labelIds: string[],
    ): Promise<void> {
      const held = new Set(await repo.holdWorkspaceLabels(tx, task.workspaceId, labelIds));
      const details = labelIds.flatMap((labelId, index) =>
        held.has(labelId)
          ? []
          : [{ path: `labelIds.${index}`, message: labelMessages.notInWorkspace }],
      );
      if (details.length > 0) {
        throw new AppError('VALIDATION_FAILED', labelMessages.notInWorkspace, details);
      }
      await repo.replaceTaskLabels(tx, task, labelIds);
    },
  };
}

export type LabelsService = ReturnType<typeof createLabelsService>;
