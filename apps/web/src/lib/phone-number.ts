import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// The phone metadata is one of the app's largest downloads: pages that may show a number before
// anything else (cards, the header) use `PersonName` or `PhoneNumberText`, which load it after.

/** A stored E.164 number in its readable international form, e.g. +1 555 123 4567. */
export function formatPhoneNumber(phoneNumber: string): string {
  return parsePhoneNumberFromString(phoneNumber)?.formatInternational() ?? phoneNumber;
}

/** How a person is named: their name, or else their phone number. */
export function personLabel(user: { name: string | null; phoneNumber: string }): string {
  return user.name?.trim() || formatPhoneNumber(user.phoneNumber);
}
