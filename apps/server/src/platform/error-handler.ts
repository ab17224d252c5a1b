import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  genericErrorMessages,
  statusForErrorCode,
  type ApiErrorBody,
  type ApiIssue,
  type ErrorCode,
} from '@groundwork/shared/common/api-error';
import { AppError } from './errors';

// Fastify's own client errors, by their code, as ours.
const fastifyErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: genericErrorMessages.payloadTooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: genericErrorMessages.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: genericErrorMessages.malformedJson,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: genericErrorMessages.malformedJson,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_FAILED',
    message: 'Invalid Content-Length',
  },
};

function toIssues(error: { validation: { instancePath: string; message?: string }[] }): ApiIssue[] {
  return error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));
}

function toApiError(error: FastifyError): {
  status: number;
  body: ApiErrorBody;
  retryAfter?: number;
} {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { error: error.message, code: error.code };
    if (error.details) body.details = error.details;
    return { status: statusForErrorCode(error.code), body, retryAfter: error.retryAfter };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = toIssues(error);
    return {
      status: 400,
      body: { error: details[0]?.message ?? 'Invalid request', code: 'VALIDATION_FAILED', details },
    };
  }
  const known = error.code ? fastifyErrors[error.code] : undefined;
  if (known)
    return {
      status: statusForErrorCode(known.code),
      body: { error: known.message, code: known.code },
    };
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return {
      status: 400,
      body: { error: genericErrorMessages.malformedJson, code: 'VALIDATION_FAILED' },
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: 400, body: { error: 'Invalid request', code: 'VALIDATION_FAILED' } };
  }
  return { status: 500, body: { error: genericErrorMessages.internal, code: 'INTERNAL' } };
}

/** Turns every error into `{ error, code, details? }`; a 5xx is logged and answered generically. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, retryAfter } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (retryAfter !== undefined) void reply.header('Retry-After', String(retryAfter));
    return reply.status(status).send(body);
  });
});
