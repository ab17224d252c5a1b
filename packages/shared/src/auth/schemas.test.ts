import { describe, expect, it } from 'vitest';
import { phoneMessages } from '../common/phone';
import {
  authSettingsSchema,
  meResponseSchema,
  otpCodeSchema,
  registerInputSchema,
  updateMeInputSchema,
  verifyInputSchema,
  verifyResponseSchema,
} from './schemas';
import { otpMessages, otpPolicy, authMessages } from './constants';

const ID = '11111111-1111-4111-8111-111111111111';
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('otpCodeSchema (000 §5)', () => {
  it.each([
    ['123456', []],
    ['000000', []],
    ['12345', [otpMessages.length]],
    ['1234567', [otpMessages.length]],
    ['12a456', [otpMessages.digitsOnly]],
    ['12 456', [otpMessages.digitsOnly]],
  ])('%j → %j', (code, expected) => {
    expect(messagesOf(otpCodeSchema.safeParse(code))).toEqual(expected);
  });
});

describe('sign-in contracts', () => {
  it('normalises the phone on register and verify', () => {
    expect(registerInputSchema.parse({ phoneNumber: '(555) 123-4567' })).toEqual({
      phoneNumber: '+15551234567',
    });
    expect(verifyInputSchema.parse({ phoneNumber: '5551234567', code: '123456' })).toEqual({
      phoneNumber: '+15551234567',
      code: '123456',
    });
    expect(messagesOf(registerInputSchema.safeParse({ phoneNumber: '123' }))).toEqual([
      phoneMessages.tooShort,
    ]);
  });

  it.each([
    ['  Ada  ', []],
    ['   ', [authMessages.nameRequired]],
    ['a'.repeat(100), []],
    ['a'.repeat(101), [authMessages.nameTooLong]],
  ])('display name %j → %j', (name, expected) => {
    expect(messagesOf(updateMeInputSchema.safeParse({ name }))).toEqual(expected);
  });

  it('reads the verify and me answers', () => {
    const user = { id: ID, name: null, phoneNumber: '+15551234567' };
    expect(verifyResponseSchema.parse({ sessionToken: 'token', user })).toEqual({
      sessionToken: 'token',
      user,
    });
    const session = {
      id: ID,
      createdAt: '2025-01-01T00:00:00.000Z',
      expiresAt: '2025-01-31T00:00:00.000Z',
    };
    expect(meResponseSchema.parse({ user, session })).toEqual({ user, session });
    expect(authSettingsSchema.parse({ codesPrintedToTerminal: true })).toEqual({
      codesPrintedToTerminal: true,
    });
  });

  it('limits codes as DECISIONS.md says', () => {
    expect(otpPolicy).toEqual({
      codeTtlMs: 600_000,
      maxWrongGuesses: 5,
      minIntervalPerPhoneMs: 30_000,
      maxPerPhonePerHour: 5,
      maxPerIpPerHour: 20,
    });
  });
});
