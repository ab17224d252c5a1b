import type { ChangeRelay } from '../../platform/changes/change-relay';
import type { Queryable } from '../../platform/database';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import type { ScheduledJob } from '../../platform/scheduler';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { createNotificationPreferencesService } from './notification-preferences.service';
import { smsNotificationsConsumer } from './sms-notifications.consumer';
import { createSmsDigest } from './sms-digest';
import { createSmsSending } from './sms-sending';
import { HOME_PATH, idOfShortCode } from './sms-links';
import * as queue from './sms-queue.repository';

export interface SmsNotificationsDeps {
  db: Database;
  clock: Clock;
  relay: ChangeRelay;
  sms: SmsSender;
  /** The app's public address, for the links in messages. */
  appUrl: string;
  /**
   * Send what was just queued on this instance without waiting for the scheduler's next tick
   * (off in tests, which run the jobs at the times they choose).
   */
  sendAtOnce: boolean;
  log: {
    warn(payload: object, message: string): void;
    error(payload: object, message: string): void;
  };
}

/** How long queueing waits for more before sending at once: one message for a burst. */
const NUDGE_DELAY_MS = 250;

/** An invitation's text, queued in the invitation's transaction. */
export interface InvitationSms {
  /** The invitee. */
  userId: string;
  /** Names this invitation alone (the membership row and when it was invited): sent once. */
  key: string;
  /** The whole text, and its line when merged with the person's other messages. */
  body: string;
  summary: string;
  now: Date;
}

/**
 * SMS for the notifications people chose (DECISIONS.md "SMS"): their preferences, the consumer
 * that queues a message per notification, the digest and sending jobs, and the opt-out list.
 */
export function createSmsNotifications(deps: SmsNotificationsDeps) {
  const { db, clock, relay, sms, appUrl, log } = deps;
  const preferencesService = createNotificationPreferencesService({ db, clock });
  const sending = createSmsSending({ db, clock, sms, appUrl, log });
  const digest = createSmsDigest({ db, appUrl });
  let nudge: NodeJS.Timeout | null = null;
  let closed = false;

  function sendSoon() {
    if (!deps.sendAtOnce || closed || nudge) return;
    nudge = setTimeout(() => {
      nudge = null;
      sending.sendDue().catch((error: unknown) => log.error({ err: error }, 'SMS sending failed'));
    }, NUDGE_DELAY_MS);
    nudge.unref();
  }

  relay.addConsumer(smsNotificationsConsumer({ clock, appUrl, onQueued: sendSoon }));

  /** Registered after the change relay's job, so a tick sends what its reminders queued. */
  const jobs: ScheduledJob[] = [
    { name: 'sms-digest', run: async (now) => void (await digest.queueDueDigests(now)) },
    { name: 'sms-sending', run: (now) => sending.sendDue(now) },
  ];

  /**
   * The invitation's one text, queued in the transaction that writes the invitation: it goes out
   * by the queue (retries while the gateway refuses it; not held by quiet hours nor counted in the
   * cap), so a crash after the commit delays it but cannot lose it, and its key keeps it to one
   * message.
   */
  const invitationSms = {
    allowsInvitationSms: preferencesService.allowsInvitationSms,
    async queue(tx: Queryable, invitation: InvitationSms): Promise<void> {
      const { userId, key, body, summary, now } = invitation;
      const queued = await queue.queueMessages(tx, [
        {
          userId,
          dedupeKey: `invite:${key}`,
          kind: queue.INVITATION_KIND,
          body,
          summary,
          targetPath: HOME_PATH,
          sendAfter: now,
          createdAt: now,
          updatedAt: now,
        },
      ]);
      if (queued.length > 0) sendSoon();
    },
  };

  return {
    preferencesService,
    invitationSms,
    jobs,
    sendDue: sending.sendDue,
    async findLinkTarget(code: string): Promise<string | null> {
      const id = idOfShortCode(code);
      return id ? ((await queue.findTargetPath(db, id)) ?? null) : null;
    },
    async close() {
      closed = true;
      if (nudge) clearTimeout(nudge);
      nudge = null;
      await sending.idle();
    },
  };
}
