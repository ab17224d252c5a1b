import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@groundwork/shared/common/constants';
import { startOfflineCache } from '../lib/offline-cache/offline-cache';
import { useIsMobile } from '../lib/use-is-mobile';

// Sonner's own spacing from the bottom edge, and on phones enough to clear the bottom bar.
const TOAST_OFFSET_PX = 24;
const TOAST_MOBILE_OFFSET_PX = 72;

/** Everything the app needs around it: server state (kept for reading offline) and toasts. */
export function AppProviders({
  queryClient,
  children,
  toastDurationMs = TOAST_DURATION_MS,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  /** How long a toast stays; tests keep them until they end (`Infinity`). */
  toastDurationMs?: number;
}) {
  const isMobile = useIsMobile();
  // After the first render: restoring is not on the way to the first screen when online.
  useEffect(() => startOfflineCache(queryClient), [queryClient]);
  const offset = { bottom: isMobile ? TOAST_MOBILE_OFFSET_PX : TOAST_OFFSET_PX };
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="bottom-right"
        duration={toastDurationMs}
        offset={offset}
        mobileOffset={offset}
        closeButton
        richColors
      />
    </QueryClientProvider>
  );
}
