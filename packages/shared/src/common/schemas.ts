import { z } from 'zod';
import { componentSchema } from './component-schema';
import { hasAtMostTwoDecimals, MONEY_MAX_DOLLARS, moneyMessages } from './money';
import { ALLOWED_TEXT_PATTERN, textMessages } from './text';

/** Building blocks of the API contracts: ids, timestamps, query parameters, optional text. */

export const idSchema = z.uuid();

/** A timestamp in an answer: ISO 8601 in UTC, as the server writes it. */
export const timestampSchema = z.iso.datetime();

/** A timestamp in a request: ISO 8601, with "Z" or an offset. */
export function timestampInputSchema(message: string) {
  return z.iso.datetime({ offset: true, error: message });
}

/** `{ id }` route parameters. */
export const idParamsSchema = z.object({ id: idSchema });

/** `?flag=true|false` as a boolean; absent is false. */
export const booleanQuerySchema = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/**
 * Text in a request (body, query, path or header): refuses control characters but tab, line feed
 * and carriage return, and lone surrogates (common/text.ts), naming the field by `label`. Checked
 * before any trimming, so what is refused does not depend on where the character sits.
 */
export function textInputSchema(label: string, params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .regex(ALLOWED_TEXT_PATTERN, { error: textMessages.notAllowedCharacters(label) });
}

/**
 * An optional query parameter: absent means any, and an empty one (`?projectId=`) is refused with
 * a message naming `name`, so that a filter the caller meant never silently widens a list.
 */
export function optionalQueryParam<T extends z.ZodType>(name: string, schema: T) {
  return z.preprocess((value, context) => {
    if (value === '') {
      context.addIssue({
        code: 'custom',
        message: textMessages.emptyQueryParam(name),
        input: value,
      });
    }
    return value;
  }, schema.optional());
}

/** `?workspaceId=` on a single-resource call: optional, since the server reads the resource's own. */
export const optionalWorkspaceQuerySchema = z.object({
  workspaceId: optionalQueryParam('workspaceId', idSchema),
});

/**
 * Text a person must give: trimmed, then at least one character and at most `maxLength`.
 * `missing`, when given, is also what a field left out (or not text) answers.
 */
export function requiredTextInputSchema(
  label: string,
  maxLength: number,
  messages: { required: string; tooLong: string; missing?: string },
) {
  return textInputSchema(label, messages.missing ? { error: messages.missing } : undefined)
    .trim()
    .min(1, messages.required)
    .max(maxLength, messages.tooLong);
}

/**
 * Optional free text: trimmed, limited, and blank means none (null). In a create body absent and
 * null are the same; in an update body null clears the field and absent leaves it as it is.
 */
export function optionalTextInputSchema(label: string, maxLength: number, tooLongMessage: string) {
  return textInputSchema(label)
    .trim()
    .max(maxLength, tooLongMessage)
    .transform((value) => (value === '' ? null : value))
    .nullish();
}

/** A user as other people see them: name may be unset. */
export const userSummarySchema = componentSchema('UserSummary', {
  id: idSchema,
  name: z.string().nullable(),
  phoneNumber: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/**
 * Money's 2-decimal rule as the OpenAPI document states it. `hasAtMostTwoDecimals` stays the
 * check, the same one the web forms run; this only writes the rule where a client reads it.
 */
export const moneyDocumentMeta = {
  multipleOf: 0.01,
  description: 'US dollars, at most 2 decimals',
} as const;

export interface DollarsMessages {
  invalid?: string;
  negative?: string;
  tooManyDecimals?: string;
  tooLarge?: string;
}

/**
 * A non-negative dollar amount in a request body, with at most 2 decimals.
 * Each field passes the spec's own message for the rule it names.
 */
export function dollarsInputSchema(messages: DollarsMessages = {}) {
  return z
    .number({ error: messages.invalid ?? moneyMessages.invalid })
    .min(0, messages.negative ?? moneyMessages.negative)
    .max(MONEY_MAX_DOLLARS, messages.tooLarge ?? moneyMessages.tooLarge)
    .refine(hasAtMostTwoDecimals, messages.tooManyDecimals ?? moneyMessages.tooManyDecimals)
    .meta(moneyDocumentMeta);
}

/** A dollar amount in an answer (may be negative, as a cost variance is). */
export const dollarsSchema = z.number().meta(moneyDocumentMeta);

/** How many rows a list has with the same filters: `{ count }`. */
export const countSchema = z
  .object({ count: z.number().int().nonnegative() })
  .meta({ id: 'Count' });
export type Count = z.infer<typeof countSchema>;
