/** Ventures, their pledges and their files. */
import { index, integer, pgEnum, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import {
  VENTURE_DESCRIPTION_MAX_LENGTH,
  VENTURE_NAME_MAX_LENGTH,
} from '@groundwork/shared/common/constants';
import { ventureCategories, ventureStatuses } from '@groundwork/shared/ventures/constants';
import { pledgeStatuses } from '@groundwork/shared/pledges/constants';
import { cents, createdAt, id, storedFileColumns, timestamps, timestamptz } from './columns';
import { optionalId, ownerId, requiredId } from './references';
import { searchIndexes } from './search';
import { userTable } from './people';
import { workspaceTable } from './workspaces';
import { projectTable } from './projects';

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
    workspaceId: ownerId('workspace_id', () => workspaceTable.id),
    name: varchar('name', { length: VENTURE_NAME_MAX_LENGTH }).notNull(),
    type: ventureCategoryEnum('type').notNull(),
    description: varchar('description', { length: VENTURE_DESCRIPTION_MAX_LENGTH }),
    pitchContent: text('pitch_content').notNull(),
    targetGoalCents: cents('target_goal_cents').notNull(),
    fundsPledgedCents: cents('funds_pledged_cents').notNull().default(0),
    pledgeCount: integer('pledge_count').notNull().default(0),
    endDate: timestamptz('end_date'),
    status: ventureStatusEnum('status').notNull().default('draft'),
    createdBy: requiredId('created_by', () => userTable.id),
    /** The project it was converted into. */
    projectId: optionalId('project_id', () => projectTable.id),
    ...timestamps(),
    publishedAt: timestamptz('published_at'),
  },
  (table) => [
    index('ventures_workspace_status_idx').on(table.workspaceId, table.status),
    index('ventures_workspace_created_id_idx').on(table.workspaceId, table.createdAt, table.id),
    index('ventures_status_end_idx').on(table.status, table.endDate),
    index('ventures_created_by_idx').on(table.createdBy),
    index('ventures_project_idx').on(table.projectId),
    ...searchIndexes('ventures_name', table.name),
    ...searchIndexes('ventures_text', table.description, table.pitchContent),
  ],
);

/** Pledges of 001 §3: pending while the venture is live, then confirmed or refunded. */
export const pledgeTable = pgTable(
  'pledges',
  {
    id: id(),
    ventureId: ownerId('venture_id', () => ventureTable.id),
    userId: ownerId('user_id', () => userTable.id),
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
    workspaceId: ownerId('workspace_id', () => workspaceTable.id),
    ventureId: ownerId('venture_id', () => ventureTable.id),
    ...storedFileColumns(() => userTable.id),
    createdAt: createdAt(),
    storedAt: timestamptz('stored_at'),
  },
  (table) => [
    index('venture_files_venture_created_idx').on(table.ventureId, table.createdAt),
    index('venture_files_workspace_idx').on(table.workspaceId),
    index('venture_files_uploaded_by_idx').on(table.uploadedBy),
    ...searchIndexes('venture_files', table.filename),
  ],
);
