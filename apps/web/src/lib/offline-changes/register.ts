import type { Mutation, QueryClient } from '@tanstack/react-query';
import { offlineChangeKey } from './change';
import { changeOptions } from './settle-change';

/**
 * Gives every change that can wait for a connection its function again. A change restored from
 * storage carries only its key and variables, so this runs before the cache is restored. Every
 * such change has a key under `offlineChangeKey`, and defaults match keys by prefix.
 */
export function registerOfflineChanges(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(offlineChangeKey, changeOptions(queryClient));
}

/**
 * Whether a mutation is a change still to be sent: paused for the connection, queued behind
 * another change of its record, or being tried again after a failed attempt.
 */
export function isWaitingChange(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  const { state } = mutation;
  return state.status === 'pending' && (state.isPaused || state.failureCount > 0);
}
