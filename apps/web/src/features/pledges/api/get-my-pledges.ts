import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENTURE_LIST_DEDUPE_MS } from '@groundwork/shared/common/constants';
import type { Pledge } from '@groundwork/shared/pledges/schemas';
import { apiClient } from '../../../lib/api-client';

/** Cached under the key a new pledge refreshes (the ventures feature invalidates it). */
export const myPledgesKey = ['pledges', 'mine'] as const;

export function getMyPledges(signal?: AbortSignal): Promise<Pledge[]> {
  return apiClient.get<Pledge[]>('/api/users/me/pledges', {
    signal,
    fallbackMessage: 'Failed to fetch pledges',
  });
}

export function getMyPledgesQueryOptions() {
  return queryOptions({
    queryKey: myPledgesKey,
    queryFn: ({ signal }) => getMyPledges(signal),
    // 001 §9: lists are shared for 5 s and refreshed on focus and reconnect.
    staleTime: VENTURE_LIST_DEDUPE_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}

export function useMyPledges() {
  return useQuery(getMyPledgesQueryOptions());
}
