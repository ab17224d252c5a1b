import { format } from 'date-fns';
import { z } from 'zod';

// What a form's inputs hold (text, as the browser gives it) turned into an API body, and that body
// checked by the shared schema the server uses. Loaded with the forms, not before.

/**
 * A picked day ('2025-03-01') as an ISO date-time at the person's own midnight (000 §5), so due
 * phrases count their calendar days. Anything unreadable is passed on for the schema to name.
 */
export function dayToIso(day: string): string | null {
  if (day === '') return null;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? day : date.toISOString();
}

/** A stored date-time as the local day a date input shows. */
export function isoToDay(value: string | null): string {
  return value ? format(new Date(value), 'yyyy-MM-dd') : '';
}

/** A money input: '' is no amount; anything else must read as a number (the schema says when not). */
export function moneyToNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/**
 * Checks a body with a shared schema and reports its messages on the form's fields, which carry
 * the same names (in a form schema's transform).
 */
export function checkedWith<Output>(
  schema: z.ZodType<Output>,
  body: unknown,
  ctx: z.RefinementCtx,
) {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
}
