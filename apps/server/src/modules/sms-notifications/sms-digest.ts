import crypto from 'node:crypto';
import { DUE_SOON_WINDOW_MS } from '@groundwork/shared/common/constants';
import { isDigestDue, localDateOf } from '@groundwork/shared/notifications/sms-rules';
import { digestSmsText, smsLinkOf } from '@groundwork/shared/notifications/sms-texts';
import type { Database } from '../../platform/database';
import * as preferences from './notification-preferences.repository';
import { settingsOf } from './notification-preferences.service';
import * as queue from './sms-queue.repository';
import { HOME_PATH, shortCodeOf } from './sms-links';

export interface SmsDigestDeps {
  db: Database;
  appUrl: string;
}

/**
 * Queues the daily digest of each person who turned it on, once their local time reaches the time
 * they chose: one message per person and local date (its key), listing their tasks due within 24
 * hours or overdue. Nothing is queued for a person with no such task. Quiet hours and the cap
 * apply when it is sent, as to any message.
 */
export function createSmsDigest({ db, appUrl }: SmsDigestDeps) {
  return {
    async queueDueDigests(now: Date): Promise<number> {
      const due = (await preferences.listDigestRecipients(db))
        .filter((recipient) => !recipient.optedOut)
        .map((recipient) => {
          const settings = settingsOf(recipient.preferences);
          const key = `digest:${recipient.userId}:${localDateOf(now, settings.timeZone)}`;
          return { recipient, settings, key };
        })
        .filter(({ settings }) => isDigestDue(now, settings.timeZone, settings.dailyDigest.at));
      const queued = await queue.listExistingKeys(
        db,
        due.map(({ key }) => key),
      );
      const waiting = due.filter(({ key }) => !queued.has(key));
      if (waiting.length === 0) return 0;
      const tasks = await queue.listDigestTasks(
        db,
        waiting.map(({ recipient }) => recipient.userId),
        new Date(now.getTime() + DUE_SOON_WINDOW_MS),
      );
      const rows: queue.NewSmsMessage[] = [];
      for (const { recipient, key } of waiting) {
        const own = tasks.filter((task) => task.userId === recipient.userId);
        if (own.length === 0) continue;
        const id = crypto.randomUUID();
        const listed = own.map((task) => ({
          title: task.title,
          overdue: task.dueDate !== null && task.dueDate.getTime() < now.getTime(),
        }));
        const body = digestSmsText(listed, smsLinkOf(appUrl, shortCodeOf(id)));
        rows.push({
          id,
          userId: recipient.userId,
          dedupeKey: key,
          kind: queue.DIGEST_KIND,
          body,
          summary: `${own.length} ${own.length === 1 ? 'task' : 'tasks'} due soon or overdue`,
          targetPath: HOME_PATH,
          sendAfter: now,
          createdAt: now,
          updatedAt: now,
        });
      }
      return (await queue.queueMessages(db, rows)).length;
    },
  };
}
