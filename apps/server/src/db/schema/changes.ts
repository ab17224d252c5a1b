/** The change record, its readers’ positions, and the running server instances. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/**
 * The change record: one row for every change that others must hear of, written in the same
 * transaction as the change itself (`recordChange`). Live messages, notifications, file clean-up
 * and the activity history are all derived from it. `position` is given by the relay once the row
 * is committed, in the order rows become visible, so a reader that has seen position P has seen
 * every committed change before it; it is the SSE `id:` clients resume from.
 * `audience_user_ids` set: for those people only (their notifications, a deleted workspace's former
 * members); otherwise for whoever may see `project_id` (or the workspace), plus
 * `concerned_user_id`, the member the change is about.
 */
export const changeTable = pgTable(
  'changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    position: bigint('position', { mode: 'number' }),
    type: varchar('type', { length: 40 }).notNull(),
    workspaceId: uuid('workspace_id'),
    projectId: uuid('project_id'),
    taskId: uuid('task_id'),
    subjectId: uuid('subject_id'),
    actorId: uuid('actor_id'),
    concernedUserId: uuid('concerned_user_id'),
    audienceUserIds: uuid('audience_user_ids').array(),
    /** Each changed field before and after: `[{ field, from, to }]`. */
    fields: jsonb('fields').notNull().default([]),
    /** The rest of what consumers need, by type (the `Change` union in platform/changes). */
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('changes_position_idx').on(table.position),
    // The relay finds what it has not numbered yet.
    index('changes_unpositioned_idx')
      .on(table.id)
      .where(sql`${table.position} is null`),
    // The activity history reads a workspace's, a project's or a task's numbered rows, newest
    // first, by position.
    index('changes_workspace_position_idx').on(table.workspaceId, table.position),
    index('changes_project_position_idx').on(table.projectId, table.position),
    index('changes_task_position_idx').on(table.taskId, table.position),
    index('changes_created_idx').on(table.createdAt),
  ],
);

/**
 * How far each reader of the change record has come: `positions` holds the last position the
 * relay gave; each durable consumer (notifications, file clean-up) holds the last position it
 * finished. A consumer advances its cursor in the transaction that applies what it read.
 */
export const changeCursorTable = pgTable('change_cursors', {
  name: varchar('name', { length: 40 }).primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull().default(0),
});

/**
 * The server instances sharing a PostgreSQL database, each refreshing its heartbeat; used at start
 * to refuse settings that would lose data across instances.
 */
export const serverInstanceTable = pgTable('server_instances', {
  id: uuid('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamptz('started_at').notNull(),
  heartbeatAt: timestamptz('heartbeat_at').notNull(),
  storageDriver: text('storage_driver').notNull(),
  signingKeyHash: text('signing_key_hash').notNull(),
});
