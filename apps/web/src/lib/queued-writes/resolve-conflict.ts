import type { QueryClient } from '@tanstack/react-query';
import { removeConflict, type WriteConflict } from './conflicts';
import { runQueuedWrite } from './run-queued-write';
import { isVersioned, rebasedWrite } from './send-queued-write';
import { placeRecord } from './settle-queued-write';

/** "Keep mine": the person's write is sent again on top of the server's copy. */
export function keepMine(queryClient: QueryClient, conflict: WriteConflict): void {
  removeConflict(conflict.id);
  if (!isVersioned(conflict.current)) return;
  const write = rebasedWrite(conflict.write, conflict.current);
  void runQueuedWrite(queryClient, conflict.mutationKey, write, () => conflict.snapshot);
}

/** "Take theirs": the write is dropped and the server's copy shown. */
export function takeTheirs(queryClient: QueryClient, conflict: WriteConflict): void {
  removeConflict(conflict.id);
  const { write, current } = conflict;
  if (isVersioned(current)) placeRecord(queryClient, write.effects, write.subjectId, current);
  for (const queryKey of write.effects.refresh) void queryClient.invalidateQueries({ queryKey });
}
