import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse, User } from '@groundwork/shared/auth/schemas';
import { apiClient } from './api-client';
import { getAuthToken, removeAuthToken } from './auth-token';

/** The signed-in user is read by the guard, the shell and every feature, so it lives here. */
export const currentUserQueryKey = ['auth', 'current-user'] as const;

const CURRENT_USER_STALE_MS = 5 * 60 * 1000;

/** The signed-in user, or null when there is no token to ask with. */
export async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  if (!getAuthToken()) return null;
  try {
    const { user } = await apiClient.get<MeResponse>('/api/auth/me', {
      signal,
      fallbackMessage: 'Failed to get user info',
    });
    return user;
  } catch (error) {
    // A token the server calls invalid or expired will never work again (000 §4).
    if (error instanceof Error && /Invalid|expired/.test(error.message)) removeAuthToken();
    throw error;
  }
}

export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    refetchOnWindowFocus: false,
    staleTime: CURRENT_USER_STALE_MS,
    // Asked even with no connection: without a token the answer needs none; with one, the failed
    // ask waits for the connection while the person kept from an earlier visit is shown.
    networkMode: 'offlineFirst',
  });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
