import type { MutationKey, MutationState, QueryClient } from '@tanstack/react-query';
import type { WriteSnapshot, QueuedWrite } from './queued-write';
import { WriteConflictError } from './send-queued-write';
import { queuedWriteOptions } from './settle-queued-write';

/** Updates the cache at once and returns the entries it overwrote, as they were. */
export type PrepareWrite = () => WriteSnapshot | undefined | Promise<WriteSnapshot | undefined>;

/** How a write stands once it leaves the person's hands. */
export type WriteOutcome = 'saved' | 'waiting' | 'conflict' | 'refused';

function outcomeOf(state: MutationState<unknown, Error, QueuedWrite>): WriteOutcome | null {
  if (state.status === 'success') return 'saved';
  if (state.status === 'error') {
    return state.error instanceof WriteConflictError ? 'conflict' : 'refused';
  }
  if (state.status === 'pending' && (state.isPaused || state.failureCount > 0)) return 'waiting';
  return null;
}

/**
 * Starts a write as a mutation of its own, scoped to its record so that one record's writes go
 * in order, once `prepare` has shown it in the cache. Resolves as soon as the write is saved,
 * refused, in conflict, or waiting for a connection.
 */
export function runQueuedWrite(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  write: QueuedWrite,
  prepare?: PrepareWrite,
): Promise<WriteOutcome> {
  const cache = queryClient.getMutationCache();
  const mutation = cache.build<unknown, Error, QueuedWrite, WriteSnapshot | undefined>(
    queryClient,
    {
      ...queuedWriteOptions(queryClient),
      mutationKey,
      scope: { id: write.scope },
      onMutate: prepare,
    },
  );
  return new Promise((resolve) => {
    const settle = () => {
      const outcome = outcomeOf(mutation.state);
      if (!outcome) return;
      unsubscribe();
      resolve(outcome);
    };
    const unsubscribe = cache.subscribe((event) => {
      if (event.mutation === mutation) settle();
    });
    // Refusals are handled by the write's own callbacks.
    mutation.execute(write).then(settle, settle);
  });
}
