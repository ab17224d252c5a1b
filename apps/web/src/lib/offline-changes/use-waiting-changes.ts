import { useMutationState } from '@tanstack/react-query';
import type { OfflineChange } from './change';
import { offlineChangeKey } from './change';
import { isWaitingChange } from './register';

/** The changes waiting to be sent, oldest first. */
export function useWaitingChanges(): OfflineChange[] {
  return useMutationState({
    filters: { mutationKey: offlineChangeKey, predicate: isWaitingChange },
    select: (mutation) => mutation.state.variables as OfflineChange,
  });
}

/** The ids of the records with a change waiting to be sent, for marking them on screen. */
export function useWaitingSubjects(): ReadonlySet<string> {
  return new Set(useWaitingChanges().map((change) => change.subjectId));
}

/** "1 change waiting to be sent", "3 changes waiting to be sent". */
export function waitingChangesText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to be sent`;
}
