import { and, eq, inArray, sql } from 'drizzle-orm';
import { notificationPreferenceTable, smsOptOutTable, userTable } from '../../db/schema';
import type { Queryable } from '../../platform/database';

export type PreferencesRow = typeof notificationPreferenceTable.$inferSelect;
export type NewPreferences = typeof notificationPreferenceTable.$inferInsert;

export async function findPreferences(
  db: Queryable,
  userId: string,
): Promise<PreferencesRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationPreferenceTable)
    .where(eq(notificationPreferenceTable.userId, userId));
  return row;
}

/** What the sending side reads of a person: their number, preferences and opt-out. */
const recipientColumns = {
  userId: userTable.id,
  phoneNumber: userTable.phoneNumber,
  preferences: notificationPreferenceTable,
  optedOut: sql<boolean>`${smsOptOutTable.phoneNumber} is not null`,
};

/** Every person of `userIds` with their number, preferences (null: defaults) and opt-out. */
export function listRecipients(db: Queryable, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select(recipientColumns)
    .from(userTable)
    .leftJoin(notificationPreferenceTable, eq(notificationPreferenceTable.userId, userTable.id))
    .leftJoin(smsOptOutTable, eq(smsOptOutTable.phoneNumber, userTable.phoneNumber))
    .where(inArray(userTable.id, userIds));
}
export type Recipient = Awaited<ReturnType<typeof listRecipients>>[number];

/** Writes the whole row, the person's first or a replacement. */
export async function savePreferences(db: Queryable, row: NewPreferences): Promise<void> {
  const changes: Partial<NewPreferences> = { ...row };
  delete changes.userId;
  await db
    .insert(notificationPreferenceTable)
    .values(row)
    .onConflictDoUpdate({ target: notificationPreferenceTable.userId, set: changes });
}

/** Keeps the time zone a browser gave at sign-in, unless the person chose one themselves. */
export async function noteTimeZone(db: Queryable, row: NewPreferences): Promise<void> {
  await db
    .insert(notificationPreferenceTable)
    .values(row)
    .onConflictDoUpdate({
      target: notificationPreferenceTable.userId,
      set: { timeZone: row.timeZone, updatedAt: row.updatedAt },
      setWhere: and(
        eq(notificationPreferenceTable.timeZoneChosen, false),
        sql`${notificationPreferenceTable.timeZone} is distinct from excluded.time_zone`,
      ),
    });
}

export async function isOptedOut(db: Queryable, phoneNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ phoneNumber: smsOptOutTable.phoneNumber })
    .from(smsOptOutTable)
    .where(eq(smsOptOutTable.phoneNumber, phoneNumber));
  return row !== undefined;
}

/** Answers whether the number was opted in until now. */
export async function optOut(db: Queryable, phoneNumber: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(smsOptOutTable)
    .values({ phoneNumber, optedOutAt: now })
    .onConflictDoNothing()
    .returning({ phoneNumber: smsOptOutTable.phoneNumber });
  return inserted.length > 0;
}

/** Answers whether the number was opted out until now. */
export async function optIn(db: Queryable, phoneNumber: string): Promise<boolean> {
  const deleted = await db
    .delete(smsOptOutTable)
    .where(eq(smsOptOutTable.phoneNumber, phoneNumber))
    .returning({ phoneNumber: smsOptOutTable.phoneNumber });
  return deleted.length > 0;
}

/** The person of a phone number, if any. */
export async function findUserIdByPhone(
  db: Queryable,
  phoneNumber: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(userTable.phoneNumber, phoneNumber));
  return row?.id;
}

/** Those who turned the daily digest on, with their number and opt-out. */
export function listDigestRecipients(db: Queryable) {
  return db
    .select(recipientColumns)
    .from(notificationPreferenceTable)
    .innerJoin(userTable, eq(userTable.id, notificationPreferenceTable.userId))
    .leftJoin(smsOptOutTable, eq(smsOptOutTable.phoneNumber, userTable.phoneNumber))
    .where(eq(notificationPreferenceTable.digestEnabled, true));
}
