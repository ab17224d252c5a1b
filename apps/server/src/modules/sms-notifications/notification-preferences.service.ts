import {
  defaultNotificationPreferences,
  fallbackTimeZone,
  isTimeZone,
  type NotificationPreferences,
  type SmsChoices,
  type SmsKind,
  type UpdateNotificationPreferences,
  type WaitingSms,
} from '@groundwork/shared/notifications/notification-preferences';
import { UNDELIVERED_WINDOW_MS } from '@groundwork/shared/notifications/sms-rules';
import type { Change } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import * as repo from './notification-preferences.repository';
import * as queue from './sms-queue.repository';

export interface NotificationPreferencesDeps {
  db: Database;
  clock: Clock;
}

/** A person's preferences as the sender reads them: the stored row, or the defaults. */
export interface SmsSettings {
  timeZone: string;
  quietHours: NotificationPreferences['quietHours'];
  sms: SmsChoices;
  dailyDigest: NotificationPreferences['dailyDigest'];
}

/** The stored row read with the defaults for whatever it leaves unset. */
export function settingsOf(row: repo.PreferencesRow | null | undefined): SmsSettings {
  if (!row) {
    return {
      timeZone: fallbackTimeZone,
      quietHours: { ...defaultNotificationPreferences.quietHours },
      sms: { ...defaultNotificationPreferences.sms },
      dailyDigest: { ...defaultNotificationPreferences.dailyDigest },
    };
  }
  return {
    timeZone: row.timeZone ?? fallbackTimeZone,
    quietHours:
      row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
    sms: { ...defaultNotificationPreferences.sms, ...(row.sms as Partial<SmsChoices>) },
    dailyDigest: { enabled: row.digestEnabled, at: row.digestAt },
  };
}

/** Whether a person with these settings chose SMS for notifications of this kind. */
export function choosesSms(settings: SmsSettings, kind: SmsKind): boolean {
  return settings.sms[kind];
}

/** Whether the daily digest covers notifications of this kind (then they are not sent alone). */
export function isCoveredByDigest(settings: SmsSettings, kind: SmsKind): boolean {
  return settings.dailyDigest.enabled && (kind === 'due_date_reminder' || kind === 'overdue_task');
}

/**
 * Whether a queued message of this kind still goes out as the settings now stand: the digest
 * while it is on, any other kind while chosen and not covered by the digest.
 */
export function isStillWanted(settings: SmsSettings, kind: string): boolean {
  if (kind === queue.DIGEST_KIND) return settings.dailyDigest.enabled;
  return choosesSms(settings, kind as SmsKind) && !isCoveredByDigest(settings, kind as SmsKind);
}

function rowOf(
  userId: string,
  settings: SmsSettings,
  timeZone: string | null,
  timeZoneChosen: boolean,
  now: Date,
): repo.NewPreferences {
  return {
    userId,
    timeZone,
    timeZoneChosen,
    quietStart: settings.quietHours?.start ?? null,
    quietEnd: settings.quietHours?.end ?? null,
    sms: settings.sms,
    digestEnabled: settings.dailyDigest.enabled,
    digestAt: settings.dailyDigest.at,
    updatedAt: now,
  };
}

const noneWaiting: WaitingSms = { count: 0, firstSendAt: null, lastSendAt: null };

type OptChange = Extract<
  Change,
  { type: 'notification.sms-opted-out' | 'notification.sms-opted-in' }
>;

