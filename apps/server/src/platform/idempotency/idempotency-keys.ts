import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyMessages,
  isValidIdempotencyKey,
} from '@groundwork/shared/common/idempotency';
import type { Clock } from '../clock';
import type { Database } from '../database';
import { AppError } from '../errors';
import * as repo from './idempotency.repository';

export interface IdempotencyKeysOptions {
  db: Database;
  clock: Clock;
}

/** How long a repeat waits for the first request with its key to finish before answering 409. */
const IN_PROGRESS_WAIT_MS = 10_000;
const IN_PROGRESS_POLL_MS = 100;
/**
 * A claim unfinished for this long belongs to a request whose instance died: a repeat takes it
 * over and runs the request again.
 */
export const ABANDONED_CLAIM_MS = 5 * 60 * 1_000;

const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyHeader = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/**
 * Writes under /api that need a session. Routes without one (sign-in, the SMS webhook) have no
 * person to keep a key for, and their answers (a session token) are not worth keeping.
 */
function takesIdempotencyKeys(request: FastifyRequest): boolean {
  const { url, schema } = request.routeOptions;
  const security = (schema as { security?: unknown[] } | undefined)?.security;
  return (
    WRITING_METHODS.has(request.method) &&
    url?.startsWith('/api/') === true &&
    (security?.length ?? 0) > 0
  );
}

function isStream(body: unknown): body is NodeJS.ReadableStream {
  return typeof (body as { pipe?: unknown } | null)?.pipe === 'function';
}

/**
 * What a repeat must match: method, URL with its query, workspace header and body. An upload's
 * body is a stream that must not be buffered here, so its type and length stand in for it.
 */
function requestHashOf(request: FastifyRequest): string {
  const { headers } = request;
  const body = isStream(request.body)
    ? `${headers['content-type'] ?? ''}\n${headers['content-length'] ?? ''}`
    : JSON.stringify(request.body ?? null);
  return crypto
    .createHash('sha256')
    .update(`${request.method}\n${request.url}\n${headers['x-workspace-id'] ?? ''}\n`)
    .update(body)
    .digest('hex');
}

/** Answers kept for a repeat: 5xx and 429 mean "try again", so those give the key back. */
function isKept(statusCode: number): boolean {
  return statusCode < 500 && statusCode !== 429;
}

function bodyText(payload: unknown): string | null | undefined {
  if (payload === undefined || payload === null || payload === '') return null;
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  // A stream cannot be kept.
  return undefined;
}

function replay(reply: FastifyReply, stored: repo.IdempotencyKeyRow): FastifyReply {
  void reply.status(stored.statusCode as number).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (stored.contentType) void reply.header('content-type', stored.contentType);
  return reply.send(stored.responseBody ?? undefined);
}

/**
 * `Idempotency-Key` on writes: the first request with a key claims it (a row, so that every
 * instance sees it) before its handler runs, and keeps its answer; a repeat of the same request is
 * answered that again without running, one still running is waited for, and a different request
 * with the same key is refused.
 */
export const idempotencyKeys = fp<IdempotencyKeysOptions>(
  async (app: FastifyInstance, { db, clock }) => {
    const claims = new WeakMap<FastifyRequest, repo.OwnClaim>();

    /** The claim for this request, or the stored answer of the request that claimed the key. */
    async function claimOrWait(
      request: FastifyRequest,
      userId: string,
      key: string,
    ): Promise<{ claim: repo.OwnClaim } | { stored: repo.IdempotencyKeyRow }> {
      const requestHash = requestHashOf(request);
      const path = request.url.split('?')[0] ?? request.url;
      const waitUntil = performance.now() + IN_PROGRESS_WAIT_MS;
      for (;;) {
        const createdAt = clock.now();
        const claim = { userId, key, createdAt };
        if (await repo.insertClaim(db, { ...claim, method: request.method, path, requestHash })) {
          return { claim };
        }
        const found = await repo.findKey(db, userId, key);
        // Released by a failed first request since: claim it again.
        if (!found) continue;
        if (found.requestHash !== requestHash) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED', idempotencyMessages.reusedKey);
        }
        if (found.statusCode !== null) return { stored: found };
        const abandoned = createdAt.getTime() - found.createdAt.getTime() > ABANDONED_CLAIM_MS;
        if (abandoned && (await repo.takeOverClaim(db, found, createdAt))) return { claim };
        if (performance.now() >= waitUntil) {
          throw new AppError('IDEMPOTENCY_KEY_IN_USE', idempotencyMessages.inProgress);
        }
        await sleep(IN_PROGRESS_POLL_MS);
      }
    }

    app.addHook('preValidation', async (request, reply) => {
      const key = request.headers[keyHeader];
      if (key === undefined || !takesIdempotencyKeys(request)) return;
      // The handler meets the same failure again, and answers it as it always does.
      const auth = await app.authenticate(request).catch(() => null);
      if (!auth) return;
      if (typeof key !== 'string' || !isValidIdempotencyKey(key)) {
        throw new AppError('VALIDATION_FAILED', idempotencyMessages.invalidKey);
      }
      const outcome = await claimOrWait(request, auth.user.id, key);
      if ('stored' in outcome) return replay(reply, outcome.stored);
      claims.set(request, outcome.claim);
    });

    // Registered before answer compression (app.ts), so what is kept is the JSON as the handler gave it.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      const responseBody = bodyText(payload);
      try {
        if (responseBody === undefined || !isKept(reply.statusCode)) {
          await repo.releaseClaim(db, claim);
        } else {
          await repo.finishClaim(db, claim, {
            statusCode: reply.statusCode,
            responseBody,
            contentType: (reply.getHeader('content-type') as string | undefined) ?? null,
            finishedAt: clock.now(),
          });
        }
      } catch (error) {
        // The change is made: its answer still goes out. A repeat waits, then may take the claim over.
        request.log.error({ err: error }, 'an idempotency key could not be finished');
      }
      return payload;
    });
  },
);
