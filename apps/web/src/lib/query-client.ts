import { QueryClient } from '@tanstack/react-query';
import { QUERY_MAX_RETRIES } from '@groundwork/shared/common/constants';
import { ApiError } from './api-client';

/** A 4xx answer will not change by asking again; anything else (network, 5xx) may. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        refetchOnReconnect: true,
      },
    },
  });
}
