import { lazy } from 'react';
import { Navigate, useMatches } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FullScreenLoader } from '../components/ui/spinner';
import { getCurrentUserQueryOptions } from '../lib/current-user';
import { getAuthToken } from '../lib/auth-token';
import { paths } from '../lib/paths';
import { CHECKING_AUTH_MESSAGE } from './guest-route';
import { preloadMatchedPages } from './lazy-page';

// The frame of signed-in pages (navigation, icons, the formatted phone number) is not needed on
// the sign-in page, so it loads with the first signed-in page, in parallel with the session check.
const loadAppShell = () => import('./shell/app-shell');
const AppShell = lazy(() => loadAppShell().then((m) => ({ default: m.AppShell })));

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
  const matches = useMatches();
  if (getAuthToken() !== null) {
    void loadAppShell();
    preloadMatchedPages(matches);
  }
  if (isPending) return <FullScreenLoader message={CHECKING_AUTH_MESSAGE} />;
  if (!user) return <Navigate to={paths.login()} replace />;
  return <AppShell user={user} />;
}
