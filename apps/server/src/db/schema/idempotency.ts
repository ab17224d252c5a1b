/** Idempotency keys of writes. */
import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@groundwork/shared/common/idempotency';
import { createdAt, timestamptz } from './columns';
import { ownerId } from './references';
import { userTable } from './people';

/**
 * Idempotency keys a person sent with a write, and its answer once finished. A row whose answer
 * is still null is the claim of a request being processed: it is the lock that keeps a repeat
 * (on any instance) from running the write twice.
 */
export const idempotencyKeyTable = pgTable(
  'idempotency_keys',
  {
    userId: ownerId('user_id', () => userTable.id),
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
