import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  VENTURE_DETAIL_DEDUPE_MS,
  VENTURE_LIST_DEDUPE_MS,
} from '@groundwork/shared/common/constants';
import type { Venture, VentureList } from '@groundwork/shared/ventures/schemas';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import { apiClient } from '../../../lib/api-client';
import { ventureFallbacks } from '../venture-messages';
import {
  ventureKeys,
  venturePath,
  workspaceDetailKey,
  type VentureListFilters,
} from './query-keys';

// 001 §9: lists are shared for 5 s and refreshed when the person comes back to the tab or online.
const listCaching = {
  staleTime: VENTURE_LIST_DEDUPE_MS,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;

export function getWorkspaceVentures(
  workspaceId: string,
  filters: VentureListFilters,
  signal?: AbortSignal,
): Promise<VentureList> {
  return apiClient.get<VentureList>(`/api/ventures/workspace/${encodeURIComponent(workspaceId)}`, {
    signal,
    workspaceId,
    params: { status: filters.status, type: filters.type },
    fallbackMessage: ventureFallbacks.fetchFailed,
  });
}

export function getWorkspaceVenturesQueryOptions(workspaceId: string, filters: VentureListFilters) {
  return queryOptions({
    queryKey: ventureKeys.list(workspaceId, filters),
    queryFn: ({ signal }) => getWorkspaceVentures(workspaceId, filters, signal),
    ...listCaching,
  });
}

export function useWorkspaceVentures(workspaceId: string, filters: VentureListFilters) {
  return useQuery(getWorkspaceVenturesQueryOptions(workspaceId, filters));
}

/** Live ventures of every workspace (the Explore page). */
export function usePublicVentures() {
  return useQuery({
    queryKey: ventureKeys.public(),
    queryFn: ({ signal }) =>
      apiClient.get<VentureList>('/api/public/ventures', {
        signal,
        fallbackMessage: ventureFallbacks.fetchFailed,
      }),
    ...listCaching,
  });
}

/** The live ventures closest to their goal. */
export function useFeaturedVentures() {
  return useQuery({
    queryKey: ventureKeys.featured(),
    queryFn: ({ signal }) =>
      apiClient.get<VentureList>('/api/public/ventures/featured', {
        signal,
        fallbackMessage: ventureFallbacks.fetchFailed,
      }),
    ...listCaching,
  });
}

export function getVenture(
  workspaceId: string | undefined,
  ventureId: string,
  signal?: AbortSignal,
): Promise<Venture> {
  return apiClient.get<Venture>(venturePath(ventureId), {
    signal,
    workspaceId,
    fallbackMessage: ventureFallbacks.fetchFailed,
  });
}

export function getVentureQueryOptions(workspaceId: string | undefined, ventureId: string) {
  return queryOptions({
    queryKey: ventureKeys.detail(ventureId),
    queryFn: ({ signal }) => getVenture(workspaceId, ventureId, signal),
    // 001 §9: one venture is shared for 10 s.
    staleTime: VENTURE_DETAIL_DEDUPE_MS,
  });
}

export function useVenture(workspaceId: string | undefined, ventureId: string, enabled = true) {
  return useQuery({ ...getVentureQueryOptions(workspaceId, ventureId), enabled });
}

/**
 * The workspace's name for breadcrumbs. Backers need not be members, so a refusal is normal and
 * the breadcrumb then says 'Workspace'.
 */
export function useWorkspaceName(workspaceId: string): string | undefined {
  const { data } = useQuery({
    queryKey: workspaceDetailKey(workspaceId),
    queryFn: ({ signal }) =>
      apiClient.get<WorkspaceDetail>(`/api/workspaces/${encodeURIComponent(workspaceId)}`, {
        signal,
        workspaceId,
        fallbackMessage: 'Failed to fetch workspace',
      }),
    retry: false,
  });
  return data?.name;
}
