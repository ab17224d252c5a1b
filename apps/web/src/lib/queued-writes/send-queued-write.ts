import { taskEntityTag } from '@groundwork/shared/tasks/entity-tag';
import { ApiError, apiRequest, NETWORK_ERROR_STATUS, TIMEOUT_STATUS } from '../api-client';
import type { QueuedWrite } from './queued-write';
import { conflictingFields } from './conflict-rule';

/** Someone else changed the same fields first; the person decides whose values stay. */
export class WriteConflictError extends Error {
  readonly current: Record<string, unknown>;
  readonly fields: string[];

  constructor(current: Record<string, unknown>, fields: string[]) {
    super('Changed by someone else meanwhile');
    this.name = 'WriteConflictError';
    this.current = current;
    this.fields = fields;
  }
}

// A record edited this often in a row by others is better left to the person to look at.
const MAX_SILENT_REBASES = 3;

export interface Versioned extends Record<string, unknown> {
  id: string;
  updatedAt: string;
}

/** A record the server versions by its `updatedAt` (the entity tag is made from both). */
export function isVersioned(value: unknown): value is Versioned {
  if (typeof value !== 'object' || value === null) return false;
  const { id, updatedAt } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof updatedAt === 'string';
}

/**
 * The key of the same write sent again on top of another version: its own, so the server does
 * not answer it with the 412 it stored for the first, and the same for every attempt on that
 * version, so a lost answer is not applied twice.
 */
export function rebasedIdempotencyKey(key: string, ifMatch: string): string {
  return `${key}~${ifMatch.replaceAll('"', '')}`;
}

/** The write sent again on top of `current`, still guarded against what it now says. */
export function rebasedWrite(write: QueuedWrite, current: Versioned): QueuedWrite {
  const ifMatch = taskEntityTag(current);
  return {
    ...write,
    ifMatch,
    idempotencyKey: rebasedIdempotencyKey(write.idempotencyKey, ifMatch),
    guard: write.guard && { ...write.guard, base: current },
  };
}

/**
 * Sends a write. A guarded edit answered 412 (the server's copy is newer) is sent again on top
 * of the server's copy when no field the person changed was changed by someone else; otherwise it
 * fails with a WriteConflictError.
 */
export async function sendQueuedWrite(write: QueuedWrite): Promise<unknown> {
  let attempt = write;
  for (let rebases = 0; ; rebases += 1) {
    const { method, path, body, workspaceId, params, fallbackMessage } = attempt.request;
    try {
      return await apiRequest<unknown>(path, {
        method,
        body,
        workspaceId,
        params,
        fallbackMessage,
        idempotencyKey: attempt.idempotencyKey,
        ifMatch: attempt.ifMatch,
      });
    } catch (error) {
      const { guard } = attempt;
      if (!guard || !(error instanceof ApiError) || error.status !== 412) throw error;
      if (!isVersioned(error.body)) throw error;
      const fields = conflictingFields(guard, error.body);
      if (fields.length > 0 || rebases >= MAX_SILENT_REBASES) {
        throw new WriteConflictError(
          error.body,
          fields.length > 0 ? fields : Object.keys(guard.mine),
        );
      }
      attempt = rebasedWrite(attempt, error.body);
    }
  }
}

/** The connection failed or the answer never came: the write waits and is sent again. */
function isConnectionFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === NETWORK_ERROR_STATUS || error.status === TIMEOUT_STATUS)
  );
}

const SERVER_ERROR_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** The server is busy or still working on an earlier attempt: asking later may succeed. */
function isWorthAskingAgain(error: ApiError): boolean {
  return error.status >= 500 || error.status === 429 || error.code === 'IDEMPOTENCY_KEY_IN_USE';
}

/**
 * A write is sent again for as long as the connection fails (TanStack pauses it while the
 * browser is offline), a few times on a server error or a busy server, and never on a refusal:
 * asking again will not write the answer.
 */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  if (isConnectionFailure(error)) return true;
  if (error instanceof ApiError && isWorthAskingAgain(error)) {
    return failureCount < SERVER_ERROR_RETRIES;
  }
  return false;
}

/** 1 s, 2 s, 4 s … up to 30 s between attempts (TanStack counts failures before this one). */
export function writeRetryDelay(failureCount: number): number {
  return Math.min(1_000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}
