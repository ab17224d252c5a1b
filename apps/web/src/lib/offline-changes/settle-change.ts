import type { MutationOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { User } from '@groundwork/shared/auth/schemas';
import { currentUserQueryKey } from '../current-user';
import {
  isTemporaryId,
  offlineChangeKey,
  type ChangeEffects,
  type ChangeSnapshot,
  type OfflineChange,
} from './change';
import { editCachedList } from './cached-list';
import { addConflict } from './conflicts';
import {
  ChangeConflictError,
  changeRetryDelay,
  sendChange,
  shouldRetryChange,
} from './send-change';

function hasId(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && 'id' in value;
}

/** Whether another change of the same record is still to be sent after the one settling now. */
function hasLaterChanges(queryClient: QueryClient, scope: string): boolean {
  const pending = queryClient.getMutationCache().findAll({
    mutationKey: offlineChangeKey,
    status: 'pending',
    predicate: (mutation) =>
      (mutation.state.variables as OfflineChange | undefined)?.scope === scope,
  });
  // The settling change is still pending while its callbacks run.
  return pending.length > 1;
}

function refreshAll(queryClient: QueryClient, keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Puts a copy of the record where the change's effects say it is cached (whole lists or pages). */
export function placeRecord(
  queryClient: QueryClient,
  effects: ChangeEffects,
  subjectId: string,
  record: { id: string },
): void {
  if (effects.lists) {
    queryClient.setQueriesData<unknown>({ queryKey: effects.lists }, (data: unknown) =>
      editCachedList<unknown>(data, (items) =>
        items.map((item) => (hasId(item) && item.id === subjectId ? record : item)),
      ),
    );
  }
  if (effects.record) queryClient.setQueryData(effects.record, record);
}

/**
 * The server has the change: its answer replaces the optimistic copy (a temporary id gives way to
 * the real one) and what depends on it is fetched again. While later changes of the same record
 * wait, their optimistic values stay on screen until the last one is answered.
 */
function applyAnswer(queryClient: QueryClient, change: OfflineChange, answer: unknown) {
  const later = hasLaterChanges(queryClient, change.scope);
  if (hasId(answer) && (!later || isTemporaryId(change.subjectId))) {
    placeRecord(
      queryClient,
      later ? { refresh: [], lists: change.effects.lists } : change.effects,
      change.subjectId,
      answer,
    );
  }
  if (!later) refreshAll(queryClient, change.effects.refresh);
  if (change.savedMessage) toast.success(change.savedMessage);
}

/** The message of a change the server refused: which change, and the server's reason. */
function refusalMessage(change: OfflineChange, error: Error): string {
  return `${change.refusal}: ${error.message}`;
}

/** Puts back the cache entries a refused change had updated, and says why it was refused. */
function undoRefused(
  queryClient: QueryClient,
  change: OfflineChange,
  snapshot: ChangeSnapshot | undefined,
  error: Error,
) {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
  const message = refusalMessage(change, error);
  if (change.refusalToastId) toast.error(message, { id: change.refusalToastId });
  else toast.error(message);
  refreshAll(queryClient, change.effects.refresh);
}

/**
 * The options every change that can wait for a connection runs with, whether made on this page
 * or restored from storage with only its key and variables.
 */
export function changeOptions(
  queryClient: QueryClient,
): MutationOptions<unknown, Error, OfflineChange, ChangeSnapshot | undefined> {
  return {
    mutationFn: (change) => sendChange(change),
    retry: shouldRetryChange,
    retryDelay: changeRetryDelay,
    onSuccess: (answer, change) => applyAnswer(queryClient, change, answer),
    onError: (error, change, snapshot, { mutationKey }) => {
      if (error instanceof ChangeConflictError) {
        addConflict({
          ownerId: queryClient.getQueryData<User | null>(currentUserQueryKey)?.id,
          mutationKey: mutationKey ?? offlineChangeKey,
          change,
          snapshot,
          current: error.current,
          fields: error.fields,
        });
        return;
      }
      undoRefused(queryClient, change, snapshot, error);
    },
  };
}
