import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { isOfflineReadableKey } from './offline-readable';

/**
 * When the newest of the answers on screen (those with a component watching them) was fetched,
 * in milliseconds since the epoch; null when none is. Restored answers keep the time they were
 * fetched at, so after a reload this still says how old the page is.
 */
function newestShownDataTime(queryCache: QueryCache): number | null {
  let newest = 0;
  for (const query of queryCache.getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined) continue;
    if (!isOfflineReadableKey(query.queryKey)) continue;
    newest = Math.max(newest, query.state.dataUpdatedAt);
  }
  return newest > 0 ? newest : null;
}

/** `newestShownDataTime`, kept current as answers arrive and pages change. */
export function useShownDataTime(): number | null {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(onChange),
    [queryCache],
  );
  return useSyncExternalStore(subscribe, () => newestShownDataTime(queryCache));
}
