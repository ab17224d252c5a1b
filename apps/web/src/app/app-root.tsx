import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { QueryErrorResetBoundary, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../components/ui/spinner';
import { authKeys } from '../features/auth/api/query-keys';
import { setAuthErrorHandler } from '../lib/api-client';
import { paths } from '../lib/paths';
import { ErrorBoundary } from './error-boundary';

/** When the server refuses the session, forget the user and go to sign-in. */
function useAuthErrorRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      setAuthErrorHandler(() => {
        queryClient.setQueryData(authKeys.currentUser(), null);
        void navigate(paths.login(), { replace: true });
      }),
    [queryClient, navigate],
  );
}

/** The top of the route tree: the session-expiry redirect and the last-resort error screen. */
export function AppRoot() {
  const { pathname } = useLocation();
  useAuthErrorRedirect();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary resetKey={pathname} onReset={reset} fullScreen>
          <Suspense
            fallback={
              <div className="flex min-h-screen items-center justify-center">
                <Spinner size={20} />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
