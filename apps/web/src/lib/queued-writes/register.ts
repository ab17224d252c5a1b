import type { Mutation, QueryClient } from '@tanstack/react-query';
import { queuedWriteKey } from './queued-write';
import { queuedWriteOptions } from './settle-queued-write';

/**
 * Gives every write that can wait for a connection its function again. A write restored from
 * storage carries only its key and variables, so this runs before the cache is restored. Every
 * such write has a key under `queuedWriteKey`, and defaults match keys by prefix.
 */
export function registerQueuedWrites(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(queuedWriteKey, queuedWriteOptions(queryClient));
}

/**
 * Whether a mutation is a write still to be sent: paused for the connection, queued behind
 * another write of its record, or being tried again after a failed attempt.
 */
export function isWaitingWrite(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  const { state } = mutation;
  return state.status === 'pending' && (state.isPaused || state.failureCount > 0);
}
