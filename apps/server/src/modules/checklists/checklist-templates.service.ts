import type { z } from 'zod';
import { deniedReason } from '@groundwork/shared/permissions/can';
import { checklistMessages } from '@groundwork/shared/checklists/constants';
import type {
  ChecklistTemplate,
  checklistTemplateInputSchema,
} from '@groundwork/shared/checklists/schemas';
import { isId } from '@groundwork/shared/common/guards';
import type { Change, FieldChange } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../platform/database';
import { AppError, requireAllowed } from '../../platform/errors';
import type { ResolveAccess, WorkspaceAccess } from '../../platform/workspace-access';
import * as repo from './checklist-templates.repository';

export type ChecklistTemplateBody = z.output<typeof checklistTemplateInputSchema>;

export interface ChecklistTemplatesServiceDeps {
  db: Database;
  clock: Clock;
}

const templateNotFound = () => new AppError('NOT_FOUND', checklistMessages.templateNotFound);

function toChecklistTemplate(template: repo.ChecklistTemplateRow): ChecklistTemplate {
  return {
    id: template.id,
    workspaceId: template.workspaceId,
    name: template.name,
    items: template.items,
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
  };
}

type TemplateChange = Extract<Change, { templateId: string }>;

/** Records a change to a template in the transaction that makes it. */
function recordTemplateChange(
  tx: Queryable,
  type: TemplateChange['type'],
  template: repo.ChecklistTemplateRow,
  actorId: string,
  fields: FieldChange[],
  at: Date,
): Promise<void> {
  const change: TemplateChange = {
    type,
    workspaceId: template.workspaceId,
    actorId,
    templateId: template.id,
    templateName: template.name,
    fields,
  };
  return recordChanges(tx, [change], at);
}

/** What changed between two versions of a template: its name, its items (as whole lists). */
function templateFieldChanges(
  before: Pick<repo.ChecklistTemplateRow, 'name' | 'items'>,
  after: Pick<repo.ChecklistTemplateRow, 'name' | 'items'>,
): FieldChange[] {
  const fields: FieldChange[] = [];
  if (before.name !== after.name) fields.push({ field: 'name', from: before.name, to: after.name });
  if (JSON.stringify(before.items) !== JSON.stringify(after.items)) {
    fields.push({ field: 'items', from: before.items, to: after.items });
  }
  return fields;
}

/**
 * The workspace's checklist templates: every active member reads them (to start a checklist from
 * one); project managers and above make, change and remove them.
 */
export function createChecklistTemplatesService({ db, clock }: ChecklistTemplatesServiceDeps) {
  /**
   * The template behind a path id, once the caller may manage it. A template of a workspace the
   * caller is not an active member of is not found (ids cannot be probed).
   */
  async function loadManagedTemplate(templateId: string, resolveAccess: ResolveAccess) {
    if (!isId(templateId)) throw templateNotFound();
    const template = await repo.findTemplate(db, templateId);
    if (!template) throw templateNotFound();
    const access = await resolveAccess(template.workspaceId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'NOT_FOUND' ? templateNotFound() : error;
    });
    requireAllowed(deniedReason(access.actor, 'checklist-template:manage'));
    return { template, actorId: access.actor.userId };
  }

  return {
    /** Any active member: the workspace's templates by name. */
    async listTemplates(access: WorkspaceAccess): Promise<ChecklistTemplate[]> {
      return (await repo.listTemplates(db, access.workspace.id)).map(toChecklistTemplate);
    },

    async createTemplate(
      access: WorkspaceAccess,
      input: ChecklistTemplateBody,
    ): Promise<ChecklistTemplate> {
      requireAllowed(deniedReason(access.actor, 'checklist-template:manage'));
      const now = clock.now();
      const template = await db.transaction(async (tx) => {
        const row = await repo.insertTemplate(tx, {
          workspaceId: access.workspace.id,
          name: input.name,
          items: input.items,
          createdBy: access.actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        const fields = [
          { field: 'name', from: null, to: row.name },
          { field: 'items', from: null, to: row.items },
        ];
        await recordTemplateChange(
          tx,
          'checklist-template.created',
          row,
          access.actor.userId,
          fields,
          now,
        );
        return row;
      });
      return toChecklistTemplate(template);
    },

    /** A new name and items; checklists made from it before keep the items they copied. */
    async updateTemplate(
      templateId: string,
      resolveAccess: ResolveAccess,
      input: ChecklistTemplateBody,
    ): Promise<ChecklistTemplate> {
      const { template, actorId } = await loadManagedTemplate(templateId, resolveAccess);
      const now = clock.now();
      const updated = await db.transaction(async (tx) => {
        const row = await repo.updateTemplate(tx, template.id, {
          name: input.name,
          items: input.items,
          updatedAt: now,
        });
        const fields = templateFieldChanges(template, row);
        await recordTemplateChange(tx, 'checklist-template.updated', row, actorId, fields, now);
        return row;
      });
      return toChecklistTemplate(updated);
    },

    /** Removes the template; checklists made from it keep their items. */
    async deleteTemplate(templateId: string, resolveAccess: ResolveAccess): Promise<void> {
      const { template, actorId } = await loadManagedTemplate(templateId, resolveAccess);
      await db.transaction(async (tx) => {
        await repo.deleteTemplate(tx, template.id);
        await recordTemplateChange(
          tx,
          'checklist-template.deleted',
          template,
          actorId,
          [],
          clock.now(),
        );
      });
    },
  };
}

export type ChecklistTemplatesService = ReturnType<typeof createChecklistTemplatesService>;
