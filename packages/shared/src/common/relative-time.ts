/**
 * Relative times of 000 §2 (comments, notifications) and 000 §9 (due dates). `now` is always a
 * parameter. Dates print as 'Jan 5, 2025' (en-US, short month) in the given time zone, UTC by
 * default so that the server and tests are deterministic; the browser passes its own zone.
 */

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A Date or an ISO 8601 string, as dates come from answers and forms. */
export type DateInput = Date | string;

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

export interface DateFormatOptions {
  /** IANA time zone, e.g. 'America/New_York'. Default 'UTC'. */
  timeZone?: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    cache.set(timeZone, format);
  }
  return format;
}

/** 'Jan 5, 2025'. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const format = cachedFormat(dateFormats, options.timeZone ?? 'UTC', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return format.format(toDate(value));
}

/** 'Jan 5, 2025, 3:04 PM', for pledges (001 §2 My Pledges: date and time). */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const format = cachedFormat(dateTimeFormats, options.timeZone ?? 'UTC', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return format.format(toDate(value));
}

/** "1 minute", "2 minutes". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

// Time since `value`; a time in the future (clock skew) counts as no time at all.
function elapsedMs(value: DateInput, now: Date): number {
  return Math.max(0, now.getTime() - toDate(value).getTime());
}

/**
 * A comment's time (000 §2 Comments): 'Just now' under a minute, then '1 minute ago' /
 * 'N minutes ago', '1 hour ago' / 'N hours ago', '1 day ago' / 'N days ago' under 7 days,
 * else the date. Units are whole and rounded down.
 */
export function commentRelativeTime(
  createdAt: DateInput,
  now: Date,
  options: DateFormatOptions = {},
): string {
  const elapsed = elapsedMs(createdAt, now);
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${pluralize(Math.floor(elapsed / MINUTE_MS), 'minute')} ago`;
  if (elapsed < DAY_MS) return `${pluralize(Math.floor(elapsed / HOUR_MS), 'hour')} ago`;
  if (elapsed < 7 * DAY_MS) return `${pluralize(Math.floor(elapsed / DAY_MS), 'day')} ago`;
  return formatDate(createdAt, options);
}

/** A notification's time (000 §2 Notifications): 'Just now', 'Nm ago', 'Nh ago', 'Nd ago'. */
export function compactRelativeTime(createdAt: DateInput, now: Date): string {
  const elapsed = elapsedMs(createdAt, now);
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

/**
 * Whole days until a due date, rounded up: 0 on the due day itself (from its midnight until the
 * next), 1 for tomorrow, negative once a full day has passed. The form sends a due date as the
 * chosen day's midnight, so this is the calendar-day difference for the person who set it.
 */
export function daysUntilDue(dueDate: DateInput, now: Date): number {
  // + 0 turns Math.ceil's -0 into 0.
  return Math.ceil((toDate(dueDate).getTime() - now.getTime()) / DAY_MS) + 0;
}

/** The longest horizon 'Due in N days' is used for; beyond it the date is shown. */
const DUE_IN_DAYS_MAX = 7;

/**
 * The due-date phrase of 000 §9: 'Overdue by 1 day' / 'Overdue by N days', 'Due today',
 * 'Due tomorrow', 'Due in N days' up to 7, otherwise the date ('Jan 5, 2025').
 */
export function relativeDueText(
  dueDate: DateInput,
  now: Date,
  options: DateFormatOptions = {},
): string {
  const days = daysUntilDue(dueDate, now);
  if (days < 0) return `Overdue by ${pluralize(-days, 'day')}`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days <= DUE_IN_DAYS_MAX) return `Due in ${days} days`;
  return formatDate(dueDate, options);
}
