import { formatDate, type DateInput } from '@groundwork/shared/common/relative-time';

const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A date as the person reading it counts days, e.g. 'Jan 5, 2025'. */
export function formatLocalDate(value: DateInput): string {
  return formatDate(value, { timeZone: browserTimeZone });
}
