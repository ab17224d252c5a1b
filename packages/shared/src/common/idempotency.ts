/**
 * Idempotency keys: a client that may send the same change twice (a queued offline change sent
 * again after a lost answer) names it with a key, and the server applies it once.
 */

const HOUR_MS = 60 * 60 * 1_000;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Sent with a repeated answer, so a client can tell it from a fresh one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** Visible ASCII only: a key travels in a header and is compared byte for byte. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A key and its answer are kept at least this long; a repeat after that runs again. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * HOUR_MS;

export function isValidIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY_PATTERN.test(key);
}

export const idempotencyMessages = {
  invalidKey: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters`,
  reusedKey: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed',
} as const;
