/**
 * Sign-in's messages and limits on codes and sessions. Plain values: zod stays in schemas.ts (see
 * tasks/constants.ts).
 */

export const otpMessages = {
  length: 'OTP must be exactly 6 digits',
  digitsOnly: 'OTP must contain only numbers',
} as const;

/** Messages the sign-in API answers with (DECISIONS.md "Sign-in and sessions"). */
export const authMessages = {
  invalidCode: 'Invalid or expired code',
  tooManyAttempts: 'Too many attempts. Request a new code.',
  tooManyRequests: 'Too many requests. Please try again later.',
  invalidSession: 'Invalid or expired session',
  sendFailed: 'Failed to send OTP',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
} as const;

export const DISPLAY_NAME_MAX_LENGTH = 100;

/** Limits on sign-in codes (DECISIONS.md "Sign-in and sessions"). */
export const otpPolicy = {
  codeTtlMs: 10 * 60 * 1000,
  maxWrongGuesses: 5,
  minIntervalPerPhoneMs: 30 * 1000,
  maxPerPhonePerHour: 5,
  maxPerIpPerHour: 20,
} as const;

/** A session is extended on use at most this often. */
export const SESSION_EXTEND_INTERVAL_MS = 60 * 60 * 1000;

export const DEV_MODE_CODE_HINT = "Development mode: the code is printed in the server's terminal.";
