/** Projects, who is on them, their tasks, and the tasks’ comments, mentions and files. */
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import {
  COMMENT_MAX_LENGTH,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
  TASK_TRANSACTION_TYPE_MAX_LENGTH,
} from '@groundwork/shared/common/constants';
import { DISPLAY_NAME_MAX_LENGTH } from '@groundwork/shared/auth/constants';
import { PROJECT_TYPE_MAX_LENGTH, projectStatuses } from '@groundwork/shared/projects/constants';
import { taskPriorities, taskStatuses } from '@groundwork/shared/tasks/constants';
import {
  cents,
  createdAt,
  id,
  storedFileColumns,
  timestamps,
  timestamptz,
  writtenAt,
} from './columns';
import { optionalId, ownerId, requiredId } from './references';
import { searchIndexes } from './search';
import { userTable } from './people';
import { memberRoleEnum, workspaceTable } from './workspaces';

export const projectStatusEnum = pgEnum('project_status', projectStatuses);
export const taskStatusEnum = pgEnum('task_status', taskStatuses);
export const taskPriorityEnum = pgEnum('task_priority', taskPriorities);

export const projectTable = pgTable(
  'projects',
  {
    id: id(),
    workspaceId: ownerId('workspace_id', () => workspaceTable.id),
    name: varchar('name', { length: PROJECT_NAME_MAX_LENGTH }).notNull(),
    description: varchar('description', { length: PROJECT_DESCRIPTION_MAX_LENGTH }),
    type: varchar('type', { length: PROJECT_TYPE_MAX_LENGTH }),
    status: projectStatusEnum('status').notNull().default('to_do'),
    /** The status an archived project had, put back on restore. */
    statusBeforeArchive: projectStatusEnum('status_before_archive'),
    startDate: timestamptz('start_date'),
    targetEndDate: timestamptz('target_end_date'),
    estimatedCostCents: cents('estimated_cost_cents'),
    createdBy: requiredId('created_by', () => userTable.id),
    ...timestamps(),
  },
  (table) => [
    index('projects_workspace_status_idx').on(table.workspaceId, table.status),
    index('projects_created_by_idx').on(table.createdBy),
    ...searchIndexes('projects_name', table.name),
    ...searchIndexes('projects_description', table.description),
  ],
);

/** Who is on a project, with the role they play in it (DECISIONS.md "Projects"). */
export const projectAssignmentTable = pgTable(
  'project_assignments',
  {
    projectId: ownerId('project_id', () => projectTable.id),
    userId: ownerId('user_id', () => userTable.id),
    role: memberRoleEnum('role').notNull(),
    assignedBy: optionalId('assigned_by', () => userTable.id),
    assignedAt: writtenAt('assigned_at'),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_assignments_user_idx').on(table.userId),
    index('project_assignments_assigned_by_idx').on(table.assignedBy),
  ],
);

/**
 * Tasks of 000 §3. `workspace_id` repeats the project's so that workspace-wide lists and filters
 * need no join; it always equals the project's workspace.
 */
