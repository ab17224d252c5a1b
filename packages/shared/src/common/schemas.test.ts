import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanQuerySchema,
  idParamsSchema,
  optionalQueryParam,
  optionalTextInputSchema,
  optionalWorkspaceQuerySchema,
  timestampInputSchema,
  timestampSchema,
} from './schemas';

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

  it('treats an empty query value as absent', () => {
    const schema = z.object({ status: optionalQueryParam(z.enum(['a', 'b'])) });
    expect(schema.parse({ status: '' })).toEqual({ status: undefined });
    expect(schema.parse({ status: 'a' })).toEqual({ status: 'a' });
    expect(schema.safeParse({ status: 'c' }).success).toBe(false);
    expect(optionalWorkspaceQuerySchema.parse({ workspaceId: '' })).toEqual({
      workspaceId: undefined,
    });
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
    expect(optionalTextInputSchema(10, 'Too long').parse(value)).toBe(expected);
  });

  it('limits optional text after trimming', () => {
    const schema = optionalTextInputSchema(3, 'Too long');
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(schema.safeParse('abcd').error?.issues[0]?.message).toBe('Too long');
  });
});
