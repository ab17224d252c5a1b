import { describe, expect, it } from 'vitest';
import { percentToTwoDecimals, roundedPercent } from './percent';

describe('roundedPercent rounds halves away from zero, like PostgreSQL round()', () => {
  it.each([
    [1, 2, 50],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [-41, 200, -21],
    [-39, 200, -20],
    [41, 200, 21],
    [0, 5, 0],
    [-1, 1000, 0],
    [5, -2, -250],
    [-5, -2, 250],
    [9_007_199_254_740_991, 9_007_199_254_740_991, 100],
  ])('%s / %s → %s', (part, whole, expected) => {
    expect(roundedPercent(part, whole)).toBe(expected);
  });
});

describe('percentToTwoDecimals', () => {
  it.each([
    [1, 3, 33.33],
    [2, 3, 66.67],
    [1, 32, 3.13],
    [1, 1, 100],
    [0, 7, 0],
  ])('%s / %s → %s', (part, whole, expected) => {
    expect(percentToTwoDecimals(part, whole)).toBe(expected);
  });
});
