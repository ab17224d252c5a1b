import crypto from 'node:crypto';
import { smsKindOf } from '@groundwork/shared/notifications/notification-preferences';
import { notificationText } from '@groundwork/shared/notifications/rules';
import { quietHoursEnd } from '@groundwork/shared/notifications/sms-rules';
import { notificationSmsText, smsLinkOf } from '@groundwork/shared/notifications/sms-texts';
import type { ChangeConsumer } from '../../platform/changes/change-relay';
import type { Change } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import type { Clock } from '../../platform/clock';
import * as preferences from './notification-preferences.repository';
import { choosesSms, isCoveredByDigest, settingsOf } from './notification-preferences.service';
import * as queue from './sms-queue.repository';
import { shortCodeOf, targetPathOf } from './sms-links';
import { waitingChange } from './sms-sending';

type NotificationCreated = Extract<Change, { type: 'notification.created' }>;

export interface SmsConsumerDeps {
  clock: Clock;
  appUrl: string;
  /** Told when messages were queued, so that this instance sends them without waiting a tick. */
  onQueued(): void;
}

/**
 * Queues an SMS for each new notification of a kind its person chose, in the transaction that
 * moves the consumer's cursor. The notification's id is the message's unique key: a change read
 * twice (another instance, a retry after a crash) never queues a second message. Invitations are
 * texted by the invitation itself (workspaces), so `workspace_invite` notifications queue none;
 * due-date reminders and overdue notices of a person on the daily digest wait for the digest.
 */
export function smsNotificationsConsumer({
  clock,
  appUrl,
  onQueued,
}: SmsConsumerDeps): ChangeConsumer {
  return {
    name: 'sms-notifications',
    types: ['notification.created'],
    wants: (change) =>
      change.type === 'notification.created' &&
      change.notifications.some(
        (notification) => !['workspace_invite', null].includes(smsKindOf(notification.type)),
      ),
    async apply(tx, changes) {
      const texted = changes
        .map((change) => change.data)
        .filter((change): change is NotificationCreated => change.type === 'notification.created')
        .flatMap(({ userId, notifications }) =>
          notifications.map((notification) => ({ userId, notification })),
        )
        .filter(({ notification }) => {
          const kind = smsKindOf(notification.type);
          return kind !== null && kind !== 'workspace_invite';
        });
      if (texted.length === 0) return;
      const recipients = new Map(
        (await preferences.listRecipients(tx, [...new Set(texted.map((c) => c.userId))])).map(
          (recipient) => [recipient.userId, recipient],
        ),
      );
      const now = clock.now();
      // Each person's settings and quiet hours are worked out once for all their notifications.
      const people = new Map(
        [...recipients.values()].map((recipient) => {
          const settings = settingsOf(recipient.preferences);
          const sendAfter = quietHoursEnd(now, settings.timeZone, settings.quietHours) ?? now;
          return [recipient.userId, { recipient, settings, sendAfter }];
        }),
      );
      const rows: queue.NewSmsMessage[] = [];
      for (const { userId, notification } of texted) {
        const kind = smsKindOf(notification.type);
        const person = people.get(userId);
        if (!kind || !person || person.recipient.optedOut) continue;
        const { settings, sendAfter } = person;
        if (!choosesSms(settings, kind) || isCoveredByDigest(settings, kind)) continue;
        const id = crypto.randomUUID();
        const summary = notificationText(notification);
        rows.push({
          id,
          userId,
          dedupeKey: notification.id,
          kind,
          notificationId: notification.id,
          body: notificationSmsText(summary, smsLinkOf(appUrl, shortCodeOf(id))),
          summary,
          targetPath: targetPathOf(notification, kind),
          sendAfter,
          createdAt: now,
          updatedAt: now,
        });
      }
      const queued = new Set(await queue.queueMessages(tx, rows));
      if (queued.size === 0) return;
      onQueued();
      // Held by quiet hours: the person's open preferences say how many texts wait.
      const holding = rows.filter(
        (row) => row.id && queued.has(row.id) && row.sendAfter.getTime() > now.getTime(),
      );
      const holders = [...new Set(holding.map((row) => row.userId))];
      await recordChanges(tx, holders.map(waitingChange), now);
    },
  };
}
