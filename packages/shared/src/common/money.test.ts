import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatUsd,
  formatUsdWithCents,
  hasAtMostTwoDecimals,
  MONEY_MAX_DOLLARS,
  moneyMessages,
  subtractDollars,
  sumDollars,
} from './money';
import { dollarsInputSchema } from './schemas';

describe('hasAtMostTwoDecimals', () => {
  it.each([
    [0, true],
    [1, true],
    [1.5, true],
    [1.25, true],
    [-3.1, true],
    [1_000_000, true],
    [1.005, false],
    [1.234, false],
    [0.1 + 0.2, false],
    [1e-7, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s → %s', (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });
});

describe('cents and dollars', () => {
  it.each([
    [19.99, 1999],
    [0.29, 29],
    [1.13, 113],
    [4.35, 435],
    [1234.5, 123450],
    [0, 0],
    [-0.001, 0],
    [-12.34, -1234],
  ])('dollarsToCents(%s) is %s', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each([
    [1999, 19.99],
    [29, 0.29],
    [123450, 1234.5],
    [-1234, -12.34],
  ])('centsToDollars(%s) is %s', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it('round-trips every cent from 0 to 100,000 without drift', () => {
    const drifted: number[] = [];
    for (let cents = 0; cents <= 100_000; cents += 1) {
      if (dollarsToCents(centsToDollars(cents)) !== cents) drifted.push(cents);
    }
    expect(drifted).toEqual([]);
  });

  it('sums on cents: 0.1 + 0.2 is exactly 0.3, and missing amounts count as zero', () => {
    expect(sumDollars([0.1, 0.2])).toBe(0.3);
    expect(sumDollars([19.99, null, undefined, 0.01])).toBe(20);
    expect(sumDollars([])).toBe(0);
  });

  it('subtracts on cents: 0.3 − 0.1 is exactly 0.2', () => {
    expect(subtractDollars(0.3, 0.1)).toBe(0.2);
    expect(subtractDollars(100, 250.5)).toBe(-150.5);
  });
});

describe('formatting USD', () => {
  it.each([
    [1234.5, '$1,235'],
    [1234.49, '$1,234'],
    [0, '$0'],
    [-0.4, '$0'],
    [1_000_000, '$1,000,000'],
    [-1234.5, '-$1,235'],
  ])('whole dollars: %s → %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it.each([
    [1234.5, '$1,234.50'],
    [1, '$1.00'],
    [0.05, '$0.05'],
    [1_000_000, '$1,000,000.00'],
    [-2.5, '-$2.50'],
  ])('two decimals: %s → %s', (value, expected) => {
    expect(formatUsdWithCents(value)).toBe(expected);
  });
});

describe('dollarsInputSchema', () => {
  const messagesOf = (value: unknown, schema = dollarsInputSchema()) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it.each([
    [0, []],
    [12.34, []],
    [MONEY_MAX_DOLLARS, []],
    [-1, [moneyMessages.negative]],
    [12.345, [moneyMessages.tooManyDecimals]],
    [MONEY_MAX_DOLLARS + 1, [moneyMessages.tooLarge]],
    ['12', [moneyMessages.invalid]],
    [Number.NaN, [moneyMessages.invalid]],
  ])('%s → %j', (value, expected) => {
    expect(messagesOf(value)).toEqual(expected);
  });

  it("uses each field's own messages", () => {
    const schema = dollarsInputSchema({
      invalid: 'bad',
      negative: 'neg',
      tooManyDecimals: 'dec',
      tooLarge: 'big',
    });
    expect(messagesOf('x', schema)).toEqual(['bad']);
    expect(messagesOf(-1, schema)).toEqual(['neg']);
    expect(messagesOf(1.001, schema)).toEqual(['dec']);
    expect(messagesOf(MONEY_MAX_DOLLARS * 2, schema)).toEqual(['big']);
  });
});
