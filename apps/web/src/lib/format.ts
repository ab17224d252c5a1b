import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { formatDate, type DateInput } from '@groundwork/shared/common/relative-time';

/** A stored E.164 number in its readable international form, e.g. +1 555 123 4567. */
export function formatPhoneNumber(phoneNumber: string): string {
  return parsePhoneNumberFromString(phoneNumber)?.formatInternational() ?? phoneNumber;
}

const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A date as the person reading it counts days, e.g. 'Jan 5, 2025'. */
export function formatLocalDate(value: DateInput): string {
  return formatDate(value, { timeZone: browserTimeZone });
}
