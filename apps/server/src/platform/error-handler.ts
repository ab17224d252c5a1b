import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  genericErrorMessages,
  statusForErrorCode,
  type ApiErrorBody,
  type ApiIssue,
  type ErrorCode,
} from '@groundwork/shared/common/api-error';
import { textMessages } from '@groundwork/shared/common/text';
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
  // An id longer than any id names nothing, as a route that does not match (the web app's
  // catch-all answers the same when it is served).
  FST_ERR_MAX_PARAM_LENGTH: { code: 'NOT_FOUND', message: genericErrorMessages.notFound },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_FAILED',
    message: 'Invalid Content-Length',
  },
};

// PostgreSQL refusing text it cannot store: "invalid byte sequence" (22021, as a NUL gives) and
// "untranslatable character" (22P05, as a \u0000 escape in JSON gives). Request schemas refuse such
// text first; this keeps any path they miss a client error rather than a 500.
const unstorableTextCodes = new Set(['22021', '22P05']);

/** True when the error, or one it wraps (Drizzle wraps the driver's), is PostgreSQL refusing text. */
function isUnstorableText(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && unstorableTextCodes.has(code)) return true;
  }
  return false;
}

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
  if (isUnstorableText(error)) {
    return {
      status: 400,
      body: { error: textMessages.notAllowedCharacters('Text'), code: 'VALIDATION_FAILED' },
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

function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, retryAfter } = toApiError(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  if (retryAfter !== undefined) void reply.header('Retry-After', String(retryAfter));
  return reply.status(status).send(body);
}

/**
 * Turns every error into `{ error, code, details? }`; a 5xx is logged and answered generically.
 * Requests that reach a closing server (on a connection opened before it closed) answer 503 with
 * `Connection: close`, in place of Fastify's own 503 (`return503OnClosing`, off in app.ts), which
 * has no `code`.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(sendApiError);

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .status(503)
      .header('connection', 'close')
      .send({ error: genericErrorMessages.serviceUnavailable, code: 'SERVICE_UNAVAILABLE' });
  });
});

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path that
 * does not decode, a parameter over the length limit) otherwise answers without our `code`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  void sendApiError(error, request, reply);
}

const clientErrorMessages: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'Request headers are too large',
  ERR_HTTP_REQUEST_TIMEOUT: 'Request timed out',
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request
 * (a malformed request, headers over the size limit or too slow to arrive), in our shape.
 */
export function answerClientError(error: ConnectionError, socket: Socket) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const body = JSON.stringify({
      error: clientErrorMessages[error.code] ?? 'Malformed request',
      code: 'VALIDATION_FAILED',
    } satisfies ApiErrorBody);
    socket.write(
      'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
