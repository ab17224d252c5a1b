import type { QuietHours } from './notification-preferences';

/**
 * When an SMS may go out, in the person's own time zone (daylight-saving changes included):
 * quiet hours, the local day of the daily cap, the daily digest's time. Time is a parameter.
 */

/** At most this many SMS a person receives in a local day, sign-in codes aside. */
export const SMS_DAILY_CAP = 10;
/** Tries of one message before it counts as undelivered. */
const SMS_MAX_ATTEMPTS = 5;
/** Waits after the 1st, 2nd, 3rd and 4th failed try: five tries over about an hour. */
const SMS_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 40 * 60_000] as const;
/** How far back undelivered messages are counted for the preferences screen. */
export const UNDELIVERED_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function localTimeOf(instant: Date, timeZone: string): LocalTime & { seconds: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, minutes: hour * 60 + minute, seconds: second };
}

/** How far the zone's clock is ahead of UTC at that instant. */
function offsetMs(instant: Date, timeZone: string): number {
  const local = localTimeOf(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes, local.seconds);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the zone's clock shows `minutes` past midnight on the given local date (days may
 * overflow: day 32 is the next month's first). A time skipped by a daylight-saving change is
 * read as the instant the clock jumps past it.
 */
function instantAt(date: Omit<LocalTime, 'minutes'>, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = wall - offsetMs(new Date(wall), timeZone);
  const second = wall - offsetMs(new Date(first), timeZone);
  if (first === second) return new Date(first);
  const shown = localTimeOf(new Date(second), timeZone).minutes;
  return new Date(shown === minutes ? second : Math.max(first, second));
}

/** "07:30" → 450. */
function minutesOfTime(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** The local date, "YYYY-MM-DD", in the zone at that instant. */
export function localDateOf(instant: Date, timeZone: string): string {
  const { year, month, day } = localTimeOf(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The local day holding `instant`, as the instants of its first moment and the next day's. */
export function localDayOf(instant: Date, timeZone: string): { start: Date; end: Date } {
  const local = localTimeOf(instant, timeZone);
  return {
    start: instantAt(local, 0, timeZone),
    end: instantAt({ ...local, day: local.day + 1 }, 0, timeZone),
  };
}

/**
 * When the quiet hours around `now` end, or null when `now` is outside them. Quiet hours may cross
 * midnight (21:00 to 08:00); equal start and end mean none.
 */
export function quietHoursEnd(now: Date, timeZone: string, quiet: QuietHours | null): Date | null {
  if (!quiet) return null;
  const start = minutesOfTime(quiet.start);
  const end = minutesOfTime(quiet.end);
  if (start === end) return null;
  const local = localTimeOf(now, timeZone);
  const inside =
    start < end
      ? local.minutes >= start && local.minutes < end
      : local.minutes >= start || local.minutes < end;
  if (!inside) return null;
  // Past midnight or in a same-day window, they end today; before midnight, tomorrow.
  const endsTomorrow = start > end && local.minutes >= start;
  const ends = instantAt({ ...local, day: local.day + (endsTomorrow ? 1 : 0) }, end, timeZone);
  // A daylight-saving change can make the computed end land before now; never answer the past.
  return ends.getTime() > now.getTime() ? ends : new Date(now.getTime() + 60_000);
}

/**
 * Whether the person's daily digest is due at `now`: their local time has reached `at` today.
 * The caller makes sure it is queued once per local date.
 */
export function isDigestDue(now: Date, timeZone: string, at: string): boolean {
  return localTimeOf(now, timeZone).minutes >= minutesOfTime(at);
}

/** The wait before the next try after `attempts` failed ones, or null when there is none left. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= SMS_MAX_ATTEMPTS) return null;
  return SMS_RETRY_DELAYS_MS[attempts - 1] ?? SMS_RETRY_DELAYS_MS.at(-1) ?? null;
}