export function createNotificationPreferencesService({ db, clock }: NotificationPreferencesDeps) {
  async function get(userId: string): Promise<NotificationPreferences> {
    const [recipient] = await repo.listRecipients(db, [userId]);
    return { ...settingsOf(recipient?.preferences), smsOptedOut: recipient?.optedOut ?? false };
  }

  /** Opts the number out or in, and records it for its person when that changed anything. */
  async function recordOptChange(phoneNumber: string, type: OptChange['type']): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const changed =
        type === 'notification.sms-opted-out'
          ? await repo.optOut(tx, phoneNumber, now)
          : await repo.optIn(tx, phoneNumber);
      if (!changed) return;
      const userId = await repo.findUserIdByPhone(tx, phoneNumber);
      if (userId) await recordChanges(tx, [{ type, userId, actorId: userId }], now);
    });
  }

  return {
    get,

    /** Changes what the input names, keeps the rest; a time zone given here is the person's own. */
    async update(
      userId: string,
      input: UpdateNotificationPreferences,
    ): Promise<NotificationPreferences> {
      await db.transaction(async (tx) => {
        const row = await repo.findPreferences(tx, userId);
        const current = settingsOf(row);
        const next: SmsSettings = {
          timeZone: input.timeZone ?? current.timeZone,
          quietHours: input.quietHours === undefined ? current.quietHours : input.quietHours,
          sms: { ...current.sms, ...input.sms },
          dailyDigest: { ...current.dailyDigest, ...input.dailyDigest },
        };
        const chosen = input.timeZone !== undefined || (row?.timeZoneChosen ?? false);
        const timeZone = input.timeZone ?? row?.timeZone ?? null;
        await repo.savePreferences(tx, rowOf(userId, next, timeZone, chosen, clock.now()));
      });
      return get(userId);
    },

    /** The browser's zone at sign-in, kept until the person picks one (an unknown name is not). */
    async noteSignInTimeZone(userId: string, timeZone: string): Promise<void> {
      if (!isTimeZone(timeZone)) return;
      await repo.noteTimeZone(db, rowOf(userId, settingsOf(null), timeZone, false, clock.now()));
    },

    /** Messages of the person that could not be delivered after every try, in the last 30 days. */
    async countUndelivered(userId: string): Promise<number> {
      const since = new Date(clock.now().getTime() - UNDELIVERED_WINDOW_MS);
      return queue.countFailedSince(db, userId, since);
    },

    /**
     * Whether an invitation may be texted to this number: not after STOP, nor to a person who
     * turned workspace invitations off.
     */
    async allowsInvitationSms(phoneNumber: string): Promise<boolean> {
      if (await repo.isOptedOut(db, phoneNumber)) return false;
      const userId = await repo.findUserIdByPhone(db, phoneNumber);
      if (!userId) return true;
      const row = await repo.findPreferences(db, userId);
      return choosesSms(settingsOf(row), 'workspace_invite');
    },

    /**
     * The person's texts waiting to be sent that would still go out as their preferences now
     * stand (none after STOP), with when the first and the last are due.
     */
    async waiting(userId: string): Promise<WaitingSms> {
      const now = clock.now();
      const [recipient] = await repo.listRecipients(db, [userId]);
      if (!recipient || recipient.optedOut) return noneWaiting;
      const settings = settingsOf(recipient.preferences);
      const kinds = (await queue.listWaiting(db, userId, now)).filter((kind) =>
        isStillWanted(settings, kind.kind),
      );
      if (kinds.length === 0) return noneWaiting;
      const times = kinds.flatMap((kind) => [
        kind.firstSendAt.getTime(),
        kind.lastSendAt.getTime(),
      ]);
      return {
        count: kinds.reduce((sum, kind) => sum + kind.count, 0),
        firstSendAt: new Date(Math.min(...times)).toISOString(),
        lastSendAt: new Date(Math.max(...times)).toISOString(),
      };
    },

    /**
     * STOP: nothing but requested sign-in codes goes to the number until START. The person's open
     * pages hear of it (the change record), when the number has an account and was opted in.
     */
    optOut: (phoneNumber: string) => recordOptChange(phoneNumber, 'notification.sms-opted-out'),
    /** START: texts go to the number again, as its person's preferences say. */
    optIn: (phoneNumber: string) => recordOptChange(phoneNumber, 'notification.sms-opted-in'),
  };
}

export type NotificationPreferencesService = ReturnType<
  typeof createNotificationPreferencesService
>;
