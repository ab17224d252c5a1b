/** People and signing in: users, sign-in codes and their sends, sessions. */
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, timestamptz } from './columns';
import { ownerId } from './references';

export const userTable = pgTable('users', {
  id: id(),
  phoneNumber: varchar('phone_number', { length: 16 }).notNull().unique(),
  name: varchar('name', { length: 100 }),
  ...timestamps(),
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
    userId: ownerId('user_id', () => userTable.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
