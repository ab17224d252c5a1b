import { describe, expect, it } from 'vitest';
import {
  e164PhoneNumberSchema,
  formatInvitePhoneInput,
  invitePhoneForRequest,
  phoneMessages,
  phoneNumberSchema,
  toE164,
} from './phone';

const messagesOf = (
  schema: typeof phoneNumberSchema | typeof e164PhoneNumberSchema,
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('phoneNumberSchema (000 §5)', () => {
  it.each([
    ['555123456', [phoneMessages.tooShort]],
    ['5551234567', []],
    ['+1 (555) 12-34', []],
    ['+44 20 7946 09', []],
    ['123456789012345', []],
    ['1234567890123456', [phoneMessages.tooLong]],
    ['555-123-4567', []],
    ['555.123.4567', [phoneMessages.invalidFormat]],
    ['5551234567+', [phoneMessages.invalidFormat]],
    ['phone 5551234', [phoneMessages.invalidFormat]],
    ['  5551234567  ', []],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(phoneNumberSchema, value)).toEqual(expected);
  });
});

describe('toE164 and e164PhoneNumberSchema', () => {
  it.each([
    ['5551234567', '+15551234567'],
    ['(555) 123-4567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 555', null],
    ['12', null],
  ])('toE164(%j) → %j', (value, expected) => {
    expect(toE164(value)).toBe(expected);
  });

  it('normalises a valid number and refuses an impossible one', () => {
    expect(e164PhoneNumberSchema.parse('(555) 123-4567')).toBe('+15551234567');
    expect(messagesOf(e164PhoneNumberSchema, '+999 1234567')).toEqual([
      phoneMessages.invalidFormat,
    ]);
  });
});

describe('formatInvitePhoneInput (000 §2 Invite form)', () => {
  // One row per number of digits typed, 0 to 11.
  it.each([
    ['', ''],
    ['5', '+1 (5'],
    ['55', '+1 (55'],
    ['555', '+1 (555'],
    ['5551', '+1 (555) 1'],
    ['55512', '+1 (555) 12'],
    ['555123', '+1 (555) 123'],
    ['5551234', '+1 (555) 123-4'],
    ['55512345', '+1 (555) 123-45'],
    ['555123456', '+1 (555) 123-456'],
    ['5551234567', '+1 (555) 123-4567'],
    ['44207946095', '+44207946095'],
  ])('%j → %j', (typed, expected) => {
    expect(formatInvitePhoneInput(typed)).toBe(expected);
  });

  it.each([
    ['+1 (555) 123-4567', '+1 (555) 123-4567'],
    ['+1 (555) 123-45678', '+55512345678'],
    ['+1 (555) 123-456', '+1 (555) 123-456'],
    ['+1 (555) ', '+1 (555'],
    ['+1 (', ''],
    ['+', ''],
    ['(555) 123-4567', '+1 (555) 123-4567'],
    ['+1 555 123 4567', '+1 (555) 123-4567'],
    ['+15551234567', '+15551234567'],
    ['+442079460958', '+442079460958'],
    ['+4420794609', '+1 (442) 079-4609'],
  ])('re-formats its own output and pasted text: %j → %j', (value, expected) => {
    expect(formatInvitePhoneInput(value)).toBe(expected);
  });

  it('is stable: formatting the formatted value changes nothing', () => {
    let value = '';
    for (const digit of '5551234567') {
      value = formatInvitePhoneInput(value + digit);
      expect(formatInvitePhoneInput(value)).toBe(value);
    }
    expect(value).toBe('+1 (555) 123-4567');
  });
});

describe('invitePhoneForRequest', () => {
  it.each([
    ['', ''],
    ['+1 (555) 123-4567', '+15551234567'],
    ['+1 (555', '+1555'],
    ['+442079460958', '+442079460958'],
  ])('%j → %j', (value, expected) => {
    expect(invitePhoneForRequest(value)).toBe(expected);
  });

  it('gives what the invite schema accepts', () => {
    expect(e164PhoneNumberSchema.parse(invitePhoneForRequest('+1 (555) 123-4567'))).toBe(
      '+15551234567',
    );
  });
});
