/** Column builders every table file uses. */
import { bigint, text, timestamp, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { FILENAME_MAX_LENGTH } from '@groundwork/shared/common/constants';
import { requiredId } from './references';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A moment that, when not given, is when the row is written. */
export const writtenAt = (name: string) => timestamptz(name).notNull().defaultNow();
export const createdAt = () => writtenAt('created_at');
/** When the row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: writtenAt('updated_at') });
/** Money as integer cents (DECISIONS.md "Product"); any amount is at most 10^14 cents. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/** What a stored file's row says of it, for task files and venture files alike. */
export const storedFileColumns = (uploader: () => AnyPgColumn) => ({
  filename: varchar('filename', { length: FILENAME_MAX_LENGTH }).notNull(),
  mimeType: varchar('mime_type', { length: 100 }).notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
  uploadedBy: requiredId('uploaded_by', uploader),
});
