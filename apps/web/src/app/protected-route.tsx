import { useEffect, useState } from 'react';
import { Navigate, useMatches, type UIMatch } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FullScreenLoader } from '../components/ui/spinner';
import { getCurrentUserQueryOptions } from '../lib/current-user';
import { getAuthToken } from '../lib/auth-token';
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
 * the token is still held (server unreachable, not a refused session), the error screen offers
 * retries instead of signing the person out.
 */
export function ProtectedRoute() {
  const { data: user, isPending } = useQuery({
    ...getCurrentUserQueryOptions(),
    throwOnError: (_error, query) => query.state.data === undefined && getAuthToken() !== null,
  });
  const chunksLoaded = useFirstPageStarted(useMatches());
  if (isPending) return <FullScreenLoader message={CHECKING_AUTH_MESSAGE} />;
  if (!user) return <Navigate to={paths.login()} replace />;
  if (!chunksLoaded) return <PageCodeLoader fullScreen />;
  return <AppShell user={user} />;
}
