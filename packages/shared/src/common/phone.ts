import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './constants';

export { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH };

export const phoneMessages = {
  tooShort: 'Phone number must be at least 10 digits',
  tooLong: 'Phone number must be at most 15 digits',
  invalidFormat: 'Invalid phone number format',
} as const;

// An optional plus, then digits, spaces, hyphens and parentheses (000 §5).
export const phoneCharacters = /^\+?[\d\s\-()]+$/;

/** What the OpenAPI document says of a phone number field beyond its length and characters. */
export const phoneNumberDescription =
  'A phone number as typed: without "+" it is read as a US number. It must be a possible number ' +
  'for its country (a US number has 10 digits); it is stored in E.164 form.';

/** The phone number as a person types it, checked with the messages of 000 §5. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .min(PHONE_MIN_LENGTH, phoneMessages.tooShort)
  .max(PHONE_MAX_LENGTH, phoneMessages.tooLong)
  .regex(phoneCharacters, phoneMessages.invalidFormat)
  .meta({ description: phoneNumberDescription });

/**
 * The E.164 form of a phone number (a number without "+" is read as US),
 * or null when it is not a possible number.
 */
export function toE164(phoneNumber: string): string | null {
  const parsed = parsePhoneNumberFromString(phoneNumber.trim(), 'US');
  if (!parsed || !parsed.isPossible()) return null;
  return parsed.number;
}

/** A phone number as typed, validated and normalised to E.164. */
export const e164PhoneNumberSchema = phoneNumberSchema.transform((value, ctx) => {
  const normalised = toE164(value);
  if (normalised === null) {
    ctx.addIssue({ code: 'custom', message: phoneMessages.invalidFormat });
    return z.NEVER;
  }
  return normalised;
});

const US_NATIONAL_DIGITS = 10;

/**
 * The national digits of what is in the invite phone field. A value that starts with "+1" and
 * then a space or "(" is this formatter's own output, so its "+1" is the country code, not a typed digit.
 */
function typedInviteDigits(value: string): string {
  const ownFormat = /^\+1[\s(]/.test(value);
  const digits = value.replace(/\D/g, '');
  return ownFormat ? digits.slice(1) : digits;
}

/**
 * Formats the invite form's phone field while typing (000 §2 Invite form): up to 10 digits as
 * "+1 (xxx) xxx-xxxx", filled from the left ("+1 (55", "+1 (555) 1", "+1 (555) 123-4"),
 * more than 10 as "+" and the digits. No digits gives an empty field.
 */
export function formatInvitePhoneInput(value: string): string {
  const digits = typedInviteDigits(value);
  if (digits.length === 0) return '';
  if (digits.length > US_NATIONAL_DIGITS) return `+${digits}`;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `+1 (${area}`;
  if (digits.length <= 6) return `+1 (${area}) ${exchange}`;
  return `+1 (${area}) ${exchange}-${line}`;
}

/**
 * What the invite form sends for a formatted phone field: "+1" and the 10 digits, or "+" and the
 * digits typed when there are more. The server then validates and normalises it to E.164.
 */
export function invitePhoneForRequest(value: string): string {
  const digits = typedInviteDigits(value);
  if (digits.length === 0) return '';
  return digits.length > US_NATIONAL_DIGITS ? `+${digits}` : `+1${digits}`;
}
