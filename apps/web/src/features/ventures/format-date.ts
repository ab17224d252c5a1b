import { formatDate, type DateInput } from '@groundwork/shared/common/relative-time';
import { browserTimeZone } from '../../lib/format';

/**
 * A date as the person reading it counts days, e.g. 'Jan 5, 2025'. The app's own formatter sits
 * beside the phone number formatter, whose metadata these pages have no use for.
 */
export function formatVentureDate(value: DateInput): string {
  return formatDate(value, { timeZone: browserTimeZone() });
}
