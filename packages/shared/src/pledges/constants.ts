/**
 * A pledge's statuses and messages. Plain values: zod stays in schemas.ts (see
 * tasks/constants.ts).
 */

export const pledgeStatuses = ['pending', 'confirmed', 'refunded'] as const;

export const pledgeMessages = {
  amountRequired: 'Please enter an amount',
  amountInvalid: 'Please enter a valid number',
  amountTooSmall: 'Minimum pledge amount is $1',
  amountTooLarge: 'Maximum pledge amount is $1,000,000',
  amountDecimals: 'Pledge amount can have at most 2 decimal places',
  ownVenture: 'You cannot pledge to your own venture',
  notLive: 'Pledges are accepted only while the venture is live',
  historyFailed: 'Failed to load pledge history',
  empty: 'No pledges yet',
  submitted: 'Pledge submitted successfully',
} as const;

/**
 * What a pledge is, in one line, on the venture and pledge screens: Groundwork records promises
 * and moves no money (DECISIONS.md "Ventures and pledges": all-or-nothing).
 */
export const pledgeExplainer =
  'A pledge is a promise to fund a venture if it reaches its goal; no money changes hands in Groundwork.';

/** The pledge status badge (001 §4): none while pending, 'Confirmed', anything else 'Refunded'. */
export function pledgeStatusBadge(status: string): 'Confirmed' | 'Refunded' | null {
  if (status === 'pending') return null;
  return status === 'confirmed' ? 'Confirmed' : 'Refunded';
}
