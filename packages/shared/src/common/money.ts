import { MONEY_MAX_DECIMALS } from './constants';
import { once } from './once';

/**
 * Money is stored as integer cents and travels as a number of dollars with at most 2 decimals
 * (DECISIONS.md "Product"). Sums are done on cents so that 0.1 + 0.2 is 0.3.
 */

/** The largest amount of money any single field accepts: one trillion dollars. */
export const MONEY_MAX_DOLLARS = 1_000_000_000_000;

export const moneyMessages = {
  invalid: 'Amount must be a number',
  negative: 'Amount cannot be negative',
  tooManyDecimals: 'Amount can have at most 2 decimal places',
  tooLarge: 'Amount is too large',
} as const;

// Digits, optionally a point and up to 2 more digits: how a 2-decimal number prints in JS.
const twoDecimalsPattern = new RegExp(`^-?\\d+(\\.\\d{1,${MONEY_MAX_DECIMALS}})?$`);

/** True for finite numbers whose shortest decimal form has at most 2 decimals (1.5, 1.25; not 1.005). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && twoDecimalsPattern.test(String(value));
}

/** Dollars (at most 2 decimals) to integer cents, immune to float drift: 19.99 → 1999. */
export function dollarsToCents(dollars: number): number {
  // + 0 turns the -0 of Math.round(-0.001) into 0.
  return Math.round(dollars * 100) + 0;
}

/** Integer cents to dollars: 1999 → 19.99 (dividing an integer by 100 gives the nearest double). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Sums dollar amounts on integer cents; missing amounts count as zero. */
export function sumDollars(amounts: Iterable<number | null | undefined>): number {
  let cents = 0;
  for (const amount of amounts) cents += dollarsToCents(amount ?? 0);
  return centsToDollars(cents);
}

/** Subtracts on integer cents: subtractDollars(0.3, 0.1) is exactly 0.2. */
export function subtractDollars(minuend: number, subtrahend: number): number {
  return centsToDollars(dollarsToCents(minuend) - dollarsToCents(subtrahend));
}

const wholeDollars = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      signDisplay: 'negative',
    }),
);

const dollarsAndCents = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    }),
);

/** USD in whole dollars, halves rounded away from zero: 1234.5 → '$1,235' (000 §9, venture cards). */
export function formatUsd(dollars: number): string {
  return wholeDollars().format(dollars);
}

/** USD with two decimals, for pledges: 1234.5 → '$1,234.50' (001 §9). */
export function formatUsdWithCents(dollars: number): string {
  return dollarsAndCents().format(dollars);
}
