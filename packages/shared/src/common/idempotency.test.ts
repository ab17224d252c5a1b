import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MAX_LENGTH, isValidIdempotencyKey } from './idempotency';

describe('isValidIdempotencyKey', () => {
  it('accepts a UUID and any visible ASCII up to the limit', () => {
    expect(isValidIdempotencyKey('0b6f1a52-8b7e-4c55-9a36-0a2e4b1c9d10')).toBe(true);
    expect(isValidIdempotencyKey('x'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH))).toBe(true);
  });

  it('refuses empty, too long, spaces and non-ASCII keys', () => {
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1))).toBe(false);
    expect(isValidIdempotencyKey('two words')).toBe(false);
    expect(isValidIdempotencyKey('clé')).toBe(false);
  });
});
