/** Workspaces, their members, and the notifications members receive. */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { memberRoles, memberStatuses } from '@groundwork/shared/permissions/roles';
import {
  notificationTypeRanks,
  OTHER_NOTIFICATION_RANK,
} from '@groundwork/shared/notifications/rules';
import { createdAt, id, timestamps, timestamptz, writtenAt } from './columns';
import { optionalId, ownerId, requiredId } from './references';
import { userTable } from './people';

export const memberRoleEnum = pgEnum('member_role', memberRoles);
export const memberStatusEnum = pgEnum('member_status', memberStatuses);

export const workspaceTable = pgTable(
  'workspaces',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }),
    ownerId: requiredId('owner_id', () => userTable.id),
    ...timestamps(),
    /**
     * Goes up, as each writing transaction commits, whenever a task, project, project assignment
     * or member of the workspace changes, or the name or number of one of its people: the answer
     * cache's sign that a stored list is still current (migration 0006 holds the triggers).
     */
    contentRevision: bigint('content_revision', { mode: 'number' }).notNull().default(0),
  },
  (table) => [index('workspaces_owner_idx').on(table.ownerId)],
);

export const workspaceMemberTable = pgTable(
  'workspace_members',
  {
    id: id(),
    workspaceId: ownerId('workspace_id', () => workspaceTable.id),
    userId: ownerId('user_id', () => userTable.id),
    role: memberRoleEnum('role').notNull(),
    status: memberStatusEnum('status').notNull(),
    invitedBy: optionalId('invited_by', () => userTable.id),
    invitedAt: writtenAt('invited_at'),
    joinedAt: timestamptz('joined_at'),
    updatedAt: writtenAt('updated_at'),
  },
  (table) => [
    uniqueIndex('workspace_members_workspace_user_idx').on(table.workspaceId, table.userId),
    index('workspace_members_user_status_idx').on(table.userId, table.status),
    index('workspace_members_invited_by_idx').on(table.invitedBy),
    index('workspace_members_workspace_invited_idx').on(
      table.workspaceId,
      table.invitedAt,
      table.id,
    ),
  ],
);

/**
 * The notifications list's first two keys (000 §4: unread first, then type rank), each written so
 * that the larger value comes first, as does the newest: a page after a cursor is then one row
 * comparison, a range of `notifications_user_list_idx`. Queries must use these very expressions
 * for the index to serve them; the ranks are written into it, so changing them needs a migration.
 */
export function notificationUnread(readAt: AnyPgColumn): SQL {
  return sql`((${readAt} is null)::integer)`;
}

export function notificationUrgency(type: AnyPgColumn): SQL {
  const cases = Object.entries(notificationTypeRanks).map(
    // Literals, not parameters: the index's expression holds them, and a query must match it.
    ([name, rank]) => sql.raw(`when '${name}' then ${OTHER_NOTIFICATION_RANK - rank}`),
  );
  return sql`(case ${type} ${sql.join(cases, sql` `)} else 0 end)`;
}

export const notificationTable = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownerId('user_id', () => userTable.id),
    type: varchar('type', { length: 40 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    relatedId: uuid('related_id'),
    workspaceId: uuid('workspace_id').references(() => workspaceTable.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id'),
    taskId: uuid('task_id'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
    /** Set by the scheduler's writers so that each reminder is written once per task and due date. */
    dedupeKey: varchar('dedupe_key', { length: 120 }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_user_dedupe_idx').on(table.userId, table.dedupeKey),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_workspace_idx').on(table.workspaceId),
    index('notifications_user_list_idx').on(
      table.userId,
      notificationUnread(table.readAt),
      notificationUrgency(table.type),
      table.createdAt,
      table.id,
    ),
  ],
);
