import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { memberRoles, memberStatuses } from '@groundwork/shared/permissions/roles';
import {
  COMMENT_MAX_LENGTH,
  FILENAME_MAX_LENGTH,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
  TASK_TRANSACTION_TYPE_MAX_LENGTH,
  VENTURE_DESCRIPTION_MAX_LENGTH,
  VENTURE_NAME_MAX_LENGTH,
} from '@groundwork/shared/common/constants';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@groundwork/shared/common/idempotency';
import { PROJECT_TYPE_MAX_LENGTH, projectStatuses } from '@groundwork/shared/projects/constants';
import { taskPriorities, taskStatuses } from '@groundwork/shared/tasks/constants';
import { ventureCategories, ventureStatuses } from '@groundwork/shared/ventures/constants';
import { pledgeStatuses } from '@groundwork/shared/pledges/constants';
import {
  notificationTypeRanks,
  OTHER_NOTIFICATION_RANK,
} from '@groundwork/shared/notifications/rules';

const id = () => uuid('id').primaryKey().defaultRandom();
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
/** Money as integer cents (DECISIONS.md "Product"); any amount is at most 10^14 cents. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * What search (GET /api/search) reads, by GIN expression indexes that PostgreSQL keeps current in
 * the writing transaction. Words go through full-text search with the 'simple' configuration (no
 * language's stemming or stop words: names and mixed-language text are matched as written, and
 * prefixes with `:*`); punctuation becomes a space first, so `kitchen-sink_v2.pdf` is three words
 * rather than a host name. Typos are matched by trigrams (pg_trgm) on the text as written. A name
 * (title) is indexed apart from the longer text beside it, so that search finds the rows whose name
 * matches without testing every row whose text does (docs/decisions.md "Search ranking"). The
 * search repository writes these same expressions, which is what lets the planner use the indexes.
 */
export const searchVector = (text: SQL) =>
  sql`to_tsvector('simple', regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g'))`;
const searchIndexes = (name: string, text: SQL) => [
  index(`${name}_search_words_idx`).using('gin', searchVector(text)),
  index(`${name}_search_trigrams_idx`).using('gin', sql`(${text}) gin_trgm_ops`),
];
/** One or more columns searched as one text, a space between them. */
export const searchText = (...columns: AnyPgColumn[]) =>
  sql.join(
    columns.map((column) => (column.notNull ? sql`${column}` : sql`coalesce(${column}, '')`)),
    sql` || ' ' || `,
  );

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

export const projectStatusEnum = pgEnum('project_status', projectStatuses);
export const taskStatusEnum = pgEnum('task_status', taskStatuses);
export const taskPriorityEnum = pgEnum('task_priority', taskPriorities);

export const projectTable = pgTable(
  'projects',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaceTable.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: PROJECT_NAME_MAX_LENGTH }).notNull(),
    description: varchar('description', { length: PROJECT_DESCRIPTION_MAX_LENGTH }),
    type: varchar('type', { length: PROJECT_TYPE_MAX_LENGTH }),
    status: projectStatusEnum('status').notNull().default('to_do'),
    /** The status an archived project had, put back on restore. */
    statusBeforeArchive: projectStatusEnum('status_before_archive'),
    startDate: timestamptz('start_date'),
    targetEndDate: timestamptz('target_end_date'),
    estimatedCostCents: cents('estimated_cost_cents'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => userTable.id),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('projects_workspace_status_idx').on(table.workspaceId, table.status),
    index('projects_created_by_idx').on(table.createdBy),
    ...searchIndexes('projects_name', searchText(table.name)),
    ...searchIndexes('projects_description', searchText(table.description)),
  ],
);

