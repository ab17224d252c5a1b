/**
 * Checks of values that come from outside (the address bar, storage, a drag) without zod's
 * schema builders, so that a page's first screen can use them and still leave zod to forms.
 */

// The pattern idSchema (z.uuid()) applies, written out: importing it from zod would bring zod's
// shared chunk into the first load. guards.test.ts holds the two to the same answers.
const idPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** True when `value` has the form of an id: a UUID, as the API's idSchema accepts it. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && idPattern.test(value);
}

/** True when `value` is one of `values`: `isOneOf(taskStatuses, 'complete')`. */
export function isOneOf<Value extends string>(
  values: readonly Value[],
  value: unknown,
): value is Value {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** `value` when it is one of `values`, else undefined: a filter read from the address bar. */
export function oneOfOrUndefined<Value extends string>(
  values: readonly Value[],
  value: unknown,
): Value | undefined {
  return isOneOf(values, value) ? value : undefined;
}
