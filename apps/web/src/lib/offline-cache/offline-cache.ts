import { useSyncExternalStore } from 'react';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { getAuthToken } from '../auth-token';
import { currentUserQueryKey } from '../current-user';
import type { SeenEventId } from '../event-stream';
import type { PersistedQueryCache } from './persisted-cache';

// This module's address carries the build's content hash: a new build drops what an older one
// stored, whose answers may have another shape.
const buster = import.meta.url;

const isSupported = typeof indexedDB !== 'undefined';
const loadPersistedCache = () => import('./persisted-cache');

let started: Promise<PersistedQueryCache | null> | null = null;
let isRestoring = isSupported;
const restoreListeners = new Set<() => void>();

function finishRestoring(): void {
  isRestoring = false;
  restoreListeners.forEach((listener) => listener());
}

/** Deletes whatever is stored, without loading the offline cache's own code. */
async function clearStore(): Promise<void> {
  await (await import('./cache-store')).createIndexedDbCacheStore().clear();
}

function signedIn(queryClient: QueryClient): boolean {
  return getAuthToken() !== null && Boolean(queryClient.getQueryData(currentUserQueryKey));
}

/**
 * Loads the offline cache's code (after the first screen: it is not part of any first load) and
 * restores what the signed-in person saw here before. Once per page. With nobody signed in there
 * is nothing to restore: what another session left is deleted, and the code loads once someone
 * signs in, so that the sign-in page does not carry it.
 */
export function startOfflineCache(queryClient: QueryClient): void {
  if (started) return;
  if (!isSupported) {
    started = Promise.resolve(null);
    finishRestoring();
    return;
  }
  if (getAuthToken() === null) {
    finishRestoring();
    void clearStore();
    const stopWaiting = queryClient.getQueryCache().subscribe(() => {
      if (!signedIn(queryClient)) return;
      stopWaiting();
      startPersisting(queryClient);
    });
    return;
  }
  startPersisting(queryClient);
}

function startPersisting(queryClient: QueryClient): void {
  if (started) return;
  started = loadPersistedCache()
    .then(({ startPersistedCache }) => startPersistedCache(queryClient, buster))
    .catch((error: unknown) => {
      console.error('The offline copy could not be restored.', error);
      return null;
    })
    .finally(finishRestoring);
}

/** Whether answers kept from an earlier visit may still arrive. */
export function useIsRestoringOfflineCache(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      restoreListeners.add(onChange);
      return () => restoreListeners.delete(onChange);
    },
    () => isRestoring,
  );
}

/**
 * The last live event this person's device received, kept with the offline copy, once what was
 * kept has been restored; null when none is kept (or nothing can be kept in this browser).
 */
export async function keptLastEvent(): Promise<SeenEventId | null> {
  return (await started)?.lastEvent ?? null;
}

/** Keeps the id of a live event just received with the offline copy, for the next page to resume. */
export function keepLastEvent(seen: SeenEventId): void {
  void started?.then((cache) => cache?.keepLastEvent(seen));
}

const currentUserHash = hashKey(currentUserQueryKey);

function forgetInMemory(queryClient: QueryClient): void {
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== currentUserHash });
  queryClient.setQueryData(currentUserQueryKey, null);
}

/**
 * Forgets the signed-in person in this browser: no current user, no answers or pending changes
 * in memory, nothing in IndexedDB. The current-user query stays (set to null) so the guard, which
 * watches it, sends the person to sign in.
 */
export async function wipeOfflineCache(queryClient: QueryClient): Promise<void> {
  forgetInMemory(queryClient);
  if (!isSupported) return;
  const cache = await started;
  if (cache) await cache.wipe();
  else await clearStore();
  // A restore that was under way has put its answers back meanwhile.
  forgetInMemory(queryClient);
}
