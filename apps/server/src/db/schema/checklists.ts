/** A task's checklists with their items, and the workspace's checklist templates. */
import { boolean, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import {
  CHECKLIST_ITEM_TEXT_MAX_LENGTH,
  CHECKLIST_TEMPLATE_NAME_MAX_LENGTH,
  CHECKLIST_TITLE_MAX_LENGTH,
} from '@groundwork/shared/checklists/constants';
import { createdAt, id, timestamps, timestamptz } from './columns';
import { optionalId, ownerId, requiredId } from './references';
import { userTable } from './people';
import { taskTable } from './projects';
import { workspaceTable } from './workspaces';

/** A named checklist of a task; `position` orders a task's checklists from 0. */
export const checklistTable = pgTable(
  'checklists',
  {
    id: id(),
    taskId: ownerId('task_id', () => taskTable.id),
    title: varchar('title', { length: CHECKLIST_TITLE_MAX_LENGTH }).notNull(),
    position: integer('position').notNull(),
    createdBy: requiredId('created_by', () => userTable.id),
    createdAt: createdAt(),
  },
  (table) => [index('checklists_task_position_idx').on(table.taskId, table.position)],
);

/**
 * An item of a checklist; `position` orders a checklist's items from 0. `done_by` and `done_at`
 * say who ticked it and when, and are cleared when it is unticked.
 */
export const checklistItemTable = pgTable(
  'checklist_items',
  {
    id: id(),
    checklistId: ownerId('checklist_id', () => checklistTable.id),
    text: varchar('text', { length: CHECKLIST_ITEM_TEXT_MAX_LENGTH }).notNull(),
    position: integer('position').notNull(),
    done: boolean('done').notNull().default(false),
    doneBy: optionalId('done_by', () => userTable.id),
    doneAt: timestamptz('done_at'),
    assigneeId: optionalId('assignee_id', () => userTable.id),
    dueDate: timestamptz('due_date'),
    createdAt: createdAt(),
  },
  (table) => [
    index('checklist_items_checklist_position_idx').on(table.checklistId, table.position),
    index('checklist_items_done_by_idx').on(table.doneBy),
    index('checklist_items_assignee_idx').on(table.assigneeId),
  ],
);

/** A workspace's checklist template: a name and the texts of the items a checklist copies. */
export const checklistTemplateTable = pgTable(
  'checklist_templates',
  {
    id: id(),
    workspaceId: ownerId('workspace_id', () => workspaceTable.id),
    name: varchar('name', { length: CHECKLIST_TEMPLATE_NAME_MAX_LENGTH }).notNull(),
    items: jsonb('items').$type<string[]>().notNull(),
    createdBy: requiredId('created_by', () => userTable.id),
    ...timestamps(),
  },
  (table) => [index('checklist_templates_workspace_idx').on(table.workspaceId, table.name)],
);