/** Who is on a project, with the role they play in it (DECISIONS.md "Projects"). */
export const projectAssignmentTable = pgTable(
  'project_assignments',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projectTable.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => userTable.id, { onDelete: 'cascade' }),
    role: memberRoleEnum('role').notNull(),
    assignedBy: uuid('assigned_by').references(() => userTable.id, { onDelete: 'set null' }),
    assignedAt: timestamptz('assigned_at').notNull().defaultNow(),
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
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaceTable.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projectTable.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: TASK_TITLE_MAX_LENGTH }).notNull(),
    description: varchar('description', { length: TASK_DESCRIPTION_MAX_LENGTH }),
    status: taskStatusEnum('status').notNull().default('to_do'),
    priority: taskPriorityEnum('priority').notNull().default('medium'),
    dueDate: timestamptz('due_date'),
    amountCents: cents('amount_cents'),
    transactionType: varchar('transaction_type', { length: TASK_TRANSACTION_TYPE_MAX_LENGTH }),
    assignedTo: uuid('assigned_to').references(() => userTable.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => userTable.id),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
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
    ...searchIndexes('tasks_title', searchText(table.title)),
    ...searchIndexes('tasks_description', searchText(table.description)),
    // Search's walk down the most recent rows when a word is common.
    index('tasks_workspace_updated_id_idx').on(table.workspaceId, table.updatedAt, table.id),
  ],
);

/** Comments on a task (000 §3); `updated_at` stays null until the author edits one. */
export const commentTable = pgTable(
  'comments',
  {
    id: id(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => taskTable.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => userTable.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: COMMENT_MAX_LENGTH }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at'),
  },
  (table) => [
    index('comments_task_created_id_idx').on(table.taskId, table.createdAt, table.id),
    index('comments_user_idx').on(table.userId),
    ...searchIndexes('comments', searchText(table.content)),
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
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaceTable.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projectTable.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => taskTable.id, { onDelete: 'cascade' }),
    filename: varchar('filename', { length: FILENAME_MAX_LENGTH }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => userTable.id),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
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
    ...searchIndexes('task_files', searchText(table.filename)),
  ],
);

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

export const ventureStatusEnum = pgEnum('venture_status', ventureStatuses);
export const ventureCategoryEnum = pgEnum('venture_category', ventureCategories);
export const pledgeStatusEnum = pgEnum('pledge_status', pledgeStatuses);

/**
 * Ventures of 001 §3. `funds_pledged_cents` and `pledge_count` are the sum and count of the
 * venture's pledges that are not refunded; they change only in the transaction that changes
 * those pledges, under a lock of this row, so they always agree with the pledge rows.
 */
export const ventureTable = pgTable(
  'ventures',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaceTable.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: VENTURE_NAME_MAX_LENGTH }).notNull(),
    type: ventureCategoryEnum('type').notNull(),
    description: varchar('description', { length: VENTURE_DESCRIPTION_MAX_LENGTH }),
    pitchContent: text('pitch_content').notNull(),
    targetGoalCents: cents('target_goal_cents').notNull(),
    fundsPledgedCents: cents('funds_pledged_cents').notNull().default(0),
    pledgeCount: integer('pledge_count').notNull().default(0),
    endDate: timestamptz('end_date'),
    status: ventureStatusEnum('status').notNull().default('draft'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => userTable.id),
    /** The project it was converted into. */
    projectId: uuid('project_id').references(() => projectTable.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    publishedAt: timestamptz('published_at'),
  },
  (table) => [
    index('ventures_workspace_status_idx').on(table.workspaceId, table.status),
    index('ventures_workspace_created_id_idx').on(table.workspaceId, table.createdAt, table.id),
    index('ventures_status_end_idx').on(table.status, table.endDate),
    index('ventures_created_by_idx').on(table.createdBy),
    index('ventures_project_idx').on(table.projectId),
    ...searchIndexes('ventures_name', searchText(table.name)),
    ...searchIndexes('ventures_text', searchText(table.description, table.pitchContent)),
  ],
);

/** Pledges of 001 §3: pending while the venture is live, then confirmed or refunded. */
export const pledgeTable = pgTable(
  'pledges',
  {
    id: id(),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventureTable.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => userTable.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull(),
    status: pledgeStatusEnum('status').notNull().default('pending'),
    pledgedAt: timestamptz('pledged_at').notNull(),
  },
  (table) => [
    index('pledges_venture_pledged_id_idx').on(table.ventureId, table.pledgedAt, table.id),
    index('pledges_user_pledged_id_idx').on(table.userId, table.pledgedAt, table.id),
  ],
);

/**
 * Files of a venture (001 §7). The row is made by the record call, before any byte arrives;
 * `stored_at` is set once the bytes are in storage, and only stored files are listed or served.
 */
