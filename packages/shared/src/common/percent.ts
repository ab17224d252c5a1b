/**
 * part / whole as a whole percent, halves rounded away from zero (12.5 → 13, −20.5 → −21),
 * as PostgreSQL's round() on numeric does, so SQL aggregates and this agree. Exact for integer
 * inputs (counts, cents): the division is done on big integers, never on floats.
 */
export function roundedPercent(part: number, whole: number): number {
  const numerator = BigInt(part) * 100n;
  const denominator = BigInt(whole);
  const negative = numerator < 0n !== denominator < 0n;
  const absNumerator = numerator < 0n ? -numerator : numerator;
  const absDenominator = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * absNumerator + absDenominator) / (2n * absDenominator);
  return Number(negative ? -rounded : rounded);
}

/** part / whole as a percent with 2 decimals, halves away from zero: 1/3 → 33.33, 1/32 → 3.13. */
export function percentToTwoDecimals(part: number, whole: number): number {
  return roundedPercent(part * 100, whole) / 100;
}
