/** A workspace's labels, and which tasks carry them. */
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { LABEL_NAME_MAX_LENGTH, labelColors } from '@groundwork/shared/labels/constants';
import { createdAt, id } from './columns';
import { ownerId } from './references';
import { taskTable } from './projects';
import { workspaceTable } from './workspaces';

export const labelColorEnum = pgEnum('label_color', labelColors);

/** A label of a workspace: its name is unique there, whatever its case. */
export const labelTable = pgTable(
  'labels',
  {
    id: id(),
    workspaceId: ownerId('workspace_id', () => workspaceTable.id),
    name: varchar('name', { length: LABEL_NAME_MAX_LENGTH }).notNull(),
    color: labelColorEnum('color').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('labels_workspace_name_idx').on(table.workspaceId, sql`lower(${table.name})`),
  ],
);

/**
 * The labels a task carries. `workspace_id` repeats the task's, so that the content revision's
 * trigger finds the workspace of a row without a join, as it does for tasks.
 */
export const taskLabelTable = pgTable(
  'task_labels',
  {
    taskId: ownerId('task_id', () => taskTable.id),
    labelId: ownerId('label_id', () => labelTable.id),
    workspaceId: ownerId('workspace_id', () => workspaceTable.id),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.labelId] }),
    // The label filter: the tasks that carry a label.
    index('task_labels_label_task_idx').on(table.labelId, table.taskId),
  ],
);
