/** Text messages: each person’s notification preferences, opt-outs and the messages sent. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps, timestamptz, writtenAt } from './columns';
import { ownerId } from './references';
import { userTable } from './people';

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
    updatedAt: writtenAt('updated_at'),
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
  optedOutAt: writtenAt('opted_out_at'),
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
    userId: ownerId('user_id', () => userTable.id),
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
    ...timestamps(),
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
