import {
  localDayOf,
  quietHoursEnd,
  retryDelayMs,
  SMS_DAILY_CAP,
} from '@groundwork/shared/notifications/sms-rules';
import { mergedSmsText } from '@groundwork/shared/notifications/sms-texts';
import type { Change } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import type { SmsSender } from '../../platform/sms/sms-sender';
import * as preferences from './notification-preferences.repository';
import { isStillWanted, settingsOf } from './notification-preferences.service';
import * as queue from './sms-queue.repository';
import { HOME_PATH } from './sms-links';

/** People whose messages are taken per round. */
const CLAIM_PEOPLE = 100;
/** Messages handed to the gateway at the same time. */
const SEND_CONCURRENCY = 8;
/**
 * A message still `sending` after this long was taken by an instance that stopped before it
 * recorded the outcome: it may or may not have reached the gateway.
 */
const INTERRUPTED_AFTER_MS = 10 * 60_000;
const INTERRUPTED_ERROR = 'interrupted while sending; not resent, the gateway may have it';

export interface SmsSendingDeps {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  appUrl: string;
  log: { warn(payload: object, message: string): void };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What became of one person's messages in a round. */
interface Delivery {
  /** Sent, as one message whose id is `sentAs`. */
  sent?: { ids: string[]; sentAs: string };
  /** Put back in the queue for later (quiet hours, the cap, a retry). */
  waits: boolean;
}
const waits: Delivery = { waits: true };
/** Not sent and not to be: cancelled, given up, or nothing left to send. */
const dropped: Delivery = { waits: false };

/** The person's texts waiting to be sent changed (held, or sent or dropped after waiting). */
export function waitingChange(userId: string): Change {
  return { type: 'notification.sms-waiting', userId, actorId: null };
}

/** Runs `work` over `items`, at most `limit` at a time; a failure is thrown once all have ended. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  const failed = (await Promise.allSettled(lanes)).find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Sends the queued messages whose time has come: those of one person together as one text,
 * unless the person is in their quiet hours (then at their end) or past the day's cap (then the
 * next local day). A message the gateway accepted is never sent again: it stays `sending` until
 * its round marks everything it sent, in one statement; a refused one is tried again later, at
 * most five times over about an hour.
 */
export function createSmsSending({ db, clock, sms, appUrl, log }: SmsSendingDeps) {
  /**
   * Sends one person's messages; answers them with the message they went out as, if sent, or
   * `waits` when they were put back in the queue for later.
   */
  async function deliver(
    rows: queue.SmsMessageRow[],
    recipient: preferences.Recipient | undefined,
    sentToday: number,
    now: Date,
  ): Promise<Delivery> {
    const ids = rows.map((row) => row.id);
    if (!recipient || recipient.optedOut) {
      await queue.finish(db, ids, 'cancelled', 'the number answered STOP', now);
      return dropped;
    }
    const settings = settingsOf(recipient.preferences);
    const stillWanted = rows.filter((row) => isStillWanted(settings, row.kind));
    const unwanted = rows.filter((row) => !stillWanted.includes(row));
    await queue.finish(
      db,
      unwanted.map((row) => row.id),
      'cancelled',
      'no longer chosen',
      now,
    );
    if (stillWanted.length === 0) return dropped;
    const wantedIds = stillWanted.map((row) => row.id);

    const onlyInvitations = stillWanted.every((row) => row.kind === queue.INVITATION_KIND);
    const quietEnd = !onlyInvitations && quietHoursEnd(now, settings.timeZone, settings.quietHours);
    if (quietEnd) {
      await queue.requeue(db, wantedIds, quietEnd, now, { untried: true });
      return waits;
    }
    if (!onlyInvitations && sentToday >= SMS_DAILY_CAP) {
      // The next local day, or the end of the quiet hours it starts in (as the page says).
      const { timeZone, quietHours } = settings;
      const nextDay = localDayOf(now, timeZone).end;
      const sendAfter = quietHoursEnd(nextDay, timeZone, quietHours) ?? nextDay;
      await queue.requeue(db, wantedIds, sendAfter, now, { untried: true });
      return waits;
    }

    const [first] = stillWanted;
    if (!first) return dropped;
    const merged = stillWanted.length > 1;
    const message = merged
      ? mergedSmsText(
          stillWanted.map((row) => row.summary),
          `${appUrl.replace(/\/+$/, '')}${HOME_PATH}`,
        )
      : first.body;
    try {
      await sms.send({
        to: recipient.phoneNumber,
        message,
        kind: merged ? 'merged' : first.kind,
        notificationId: merged ? null : first.notificationId,
      });
    } catch (error) {
      const attempts = Math.max(...stillWanted.map((row) => row.attempts));
      const delay = retryDelayMs(attempts);
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, attempts }, 'an SMS could not be delivered');
      if (delay === null) {
        await queue.finish(db, wantedIds, 'failed', reason, now);
        return dropped;
      }
      await queue.requeue(db, wantedIds, new Date(now.getTime() + delay), now, { error: reason });
      return waits;
    }
    return { sent: { ids: wantedIds, sentAs: first.id }, waits: false };
  }

  /** One round: false when nothing was due. */
  async function round(now: Date): Promise<boolean> {
    const claimed = await queue.claimDueMessages(db, now, CLAIM_PEOPLE);
    if (claimed.length === 0) return false;
    const byUser = new Map<string, queue.SmsMessageRow[]>();
    // Oldest first: a merged message lists them in the order they happened.
    claimed.sort((one, other) => one.createdAt.getTime() - other.createdAt.getTime());
    for (const row of claimed) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    const userIds = [...byUser.keys()];
    const recipients = new Map(
      (await preferences.listRecipients(db, userIds)).map((r) => [r.userId, r]),
    );
    // A local day is at most 26 hours long: what was sent in the last two days covers it.
    const sent = await queue.listSentSince(db, userIds, new Date(now.getTime() - 2 * DAY_MS));
    const sentToday = (userId: string) => {
      const zone = settingsOf(recipients.get(userId)?.preferences).timeZone;
      const { start } = localDayOf(now, zone);
      return sent.filter((row) => row.userId === userId && row.sentAt && row.sentAt >= start)
        .length;
    };
    const delivered: { ids: string[]; sentAs: string }[] = [];
    /** Those whose waiting texts changed: some were held now, or had waited and are done. */
    const waitingChanged: string[] = [];
    try {
      await eachLimited([...byUser], SEND_CONCURRENCY, async ([userId, rows]) => {
        const hadWaited = rows.some((row) => row.sendAfter.getTime() > row.createdAt.getTime());
        const outcome = await deliver(rows, recipients.get(userId), sentToday(userId), now);
        if (outcome.sent) delivered.push(outcome.sent);
        if (outcome.waits || hadWaited) waitingChanged.push(userId);
      });
    } finally {
      // Also when a lane failed: what the gateway took is recorded, never sent again. The
      // people's open preferences, which say how many texts wait, hear of what moved.
      if (delivered.length > 0 || waitingChanged.length > 0) {
        await db.transaction(async (tx) => {
          await queue.markSent(tx, delivered, now);
          await recordChanges(tx, waitingChanged.map(waitingChange), now);
        });
      }
    }
    return byUser.size === CLAIM_PEOPLE;
  }

  let running: Promise<void> | null = null;

  return {
    /**
     * Sends whatever is due; a call while this instance is already sending waits for that round
     * (other instances' rounds take other rows).
     */
    async sendDue(now = clock.now()): Promise<void> {
      if (running) return running;
      running = (async () => {
        await queue.failInterrupted(
          db,
          new Date(now.getTime() - INTERRUPTED_AFTER_MS),
          INTERRUPTED_ERROR,
          now,
        );
        while (await round(now));
      })().finally(() => {
        running = null;
      });
      return running;
    },

    /** Resolves once a round running on this instance has finished. */
    async idle(): Promise<void> {
      await running?.catch(() => undefined);
    },
  };
}
