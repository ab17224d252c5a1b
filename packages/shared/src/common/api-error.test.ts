import { describe, expect, it } from 'vitest';
import { apiErrorSchema, errorStatusByCode, statusForErrorCode, successSchema } from './api-error';

describe('error codes', () => {
  it.each([
    ['VALIDATION_FAILED', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['METHOD_NOT_ALLOWED', 405],
    ['CONFLICT', 409],
    ['IDEMPOTENCY_KEY_IN_USE', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['IDEMPOTENCY_KEY_REUSED', 422],
    ['RATE_LIMITED', 429],
    ['INTERNAL', 500],
    ['BAD_GATEWAY', 502],
    ['SERVICE_UNAVAILABLE', 503],
  ] as const)('%s answers %s', (code, status) => {
    expect(statusForErrorCode(code)).toBe(status);
  });

  it('lists every code in the table', () => {
    expect(Object.keys(errorStatusByCode)).toHaveLength(14);
  });
});

describe('apiErrorSchema', () => {
  it('reads an error body with and without details', () => {
    expect(apiErrorSchema.parse({ error: 'Title is required', code: 'VALIDATION_FAILED' })).toEqual(
      {
        error: 'Title is required',
        code: 'VALIDATION_FAILED',
      },
    );
    const withDetails = {
      error: 'Title is required',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'title', message: 'Title is required' }],
    };
    expect(apiErrorSchema.parse(withDetails)).toEqual(withDetails);
  });

  it('refuses an unknown code', () => {
    expect(apiErrorSchema.safeParse({ error: 'x', code: 'TEAPOT' }).success).toBe(false);
  });

  it('has a success answer', () => {
    expect(successSchema.parse({ success: true })).toEqual({ success: true });
    expect(successSchema.safeParse({ success: false }).success).toBe(false);
  });
});
