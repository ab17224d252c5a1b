import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { memberRoles, memberStatuses } from '@groundwork/shared/permissions/roles';

const id = () => uuid('id').primaryKey().defaultRandom();
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const userTable = pgTable('users', {
  id: id(),
  phoneNumber: varchar('phone_number', { length: 16 }).notNull().unique(),
  name: varchar('name', { length: 100 }),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** The one live sign-in code per phone; a new code replaces the previous one. */
export const otpCodeTable = pgTable('otp_codes', {
  phoneNumber: varchar('phone_number', { length: 16 }).primaryKey(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});

/** One row per code sent, for the per-phone and per-IP send limits. */
export const otpSendTable = pgTable(
  'otp_sends',
  {
    id: id(),
    phoneNumber: varchar('phone_number', { length: 16 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }).notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (table) => [
    index('otp_sends_phone_sent_idx').on(table.phoneNumber, table.sentAt),
    index('otp_sends_ip_sent_idx').on(table.ipAddress, table.sentAt),
  ],
);

export const sessionTable = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => userTable.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const memberRoleEnum = pgEnum('member_role', memberRoles);
export const memberStatusEnum = pgEnum('member_status', memberStatuses);

export const workspaceTable = pgTable(
  'workspaces',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => userTable.id),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('workspaces_owner_idx').on(table.ownerId)],
);

export const workspaceMemberTable = pgTable(
  'workspace_members',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaceTable.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => userTable.id, { onDelete: 'cascade' }),
    role: memberRoleEnum('role').notNull(),
    status: memberStatusEnum('status').notNull(),
    invitedBy: uuid('invited_by').references(() => userTable.id, { onDelete: 'set null' }),
    invitedAt: timestamptz('invited_at').notNull().defaultNow(),
    joinedAt: timestamptz('joined_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('workspace_members_workspace_user_idx').on(table.workspaceId, table.userId),
    index('workspace_members_user_status_idx').on(table.userId, table.status),
    index('workspace_members_invited_by_idx').on(table.invitedBy),
  ],
);

export const notificationTable = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => userTable.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    relatedId: uuid('related_id'),
    workspaceId: uuid('workspace_id').references(() => workspaceTable.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id'),
    taskId: uuid('task_id'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_workspace_idx').on(table.workspaceId),
  ],
);