export const ventureFileTable = pgTable(
  'venture_files',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaceTable.id, { onDelete: 'cascade' }),
    ventureId: uuid('venture_id')
      .notNull()
      .references(() => ventureTable.id, { onDelete: 'cascade' }),
    filename: varchar('filename', { length: FILENAME_MAX_LENGTH }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => userTable.id),
    createdAt: createdAt(),
    storedAt: timestamptz('stored_at'),
  },
  (table) => [
    index('venture_files_venture_created_idx').on(table.ventureId, table.createdAt),
    index('venture_files_workspace_idx').on(table.workspaceId),
    index('venture_files_uploaded_by_idx').on(table.uploadedBy),
    ...searchIndexes('venture_files', searchText(table.filename)),
  ],
);

/**
 * A person's notification preferences (GET/PUT /api/notification-preferences). No row means the
 * defaults; `time_zone` is null until the browser has told it at sign-in, and `time_zone_chosen`
 * keeps a later sign-in from replacing one the person picked.
 */
export const notificationPreferenceTable = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => userTable.id, { onDelete: 'cascade' }),
    timeZone: varchar('time_zone', { length: 64 }),
    timeZoneChosen: boolean('time_zone_chosen').notNull().default(false),
    /** Both null: no quiet hours. */
    quietStart: varchar('quiet_start', { length: 5 }),
    quietEnd: varchar('quiet_end', { length: 5 }),
    /** The kinds chosen for SMS, by kind; a kind missing takes its default. */
    sms: jsonb('sms').$type<Record<string, boolean>>().notNull(),
    digestEnabled: boolean('digest_enabled').notNull().default(false),
    digestAt: varchar('digest_at', { length: 5 }).notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The digest job reads only those who turned it on.
    index('notification_preferences_digest_idx')
      .on(table.userId)
      .where(sql`${table.digestEnabled}`),
  ],
);

/**
 * Numbers that answered STOP (by number: it may not belong to anyone yet). Nothing but the sign-in
 * codes a person asks for is sent to them until they answer START.
 */
export const smsOptOutTable = pgTable('sms_opt_outs', {
  phoneNumber: varchar('phone_number', { length: 16 }).primaryKey(),
  optedOutAt: timestamptz('opted_out_at').notNull().defaultNow(),
});

export const smsMessageStatuses = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type SmsMessageStatus = (typeof smsMessageStatuses)[number];

/**
 * The SMS queue: one row per notification (or digest) to text, made once by its unique key.
 * Rows of one person due together are sent as one message, whose id they share in `sent_as`.
 */
export const smsMessageTable = pgTable(
  'sms_messages',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => userTable.id, { onDelete: 'cascade' }),
    /** The notification's id, or `digest:<user>:<local date>`: never two rows for one. */
    dedupeKey: varchar('dedupe_key', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    notificationId: uuid('notification_id'),
    /** The whole text when sent alone; `summary` is its line when merged with others. */
    body: text('body').notNull(),
    summary: text('summary').notNull(),
    /** The app's page the message's link leads to. */
    targetPath: text('target_path').notNull(),
    status: varchar('status', { length: 16 }).$type<SmsMessageStatus>().notNull().default('queued'),
    sendAfter: timestamptz('send_after').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAs: uuid('sent_as'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sms_messages_dedupe_idx').on(table.dedupeKey),
    // The sender's pick: queued rows whose time has come.
    index('sms_messages_queued_idx')
      .on(table.sendAfter)
      .where(sql`${table.status} = 'queued'`),
    // Rows a crash left in `sending`.
    index('sms_messages_sending_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'sending'`),
    // The daily cap and the undelivered count, per person.
    index('sms_messages_user_sent_idx').on(table.userId, table.sentAt),
    index('sms_messages_user_status_idx').on(table.userId, table.status, table.updatedAt),
  ],
);

/**
 * Idempotency keys a person sent with a write, and its answer once finished. A row whose answer
 * is still null is the claim of a request being processed: it is the lock that keeps a repeat
 * (on any instance) from running the write twice.
 */
export const idempotencyKeyTable = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => userTable.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: IDEMPOTENCY_KEY_MAX_LENGTH }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of the method, URL, workspace header and body: a repeat must match it. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // The clean-up job's pick.
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
