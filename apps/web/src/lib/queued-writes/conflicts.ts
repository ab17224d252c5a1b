import { useEffect, useSyncExternalStore } from 'react';
import type { MutationKey } from '@tanstack/react-query';
import type { WriteSnapshot, QueuedWrite } from './queued-write';

/** An edit the server refused because someone else changed the same fields first. */
export interface WriteConflict {
  id: number;
  /** The person who made the write; nobody else is asked about it. */
  ownerId: string | undefined;
  mutationKey: MutationKey;
  write: QueuedWrite;
  /** For putting the cache back should the person's version be refused later. */
  snapshot: WriteSnapshot | undefined;
  /** The server's copy. */
  current: Record<string, unknown>;
  fields: string[];
}

let conflicts: readonly WriteConflict[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setConflicts(next: readonly WriteConflict[]) {
  conflicts = next;
  for (const listener of listeners) listener();
}

export function addConflict(conflict: Omit<WriteConflict, 'id'>): void {
  setConflicts([...conflicts, { ...conflict, id: nextId++ }]);
}

export function removeConflict(id: number): void {
  setConflicts(conflicts.filter((conflict) => conflict.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The conflicts waiting for the signed-in person to decide, oldest first. Anyone else's, left by
 * a person who signed out on this page, are forgotten.
 */
export function useWriteConflicts(ownerId: string): readonly WriteConflict[] {
  const all = useSyncExternalStore(
    subscribe,
    () => conflicts,
    () => conflicts,
  );
  useEffect(() => {
    if (all.some((conflict) => conflict.ownerId !== ownerId)) {
      setConflicts(all.filter((conflict) => conflict.ownerId === ownerId));
    }
  }, [all, ownerId]);
  return all.filter((conflict) => conflict.ownerId === ownerId);
}
