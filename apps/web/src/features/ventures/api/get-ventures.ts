import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  VENTURE_DETAIL_DEDUPE_MS,
  VENTURE_LIST_DEDUPE_MS,
} from '@groundwork/shared/common/constants';
import type { VenturePledge } from '@groundwork/shared/pledges/schemas';
import type {
  Venture,
  VentureConversionPreview,
  VentureCount,
  VentureList,
  VentureSummary,
} from '@groundwork/shared/ventures/schemas';
import { apiClient } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';
import { workspaceDetailQueryOptions } from '../../../lib/workspace-detail';
import { distinctItems, pagedQueryOptions } from '../../../lib/paged-list';
import { ventureFallbacks } from '../venture-messages';
import { ventureKeys, venturePath, type VentureListFilters } from './query-keys';

// 001 §9: lists are shared for 5 s and refreshed when the person comes back to the tab or online.
const listCaching = {
  staleTime: VENTURE_LIST_DEDUPE_MS,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;

function getWorkspaceVenturePagesQueryOptions(workspaceId: string, filters: VentureListFilters) {
  return {
    ...pagedQueryOptions<VentureSummary>(
      ventureKeys.pages(workspaceId, filters),
      `/api/ventures/workspace/${encodeURIComponent(workspaceId)}`,
      {
        workspaceId,
        params: { status: filters.status, type: filters.type },
        fallbackMessage: ventureFallbacks.fetchFailed,
      },
    ),
    ...listCaching,
  };
}

/**
 * The workspace's ventures a page at a time (`fetchNextPage` for more). Changing a filter keeps
 * the cards on screen until the new list's first page arrives.
 */
export function useWorkspaceVenturePages(workspaceId: string, filters: VentureListFilters) {
  return useInfiniteQuery({
    ...getWorkspaceVenturePagesQueryOptions(workspaceId, filters),
    select: distinctItems,
    placeholderData: keepPreviousData,
  });
}

/** How many ventures the workspace's list holds with these filters, counted by the server. */
export function useWorkspaceVentureCount(workspaceId: string, filters: VentureListFilters) {
  return useQuery({
    queryKey: ventureKeys.count(workspaceId, filters),
    queryFn: ({ signal }) =>
      apiClient.get<VentureCount>(
        `/api/ventures/workspace/${encodeURIComponent(workspaceId)}/count`,
        {
          signal,
          workspaceId,
          params: { status: filters.status, type: filters.type },
          fallbackMessage: ventureFallbacks.fetchFailed,
        },
      ),
    select: (answer) => answer.count,
    placeholderData: keepPreviousData,
    ...listCaching,
  });
}

/** Live ventures of every workspace (the Explore page), a page at a time. */
export function usePublicVenturePages() {
  return useInfiniteQuery({
    ...pagedQueryOptions<VentureSummary>(ventureKeys.publicPages(), '/api/public/ventures', {
      fallbackMessage: ventureFallbacks.fetchFailed,
    }),
    select: distinctItems,
    ...listCaching,
  });
}

/** Who backed the venture, newest first, a page at a time: for its creator only (001 §6). */
export function useVenturePledgePages(ventureId: string) {
  return useInfiniteQuery({
    ...pagedQueryOptions<VenturePledge>(
      ventureKeys.pledgePages(ventureId),
      venturePath(ventureId, 'pledges'),
      { fallbackMessage: ventureFallbacks.fetchFailed },
    ),
    select: distinctItems,
  });
}

/** The live ventures closest to their goal. */
export function useFeaturedVentures() {
  return useQuery({
    ...apiQueryOptions<VentureList>(ventureKeys.featured(), '/api/public/ventures/featured', {
      fallbackMessage: ventureFallbacks.fetchFailed,
    }),
    ...listCaching,
  });
}

function getVenture(
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

function getVentureQueryOptions(workspaceId: string | undefined, ventureId: string) {
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
 * What converting the venture would do: how many backers join the workspace and who already
 * belongs. Asked each time the confirmation opens (`enabled`), since members come and go.
 */
export function useConversionPreview(workspaceId: string, ventureId: string, enabled: boolean) {
  return useQuery({
    ...apiQueryOptions<VentureConversionPreview>(
      ventureKeys.conversionPreview(ventureId),
      venturePath(ventureId, 'convert', 'preview'),
      { workspaceId, fallbackMessage: ventureFallbacks.conversionPreviewFailed },
    ),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

/**
 * The workspace's name for breadcrumbs. Backers need not be members, so a refusal is normal and
 * the breadcrumb then says 'Workspace'.
 */
export function useWorkspaceName(workspaceId: string): string | undefined {
  const { data } = useQuery({ ...workspaceDetailQueryOptions(workspaceId), retry: false });
  return data?.name;
}