export const taskTable = pgTable(
  'tasks',
  {
    id: id(),
    workspaceId: ownerId('workspace_id', () => workspaceTable.id),
    projectId: ownerId('project_id', () => projectTable.id),
    title: varchar('title', { length: TASK_TITLE_MAX_LENGTH }).notNull(),
    description: varchar('description', { length: TASK_DESCRIPTION_MAX_LENGTH }),
    status: taskStatusEnum('status').notNull().default('to_do'),
    priority: taskPriorityEnum('priority').notNull().default('medium'),
    dueDate: timestamptz('due_date'),
    amountCents: cents('amount_cents'),
    transactionType: varchar('transaction_type', { length: TASK_TRANSACTION_TYPE_MAX_LENGTH }),
    assignedTo: optionalId('assigned_to', () => userTable.id),
    createdBy: requiredId('created_by', () => userTable.id),
    ...timestamps(),
    /**
     * Its checklists' items ticked and in all, kept by the checklists service in the transaction
     * of each item's change, so that a task list shows "3/7" without reading any item.
     */
    checklistItemsDone: integer('checklist_items_done').notNull().default(0),
    checklistItemsTotal: integer('checklist_items_total').notNull().default(0),
  },
  (table) => [
    // Holds every column a project's task totals count (projects.repository `taskStats`), so the
    // dashboard reads them from the index alone, not from each task's row.
    index('tasks_project_totals_idx').on(
      table.projectId,
      table.status,
      table.dueDate,
      table.amountCents,
    ),
    // The default order (newest first, then id) read as an index range, page by page.
    index('tasks_project_created_id_idx').on(
      table.projectId,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('tasks_workspace_created_id_idx').on(
      table.workspaceId,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('tasks_workspace_status_idx').on(table.workspaceId, table.status),
    index('tasks_workspace_priority_idx').on(table.workspaceId, table.priority),
    index('tasks_workspace_due_idx').on(table.workspaceId, table.dueDate),
    index('tasks_assigned_to_idx').on(table.assignedTo),
    index('tasks_created_by_idx').on(table.createdBy),
    ...searchIndexes('tasks_title', table.title),
    ...searchIndexes('tasks_description', table.description),
    // Search's walk down the most recent rows when a word is common.
    index('tasks_workspace_updated_id_idx').on(table.workspaceId, table.updatedAt, table.id),
  ],
);

/** Comments on a task (000 §3); `updated_at` stays null until the author edits one. */
export const commentTable = pgTable(
  'comments',
  {
    id: id(),
    taskId: ownerId('task_id', () => taskTable.id),
    userId: ownerId('user_id', () => userTable.id),
    content: varchar('content', { length: COMMENT_MAX_LENGTH }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at'),
  },
  (table) => [
    index('comments_task_created_id_idx').on(table.taskId, table.createdAt, table.id),
    index('comments_user_idx').on(table.userId),
    ...searchIndexes('comments', table.content),
  ],
);

/**
 * Who a comment mentions (DECISIONS.md "Tasks and comments"): one row a person. `written_as` is
 * the name its text holds after the `@`, so the current name can be shown in its place.
 */
export const commentMentionTable = pgTable(
  'comment_mentions',
  {
    commentId: ownerId('comment_id', () => commentTable.id),
    userId: ownerId('user_id', () => userTable.id),
    writtenAs: varchar('written_as', { length: DISPLAY_NAME_MAX_LENGTH }),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.userId] }),
    index('comment_mentions_user_idx').on(table.userId),
  ],
);

/**
 * Files attached to tasks (000 §3 File). The id is the one the client made up for the upload,
 * so a repeated upload cannot make a second row. The bytes live in the storage driver under
 * `storage_key`; the row is written only once they are stored.
 */
export const taskFileTable = pgTable(
  'task_files',
  {
    id: uuid('id').primaryKey(),
    workspaceId: ownerId('workspace_id', () => workspaceTable.id),
    projectId: ownerId('project_id', () => projectTable.id),
    taskId: ownerId('task_id', () => taskTable.id),
    ...storedFileColumns(() => userTable.id),
    uploadedAt: writtenAt('uploaded_at'),
  },
  (table) => [
    index('task_files_task_uploaded_id_idx').on(table.taskId, table.uploadedAt, table.id),
    index('task_files_workspace_uploaded_id_idx').on(table.workspaceId, table.uploadedAt, table.id),
    // The name and size orders of both file lists (files.repository `fileOrder`).
    index('task_files_task_name_id_idx').on(
      table.taskId,
      sql`lower(${table.filename}) collate "C"`,
      table.id,
    ),
    index('task_files_workspace_name_id_idx').on(
      table.workspaceId,
      sql`lower(${table.filename}) collate "C"`,
      table.id,
    ),
    index('task_files_task_size_id_idx').on(table.taskId, table.fileSize, table.id),
    index('task_files_workspace_size_id_idx').on(table.workspaceId, table.fileSize, table.id),
    index('task_files_project_idx').on(table.projectId),
    index('task_files_uploaded_by_idx').on(table.uploadedBy),
    ...searchIndexes('task_files', table.filename),
  ],
);
