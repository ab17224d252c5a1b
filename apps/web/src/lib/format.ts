import { once } from '@groundwork/shared/common/once';
import { formatDate, type DateInput } from '@groundwork/shared/common/relative-time';

/** The time zone the person's device counts days in (asked once, on first use: it builds a formatter). */
export const browserTimeZone = once(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/** A date as the person reading it counts days, e.g. 'Jan 5, 2025'. */
export function formatLocalDate(value: DateInput): string {
  return formatDate(value, { timeZone: browserTimeZone() });
}
