import { z } from 'zod';
import { isOneOf } from '../common/guards';
import { textInputSchema, timestampSchema } from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import { ventureNotificationTypes } from '../ventures/rules';

/**
 * A person's notification preferences: which kinds of notification also reach them by SMS, their
 * time zone and quiet hours, and the daily digest. GET and PUT /api/notification-preferences.
 */

/** The kinds a person chooses SMS for; `venture_update` stands for every venture notification. */
export const smsKinds = [
  'task_assignment',
  'due_date_reminder',
  'overdue_task',
  'task_comment',
  'task_mention',
  'project_update',
  'workspace_invite',
  'venture_update',
] as const;
export type SmsKind = (typeof smsKinds)[number];

const ventureTypes: readonly string[] = Object.values(ventureNotificationTypes);

/** The SMS kind a notification's type belongs to, or null when no SMS is ever sent for it. */
export function smsKindOf(notificationType: string): SmsKind | null {
  if (ventureTypes.includes(notificationType)) return 'venture_update';
  return isOneOf(smsKinds, notificationType) ? notificationType : null;
}

export const preferenceMessages = {
  timeZone: 'timeZone must be an IANA time zone, such as America/Chicago',
  time: 'must be a time of day as HH:MM (24-hour)',
  saved: 'Preferences saved',
  loadFailed: 'Failed to load preferences. Please try again.',
} as const;

/** True when the runtime knows `name` as an IANA time zone. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

export const timeZoneSchema = textInputSchema('Time zone', {
  error: preferenceMessages.timeZone,
})
  .refine(isTimeZone, { message: preferenceMessages.timeZone })
  .meta({ description: 'An IANA time zone name, such as America/Chicago; any other is refused.' });

/** A time of day, "HH:MM", 00:00 to 23:59; `field` names it in the message. */
const timeOfDay = (field: string) =>
  z
    .string({ error: `${field} ${preferenceMessages.time}` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: `${field} ${preferenceMessages.time}` });

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** An object that refuses fields it does not know, naming them; `what` names the object. */
function closedObject<T extends z.ZodRawShape>(shape: T, what: string, unknownLabel = 'field') {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        return `${what ? `${what}: ` : ''}unknown ${unknownLabel} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
      }
      return what ? `${what} must be an object` : undefined;
    },
  });
}

const quietHoursSchema = closedObject(
  { start: timeOfDay('quietHours.start'), end: timeOfDay('quietHours.end') },
  'quietHours',
);
export type QuietHours = z.infer<typeof quietHoursSchema>;

const smsChoicesShape = Object.fromEntries(
  smsKinds.map((kind) => [kind, flag(`sms.${kind}`)]),
) as Record<SmsKind, z.ZodBoolean>;
export const smsChoicesSchema = closedObject(smsChoicesShape, 'sms', 'kind');
export type SmsChoices = z.infer<typeof smsChoicesSchema>;

const dailyDigestSchema = closedObject(
  { enabled: flag('dailyDigest.enabled'), at: timeOfDay('dailyDigest.at') },
  'dailyDigest',
);

export const notificationPreferencesSchema = componentSchema('NotificationPreferences', {
  timeZone: timeZoneSchema,
  quietHours: quietHoursSchema.nullable(),
  sms: smsChoicesSchema,
  dailyDigest: dailyDigestSchema,
  /** Follows STOP and START sent by SMS; read-only through the API. */
  smsOptedOut: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT answers the whole object; every field is optional and `sms` may name only some kinds. */
export const updateNotificationPreferencesSchema = closedObject(
  {
    timeZone: timeZoneSchema.optional(),
    quietHours: quietHoursSchema.nullable().optional(),
    sms: closedObject(
      Object.fromEntries(smsKinds.map((kind) => [kind, flag(`sms.${kind}`).optional()])) as Record<
        SmsKind,
        z.ZodOptional<z.ZodBoolean>
      >,
      'sms',
      'kind',
    ).optional(),
    dailyDigest: closedObject(
      {
        enabled: flag('dailyDigest.enabled').optional(),
        at: timeOfDay('dailyDigest.at').optional(),
      },
      'dailyDigest',
    ).optional(),
  },
  '',
);
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** What a person has before they change anything (the issue's defaults). */
export const defaultNotificationPreferences = {
  quietHours: { start: '21:00', end: '08:00' },
  sms: {
    task_assignment: true,
    due_date_reminder: true,
    overdue_task: true,
    task_comment: false,
    task_mention: false,
    project_update: false,
    workspace_invite: true,
    venture_update: false,
  },
  dailyDigest: { enabled: false, at: '07:00' },
} as const satisfies Omit<NotificationPreferences, 'timeZone' | 'smsOptedOut'>;

/** Before the browser has told the server where the person is. */
export const fallbackTimeZone = 'UTC';

/**
 * GET /api/notification-preferences/undelivered: the person's messages that could not be delivered
 * after every retry, in the last 30 days, so the preferences screen can say so.
 */
export const undeliveredSmsSchema = z
  .object({ count: z.number().int().nonnegative() })
  .meta({ id: 'UndeliveredSms' });
export type UndeliveredSms = z.infer<typeof undeliveredSmsSchema>;

/**
 * GET /api/notification-preferences/waiting: the person's texts waiting to be sent (held by quiet
 * hours or the day's cap, or waiting to be tried again), those that would still go out as the
 * preferences now stand, with when the first and the last of them are due.
 */
export const waitingSmsSchema = componentSchema('WaitingSms', {
  count: z.number().int().nonnegative(),
  /** When the first of them is due; null when none waits. */
  firstSendAt: timestampSchema.nullable(),
  /** When the last of them is due (the same as the first when they go out together). */
  lastSendAt: timestampSchema.nullable(),
});
export type WaitingSms = z.infer<typeof waitingSmsSchema>;
