import { centsToDollars, dollarsToCents } from '../common/money';
import { pledgeAmountSchema } from './schemas';
import { pledgeMessages } from './constants';

export type PledgeAmountResult = { ok: true; amount: number } | { ok: false; message: string };

// A typed number: digits with an optional decimal part, or a bare decimal part ('.5').
const typedNumberPattern = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads the pledge dialog's text (001 §5): empty → 'Please enter an amount'; not a number →
 * 'Please enter a valid number'; then the 1 to 1,000,000 and 2-decimal rules of the API.
 */
export function parsePledgeAmount(text: string): PledgeAmountResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: pledgeMessages.amountRequired };
  if (!typedNumberPattern.test(trimmed))
    return { ok: false, message: pledgeMessages.amountInvalid };
  const parsed = pledgeAmountSchema.safeParse(Number(trimmed));
  if (parsed.success) return { ok: true, amount: parsed.data };
  // The schema's first message: the one a person fixes first.
  return { ok: false, message: parsed.error.issues[0]?.message ?? pledgeMessages.amountInvalid };
}

/** The total on My Pledges: every pledge not refunded, added up on cents. */
export function totalPledged(pledges: Iterable<{ amount: number; status: string }>): number {
  let cents = 0;
  for (const pledge of pledges)
    if (pledge.status !== 'refunded') cents += dollarsToCents(pledge.amount);
  return centsToDollars(cents);
}

// Digits, then optionally a point and at most two digits; '' and '12.' are fine while typing.
const pledgeInputPattern = /^\d*(\.\d{0,2})?$/;

/** The pledge field's input filter (001 §5): may the field hold this text? '12.34' yes, '12.345' no. */
export function isAcceptablePledgeInput(text: string): boolean {
  return pledgeInputPattern.test(text);
}
