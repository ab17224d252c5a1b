import { dollarsToCents } from '@groundwork/shared/common/money';

// An update body names only the fields it changes: `undefined` leaves a column as it is, `null`
// clears it. These keep that distinction while turning API values into column values.

/** An ISO date or timestamp as a Date. */
export function toDate(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : new Date(value);
}

/** Whole or fractional dollars as integer cents. */
export function toCents(dollars: number | null | undefined): number | null | undefined {
  if (dollars === undefined) return undefined;
  return dollars === null ? null : dollarsToCents(dollars);
}

/** The fields the update names, so that an update statement sets only those. */
export function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
