import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setAuthErrorHandler } from '../lib/api-client';
import { wipeOfflineCache } from '../lib/offline-cache/offline-cache';
import { paths } from '../lib/paths';
import { GuardedOutlet } from './guarded-outlet';

/** When the server refuses the session, forget the user and go to sign-in. */
function useAuthErrorRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      setAuthErrorHandler(() => {
        // Answers fetched with the refused session (the first visit's among them), and the
        // copy kept for reading offline, are not for whoever signs in next.
        void wipeOfflineCache(queryClient);
        void navigate(paths.login(), { replace: true });
      }),
    [queryClient, navigate],
  );
}

/** The top of the route tree: the session-expiry redirect and the last-resort error screen. */
export function AppRoot() {
  useAuthErrorRedirect();
  return <GuardedOutlet fullScreen />;
}
