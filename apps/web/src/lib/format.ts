import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A stored E.164 number in its readable international form, e.g. +1 555 123 4567. */
export function formatPhoneNumber(phoneNumber: string): string {
  return parsePhoneNumberFromString(phoneNumber)?.formatInternational() ?? phoneNumber;
}
