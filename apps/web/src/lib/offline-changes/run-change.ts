import type { MutationKey, MutationState, QueryClient } from '@tanstack/react-query';
import type { ChangeSnapshot, OfflineChange } from './change';
import { ChangeConflictError } from './send-change';
import { changeOptions } from './settle-change';

/** Updates the cache at once and returns the entries it overwrote, as they were. */
export type PrepareChange = () => ChangeSnapshot | undefined | Promise<ChangeSnapshot | undefined>;

/** How a change stands once it leaves the person's hands. */
export type ChangeOutcome = 'saved' | 'waiting' | 'conflict' | 'refused';

function outcomeOf(state: MutationState<unknown, Error, OfflineChange>): ChangeOutcome | null {
  if (state.status === 'success') return 'saved';
  if (state.status === 'error') {
    return state.error instanceof ChangeConflictError ? 'conflict' : 'refused';
  }
  if (state.status === 'pending' && (state.isPaused || state.failureCount > 0)) return 'waiting';
  return null;
}

/**
 * Starts a change as a mutation of its own, scoped to its record so that one record's changes go
 * in order, once `prepare` has shown it in the cache. Resolves as soon as the change is saved,
 * refused, in conflict, or waiting for a connection.
 */
export function runChange(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  change: OfflineChange,
  prepare?: PrepareChange,
): Promise<ChangeOutcome> {
  const cache = queryClient.getMutationCache();
  const mutation = cache.build<unknown, Error, OfflineChange, ChangeSnapshot | undefined>(
    queryClient,
    { ...changeOptions(queryClient), mutationKey, scope: { id: change.scope }, onMutate: prepare },
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
    // Refusals are handled by the change's own callbacks.
    mutation.execute(change).then(settle, settle);
  });
}
