import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Spinner } from '../components/ui/spinner';
import { cn } from '../lib/cn';
import { ErrorBoundary } from './error-boundary';

/**
 * The nested route behind the error screen and a spinner while its code loads. The error
 * screen resets when the route changes, and retrying also retries failed queries.
 */
export function GuardedOutlet({ fullScreen = false }: { fullScreen?: boolean }) {
  const { pathname } = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary resetKey={pathname} onReset={reset} fullScreen={fullScreen}>
          <Suspense fallback={<PageCodeLoader fullScreen={fullScreen} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** The spinner shown while a page's code downloads. */
export function PageCodeLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={cn('flex justify-center', fullScreen ? 'min-h-screen items-center' : 'py-16')}>
      <Spinner size={20} />
    </div>
  );
}
