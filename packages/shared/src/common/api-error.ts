import { z } from 'zod';

/** Every error code an API answer can carry, with the HTTP status it maps to. */
export const errorStatusByCode = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatusByCode;

const errorCodeSchema = z.enum(Object.keys(errorStatusByCode) as [ErrorCode, ...ErrorCode[]]);

const apiIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/** The body of every non-2xx answer. `error` is the message a person reads. */
export const apiErrorSchema = z
  .object({
    error: z.string(),
    code: errorCodeSchema,
    details: z.array(apiIssueSchema).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Generic messages for answers that must not reveal internals. */
export const genericErrorMessages = {
  internal: 'An unexpected error occurred',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  payloadTooLarge: 'Request body is too large',
  malformedJson: 'Request body is not valid JSON',
  unsupportedMediaType: 'Unsupported content type',
  serviceUnavailable: 'Service unavailable',
} as const;

export function statusForErrorCode(code: ErrorCode): number {
  return errorStatusByCode[code];
}

export const successSchema = z.object({ success: z.literal(true) }).meta({ id: 'Success' });
