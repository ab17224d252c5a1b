import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { currentUserQueryKey } from '../current-user';

/**
 * How long what a person has seen stays readable without a connection: a long weekend away from
 * the site. Restored answers older than this are dropped, and these queries stay in memory as
 * long, so that a page not opened again in this visit is still written back.
 */
export const OFFLINE_CACHE_MAX_AGE_MS = 4 * 24 * 60 * 60 * 1000;

/**
 * The answers kept for reading offline, by the start of their query key: the signed-in person,
 * and the workspace data they read on the job (lists and details, checklists, comments, file lists,
 * activity, notifications, ventures and pledges), and the labels a task made or edited offline is
 * given. Settings and anything not listed are fetched afresh.
 */
const offlineReadableKeys: readonly QueryKey[] = [
  currentUserQueryKey,
  ['workspaces'],
  ['projects'],
  ['dashboard'],
  ['tasks'],
  ['checklists'],
  ['labels'],
  ['comments'],
  ['files'],
  ['activity'],
  ['notifications'],
  ['ventures'],
  ['pledges'],
];

function startsWith(queryKey: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => queryKey[index] === part);
}

export function isOfflineReadableKey(queryKey: QueryKey): boolean {
  return offlineReadableKeys.some((prefix) => startsWith(queryKey, prefix));
}

/** Only answers the server gave: no failures, nothing still loading. */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && isOfflineReadableKey(query.queryKey);
}

/** Keeps the offline-readable queries in memory as long as they are kept on disk. */
export function keepOfflineReadableQueries(queryClient: QueryClient): void {
  for (const prefix of offlineReadableKeys) {
    queryClient.setQueryDefaults(prefix, { gcTime: OFFLINE_CACHE_MAX_AGE_MS });
  }
}
