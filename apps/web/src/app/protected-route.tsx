import { useEffect, useState } from 'react';
import { Navigate, useMatches, type UIMatch } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FullScreenLoader } from '../components/ui/spinner';
import { apiErrorMessages, ApiError, NETWORK_ERROR_STATUS } from '../lib/api-client';
import { getCurrentUserQueryOptions } from '../lib/current-user';
import { getAuthToken } from '../lib/auth-token';
import { useIsRestoringOfflineCache } from '../lib/offline-cache/offline-cache';
import { paths } from '../lib/paths';
import { PageCodeLoader } from './guarded-outlet';
import { CHECKING_AUTH_MESSAGE } from './guest-route';
import { lazyComponent, preloadMatchedPages } from './lazy-page';

// The frame of signed-in pages (navigation, icons, the formatted phone number) is not needed on
// the sign-in page, so it loads with the first signed-in page, in parallel with the session check.
const { Component: AppShell, preload: loadAppShell } = lazyComponent(
  () => import('./shell/app-shell'),
  (m) => m.AppShell,
);

/**
 * With a token, starts at once, beside the session check, the shell's and the first page's chunks
 * (the first-visit script has usually started them, and the page's first queries, already).
 * Answers whether the chunks are in. Waiting
 * for them under the page spinner draws shell and page in one go, instead of suspending on chunks
 * that are a moment away and having React hold the page back (its fallback throttle).
 */
function useFirstPageStarted(matches: readonly UIMatch[]): boolean {
  const [first] = useState(() => {
    if (getAuthToken() === null) return null;
    return Promise.allSettled([loadAppShell(), preloadMatchedPages(matches)]);
  });
  const [loaded, setLoaded] = useState(first === null);
  useEffect(() => {
    let current = true;
    void first?.then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [first]);
  return loaded;
}

/**
 * The guard of every route but /login (000 §2): a loader while the session is checked, the
 * sign-in page without a user, the shell around the page with one. When the check fails while
 * the token is still held (server unreachable, not a refused session), the person kept from an
 * earlier visit is signed in still, for reading offline; with nobody kept, the error screen
 * offers retries instead of signing the person out.
 */
export function ProtectedRoute() {
  const {
    data: user,
    isPending,
    fetchStatus,
  } = useQuery({
    ...getCurrentUserQueryOptions(),
    throwOnError: (_error, query) => query.state.data === undefined && getAuthToken() !== null,
  });
  const isRestoring = useIsRestoringOfflineCache();
  const chunksLoaded = useFirstPageStarted(useMatches());
  // No connection, and nobody kept from before: the error screen, as for an unreachable server.
  if (isPending && fetchStatus === 'paused' && !isRestoring) {
    throw new ApiError(NETWORK_ERROR_STATUS, apiErrorMessages.network);
  }
  if (isPending) return <FullScreenLoader message={CHECKING_AUTH_MESSAGE} />;
  if (!user) return <Navigate to={paths.login()} replace />;
  if (!chunksLoaded) return <PageCodeLoader fullScreen />;
  return <AppShell user={user} />;
}
