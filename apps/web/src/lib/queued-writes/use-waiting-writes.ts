import { useMutationState } from '@tanstack/react-query';
import type { QueuedWrite } from './queued-write';
import { queuedWriteKey } from './queued-write';
import { isWaitingWrite } from './register';

/** The writes waiting to be sent, oldest first. */
export function useWaitingWrites(): QueuedWrite[] {
  return useMutationState({
    filters: { mutationKey: queuedWriteKey, predicate: isWaitingWrite },
    select: (mutation) => mutation.state.variables as QueuedWrite,
  });
}

/** The ids of the records with a write waiting to be sent, for marking them on screen. */
export function useWaitingSubjects(): ReadonlySet<string> {
  return new Set(useWaitingWrites().map((write) => write.subjectId));
}

/** "1 change waiting to be sent", "3 changes waiting to be sent" (what people call them). */
export function waitingWritesText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to be sent`;
}
