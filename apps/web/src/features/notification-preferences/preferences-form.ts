import { z } from 'zod';
import {
  defaultNotificationPreferences,
  preferenceMessages,
  smsChoicesSchema,
  smsKinds,
  timeZoneSchema,
  type NotificationPreferences,
  type SmsKind,
  type UpdateNotificationPreferences,
  type WaitingSms,
} from '@groundwork/shared/notifications/notification-preferences';
import { localDateOf, localDayOf, SMS_DAILY_CAP } from '@groundwork/shared/notifications/sms-rules';

/** What each SMS kind is called on the screen. */
export const smsKindLabels: Record<SmsKind, string> = {
  task_assignment: 'Task assigned to me',
  due_date_reminder: 'Due date reminders',
  overdue_task: 'Overdue tasks',
  task_comment: 'Comments on my tasks',
  task_mention: 'Mentions',
  project_update: 'Project updates',
  workspace_invite: 'Workspace invitations',
  venture_update: 'Venture updates',
};

const timeOfDay = (field: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${field} ${preferenceMessages.time}`);

/**
 * The form's shape: quiet hours and the digest keep their times while switched off, so turning
 * them back on shows what was there. Times are checked only where they are used.
 */
export const preferencesFormSchema = z
  .object({
    timeZone: timeZoneSchema,
    quietHoursEnabled: z.boolean(),
    quietStart: z.string(),
    quietEnd: z.string(),
    sms: smsChoicesSchema,
    digestEnabled: z.boolean(),
    digestAt: z.string(),
  })
  .superRefine((values, context) => {
    const check = (path: 'quietStart' | 'quietEnd' | 'digestAt', field: string) => {
      const result = timeOfDay(field).safeParse(values[path]);
      if (!result.success) {
        context.addIssue({
          code: 'custom',
          path: [path],
          message: result.error.issues[0]?.message,
        });
      }
    };
    if (values.quietHoursEnabled) {
      check('quietStart', 'Start time');
      check('quietEnd', 'End time');
    }
    if (values.digestEnabled) check('digestAt', 'Digest time');
  });

export type PreferencesFormValues = z.infer<typeof preferencesFormSchema>;

export function toFormValues(preferences: NotificationPreferences): PreferencesFormValues {
  const quietHours = preferences.quietHours ?? defaultNotificationPreferences.quietHours;
  return {
    timeZone: preferences.timeZone,
    quietHoursEnabled: preferences.quietHours !== null,
    quietStart: quietHours.start,
    quietEnd: quietHours.end,
    sms: { ...preferences.sms },
    digestEnabled: preferences.dailyDigest.enabled,
    digestAt: preferences.dailyDigest.at,
  };
}

/**
 * The PUT body: only what differs from the saved preferences. Quiet hours go whole (or null when
 * switched off); SMS kinds and the digest only by the keys that changed. Empty when nothing did.
 */
export function changedPreferences(
  saved: NotificationPreferences,
  values: PreferencesFormValues,
): UpdateNotificationPreferences {
  const changes: UpdateNotificationPreferences = {};
  if (values.timeZone !== saved.timeZone) changes.timeZone = values.timeZone;

  const quietHours = values.quietHoursEnabled
    ? { start: values.quietStart, end: values.quietEnd }
    : null;
  if (
    (quietHours === null) !== (saved.quietHours === null) ||
    (quietHours &&
      saved.quietHours &&
      (quietHours.start !== saved.quietHours.start || quietHours.end !== saved.quietHours.end))
  ) {
    changes.quietHours = quietHours;
  }

  const sms = Object.fromEntries(
    smsKinds
      .filter((kind) => values.sms[kind] !== saved.sms[kind])
      .map((kind) => [kind, values.sms[kind]]),
  );
  if (Object.keys(sms).length > 0) changes.sms = sms;

  const dailyDigest: UpdateNotificationPreferences['dailyDigest'] = {};
  if (values.digestEnabled !== saved.dailyDigest.enabled)
    dailyDigest.enabled = values.digestEnabled;
  // The time shows, and counts, only while the digest is on.
  if (values.digestEnabled && values.digestAt !== saved.dailyDigest.at) {
    dailyDigest.at = values.digestAt;
  }
  if (Object.keys(dailyDigest).length > 0) changes.dailyDigest = dailyDigest;

  return changes;
}

/** '7:00 AM' in the zone, e.g. for the time waiting texts go out. */
function timeOfDayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    instant,
  );
}

/** 'at 7:00 AM' today, 'tomorrow at 7:00 AM', else 'on Mar 13 at 7:00 AM', in the person's zone. */
function sendTimeText(instant: Date, now: Date, timeZone: string): string {
  const at = `at ${timeOfDayIn(instant, timeZone)}`;
  const day = localDateOf(instant, timeZone);
  if (day === localDateOf(now, timeZone)) return at;
  if (day === localDateOf(localDayOf(now, timeZone).end, timeZone)) return `tomorrow ${at}`;
  const date = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' });
  return `on ${date.format(instant)} ${at}`;
}

/**
 * What the preferences say of the texts waiting to be sent, in the person's time zone (the one
 * quiet hours follow): '2 texts are waiting and will be sent at 7:00 AM'; when they are due at
 * different times, when the first is. Null when none waits.
 */
export function waitingText(waiting: WaitingSms, now: Date, timeZone: string): string | null {
  const { count, firstSendAt, lastSendAt } = waiting;
  if (count === 0 || !firstSendAt) return null;
  const when = sendTimeText(new Date(firstSendAt), now, timeZone);
  if (count === 1) return `1 text is waiting and will be sent ${when}`;
  return firstSendAt === lastSendAt
    ? `${count} texts are waiting and will be sent ${when}`
    : `${count} texts are waiting; the first will be sent ${when}`;
}

/** Why texts wait, under the count. */
export const waitingReason = `Texts wait during quiet hours, and once ${SMS_DAILY_CAP} have gone out in a day; those due together go out as one.`;

/** "1 message could not be delivered", "2 messages could not be delivered". */
export function undeliveredText(count: number): string {
  return `${count} ${count === 1 ? 'message' : 'messages'} could not be delivered`;
}

/**
 * The zones this browser knows, with `extra` among them even when its list leaves them out (it
 * may name a zone by an older or newer name than the one saved or reported).
 */
export function timeZoneOptions(extra: readonly string[]): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const missing = extra.filter(
    (zone, index) => zone && !known.includes(zone) && extra.indexOf(zone) === index,
  );
  return missing.length === 0 ? known : [...missing, ...known].sort();
}
