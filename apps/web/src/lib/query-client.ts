import { onlineManager, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { QUERY_MAX_RETRIES } from '@groundwork/shared/common/constants';
import { ApiError } from './api-client';
import { forgetFirstVisitAnswers } from './first-visit-answers';

/** A 4xx answer will not change by asking again; anything else (network, 5xx) may. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/**
 * TanStack assumes a connection until the browser reports losing one, but a page opened with no
 * connection reports nothing: its queries would fail instead of waiting, paused, on what was
 * kept from an earlier visit. The answers the first-visit script asked for then all failed, and
 * must not be handed to the first requests once the connection is back.
 */
function startOfflineWhenOffline(): void {
  if (typeof navigator === 'undefined' || navigator.onLine) return;
  onlineManager.setOnline(false);
  forgetFirstVisitAnswers();
}

/** The server says the person may not see it (any more), or that it is gone. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/**
 * What the person may no longer see (removed from the workspace, the task deleted) must not stay
 * on screen from an earlier answer, one kept for reading offline above all: the refusal replaces it.
 */
function forgetRefusedAnswer(error: unknown, query: Query<unknown, unknown, unknown>): void {
  if (isRefusal(error) && query.state.data !== undefined) {
    query.setState({ data: undefined, dataUpdatedAt: 0 });
  }
}

export function createQueryClient(): QueryClient {
  startOfflineWhenOffline();
  return new QueryClient({
    queryCache: new QueryCache({ onError: forgetRefusedAnswer }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        refetchOnReconnect: true,
      },
    },
  });
}
