import type { QueryClient } from '@tanstack/react-query';
import { removeConflict, type ChangeConflict } from './conflicts';
import { runChange } from './run-change';
import { isVersioned, rebasedChange } from './send-change';
import { placeRecord } from './settle-change';

/** "Keep mine": the person's change is sent again on top of the server's copy. */
export function keepMine(queryClient: QueryClient, conflict: ChangeConflict): void {
  removeConflict(conflict.id);
  if (!isVersioned(conflict.current)) return;
  const change = rebasedChange(conflict.change, conflict.current);
  void runChange(queryClient, conflict.mutationKey, change, () => conflict.snapshot);
}

/** "Take theirs": the change is dropped and the server's copy shown. */
export function takeTheirs(queryClient: QueryClient, conflict: ChangeConflict): void {
  removeConflict(conflict.id);
  const { change, current } = conflict;
  if (isVersioned(current)) placeRecord(queryClient, change.effects, change.subjectId, current);
  for (const queryKey of change.effects.refresh) void queryClient.invalidateQueries({ queryKey });
}
