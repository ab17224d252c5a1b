import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanQuerySchema,
  idParamsSchema,
  optionalQueryParam,
  optionalTextInputSchema,
  optionalWorkspaceQuerySchema,
  textInputSchema,
  timestampInputSchema,
  timestampSchema,
} from './schemas';
import { ALLOWED_TEXT_PATTERN, textMessages } from './text';

const ID = '11111111-1111-4111-8111-111111111111';

describe('common schemas', () => {
  it('reads ids as UUIDs', () => {
    expect(idParamsSchema.safeParse({ id: ID }).success).toBe(true);
    expect(idParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
  ])('boolean query %j → %s', (value, expected) => {
    expect(booleanQuerySchema.parse(value)).toBe(expected);
  });

  it('refuses boolean query values other than true and false', () => {
    expect(booleanQuerySchema.safeParse('yes').success).toBe(false);
  });

  it('reads an absent query value as none and refuses an empty one, naming it', () => {
    const schema = z.object({ status: optionalQueryParam('status', z.enum(['a', 'b'])) });
    expect(schema.parse({})).toEqual({ status: undefined });
    expect(schema.parse({ status: 'a' })).toEqual({ status: 'a' });
    expect(schema.safeParse({ status: 'c' }).success).toBe(false);
    expect(schema.safeParse({ status: '' }).error?.issues).toEqual([
      expect.objectContaining({
        path: ['status'],
        message: textMessages.emptyQueryParam('status'),
      }),
    ]);
    expect(optionalWorkspaceQuerySchema.safeParse({ workspaceId: '' }).success).toBe(false);
  });

  it('answers UTC timestamps and accepts offsets in requests', () => {
    expect(timestampSchema.safeParse('2025-01-05T00:00:00.000Z').success).toBe(true);
    expect(timestampSchema.safeParse('2025-01-05T00:00:00+02:00').success).toBe(false);
    const input = timestampInputSchema('Bad date');
    expect(input.safeParse('2025-01-05T00:00:00+02:00').success).toBe(true);
    expect(input.safeParse('2025-01-05').error?.issues[0]?.message).toBe('Bad date');
  });

  it.each([
    ['  hello  ', 'hello'],
    ['   ', null],
    ['', null],
    [null, null],
    [undefined, undefined],
  ])('optional text %j → %j', (value, expected) => {
    expect(optionalTextInputSchema('Note', 10, 'Too long').parse(value)).toBe(expected);
  });

  it('limits optional text after trimming', () => {
    const schema = optionalTextInputSchema('Note', 3, 'Too long');
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(schema.safeParse('abcd').error?.issues[0]?.message).toBe('Too long');
  });

  // Each row: the text, and whether a request may hold it.
  it.each([
    ['plain words', true],
    ['tab\tline\nreturn\r', true],
    ['emoji 😀 and a surrogate pair', true],
    ['right-to-left \u202Bשלום\u202C', true],
    ['combining e\u0301', true],
    ['', true],
    ['NUL \u0000', false],
    ['\u0001 start of heading', false],
    ['backspace \u0008', false],
    ['vertical tab \u000B', false],
    ['form feed \u000C', false],
    ['shift out \u000E', false],
    ['unit separator \u001F', false],
    ['delete \u007F', false],
    ['lone high surrogate \uD83D', false],
    ['\uDE00 lone low surrogate', false],
    ['swapped pair \uDE00\uD83D', false],
  ])('request text %j is allowed: %s', (text, allowed) => {
    const result = textInputSchema('Note').safeParse(text);
    expect(result.success).toBe(allowed);
    if (!allowed) {
      expect(result.error?.issues[0]?.message).toBe(
        'Note contains characters that are not allowed',
      );
    }
  });

  it('refuses a control character in optional text even where trimming would drop it', () => {
    const schema = optionalTextInputSchema('Note', 10, 'Too long');
    expect(schema.safeParse('  ok\u000C').error?.issues[0]?.message).toBe(
      textMessages.notAllowedCharacters('Note'),
    );
  });

  it('states the rule as a JSON Schema pattern', () => {
    expect(z.toJSONSchema(textInputSchema('Note'), { io: 'input' })).toMatchObject({
      pattern: ALLOWED_TEXT_PATTERN.source,
    });
    const unicode = new RegExp(ALLOWED_TEXT_PATTERN.source, 'u');
    for (const text of ['a😀b', '\uD83D', 'x\u0000', 'tab\t']) {
      expect(unicode.test(text)).toBe(ALLOWED_TEXT_PATTERN.test(text));
    }
  });
});
