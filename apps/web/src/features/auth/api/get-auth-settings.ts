import { useQuery } from '@tanstack/react-query';
import type { AuthSettings } from '@groundwork/shared/auth/schemas';
import { apiQueryOptions } from '../../../lib/api-query';
import { authKeys } from './query-keys';

/** How codes are delivered; fixed for the server's lifetime. */
export function useAuthSettings() {
  return useQuery({
    ...apiQueryOptions<AuthSettings>(authKeys.settings(), '/api/auth/settings'),
    staleTime: Infinity,
  });
}
