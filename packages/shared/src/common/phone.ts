import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

export const phoneMessages = {
  tooShort: 'Phone number must be at least 10 digits',
  tooLong: 'Phone number must be at most 15 digits',
  invalidFormat: 'Invalid phone number format',
} as const;

export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 15;

// An optional plus, then digits, spaces, hyphens and parentheses (000 §5).
const phoneCharacters = /^\+?[\d\s\-()]+$/;

/** The phone number as a person types it, checked with the messages of 000 §5. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .min(PHONE_MIN_LENGTH, phoneMessages.tooShort)
  .max(PHONE_MAX_LENGTH, phoneMessages.tooLong)
  .regex(phoneCharacters, phoneMessages.invalidFormat);

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
