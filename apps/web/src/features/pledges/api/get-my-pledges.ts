import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { VENTURE_LIST_DEDUPE_MS } from '@groundwork/shared/common/constants';
import type { Page } from '@groundwork/shared/common/paging';
import type { Pledge, PledgeTotals } from '@groundwork/shared/pledges/schemas';
import { apiClient } from '../../../lib/api-client';
import { distinctItems, pagedListParams, pageParams } from '../../../lib/paged-list';

/** Everything of the person's pledges sits under this key: a new pledge refreshes it all. */
export const myPledgesKey = ['pledges', 'mine'] as const;
const myPledgePagesKey = [...myPledgesKey, 'pages'] as const;
const myPledgeTotalsKey = [...myPledgesKey, 'totals'] as const;

const fallbackMessage = 'Failed to fetch pledges';

// 001 §9: lists are shared for 5 s and refreshed on focus and reconnect.
const listCaching = {
  staleTime: VENTURE_LIST_DEDUPE_MS,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;

/** One page of the person's pledges, newest first: the first without a cursor. */
function getMyPledgePage(cursor: string | null, signal?: AbortSignal): Promise<Page<Pledge>> {
  return apiClient.get<Page<Pledge>>('/api/users/me/pledges', {
    signal,
    params: pageParams(cursor),
    fallbackMessage,
  });
}

function getMyPledgePagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: myPledgePagesKey,
    queryFn: ({ pageParam, signal }) => getMyPledgePage(pageParam, signal),
    ...pagedListParams,
    ...listCaching,
  });
}

/** The person's pledges a page at a time (`fetchNextPage` for more). */
export function useMyPledgePages() {
  return useInfiniteQuery({ ...getMyPledgePagesQueryOptions(), select: distinctItems<Pledge> });
}

function getMyPledgeTotalsQueryOptions() {
  return queryOptions({
    queryKey: myPledgeTotalsKey,
    queryFn: ({ signal }) =>
      apiClient.get<PledgeTotals>('/api/users/me/pledges/totals', { signal, fallbackMessage }),
    ...listCaching,
  });
}

/** How many pledges the person made and their total, counted by the server. */
export function useMyPledgeTotals() {
  return useQuery(getMyPledgeTotalsQueryOptions());
}
