import type { MutationOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { User } from '@groundwork/shared/auth/schemas';
import { currentUserQueryKey } from '../current-user';
import {
  isTemporaryId,
  queuedWriteKey,
  type WriteEffects,
  type WriteSnapshot,
  type QueuedWrite,
} from './queued-write';
import { editCachedList } from './cached-list';
import { addConflict } from './conflicts';
import {
  WriteConflictError,
  writeRetryDelay,
  sendQueuedWrite,
  shouldRetryWrite,
} from './send-queued-write';

function hasId(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && 'id' in value;
}

/** Whether another write of the same record is still to be sent after the one settling now. */
function hasLaterWrites(queryClient: QueryClient, scope: string): boolean {
  const pending = queryClient.getMutationCache().findAll({
    mutationKey: queuedWriteKey,
    status: 'pending',
    predicate: (mutation) => (mutation.state.variables as QueuedWrite | undefined)?.scope === scope,
  });
  // The settling write is still pending while its callbacks run.
  return pending.length > 1;
}

function refreshAll(queryClient: QueryClient, keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Puts a copy of the record where the write's effects say it is cached (whole lists or pages). */
export function placeRecord(
  queryClient: QueryClient,
  effects: WriteEffects,
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
 * The server has the write: its answer replaces the optimistic copy (a temporary id gives way to
 * the real one) and what depends on it is fetched again. While later writes of the same record
 * wait, their optimistic values stay on screen until the last one is answered.
 */
function applyAnswer(queryClient: QueryClient, write: QueuedWrite, answer: unknown) {
  const later = hasLaterWrites(queryClient, write.scope);
  if (hasId(answer) && (!later || isTemporaryId(write.subjectId))) {
    placeRecord(
      queryClient,
      later ? { refresh: [], lists: write.effects.lists } : write.effects,
      write.subjectId,
      answer,
    );
  }
  if (!later) refreshAll(queryClient, write.effects.refresh);
  if (write.savedMessage) toast.success(write.savedMessage);
}

/** The message of a write the server refused: which write, and the server's reason. */
function refusalMessage(write: QueuedWrite, error: Error): string {
  return `${write.refusal}: ${error.message}`;
}

/** Puts back the cache entries a refused write had updated, and says why it was refused. */
function undoRefused(
  queryClient: QueryClient,
  write: QueuedWrite,
  snapshot: WriteSnapshot | undefined,
  error: Error,
) {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
  const message = refusalMessage(write, error);
  if (write.refusalToastId) toast.error(message, { id: write.refusalToastId });
  else toast.error(message);
  refreshAll(queryClient, write.effects.refresh);
}

/**
 * The options every write that can wait for a connection runs with, whether made on this page
 * or restored from storage with only its key and variables.
 */
export function queuedWriteOptions(
  queryClient: QueryClient,
): MutationOptions<unknown, Error, QueuedWrite, WriteSnapshot | undefined> {
  return {
    mutationFn: (write) => sendQueuedWrite(write),
    retry: shouldRetryWrite,
    retryDelay: writeRetryDelay,
    onSuccess: (answer, write) => applyAnswer(queryClient, write, answer),
    onError: (error, write, snapshot, { mutationKey }) => {
      if (error instanceof WriteConflictError) {
        addConflict({
          ownerId: queryClient.getQueryData<User | null>(currentUserQueryKey)?.id,
          mutationKey: mutationKey ?? queuedWriteKey,
          write,
          snapshot,
          current: error.current,
          fields: error.fields,
        });
        return;
      }
      undoRefused(queryClient, write, snapshot, error);
    },
  };
}
