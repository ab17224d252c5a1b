import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthSettings } from '@groundwork/shared/auth/schemas';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './query-keys';

function getAuthSettings(signal?: AbortSignal): Promise<AuthSettings> {
  return apiClient.get<AuthSettings>('/api/auth/settings', { signal });
}

/** How codes are delivered; fixed for the server's lifetime. */
function getAuthSettingsQueryOptions() {
  return queryOptions({
    queryKey: authKeys.settings(),
    queryFn: ({ signal }) => getAuthSettings(signal),
    staleTime: Infinity,
  });
}

export function useAuthSettings() {
  return useQuery(getAuthSettingsQueryOptions());
}
