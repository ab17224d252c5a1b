import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Keeps one live connection open while someone is signed in (the shell is mounted), and closes
 * it when they leave. Its code loads after the shell has drawn, so the first page is not kept
 * waiting for it.
 */
export function useLiveUpdates(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let isUnmounted = false;
    let stop: (() => void) | undefined;
    void import('./live-updates').then(({ startLiveUpdates }) => {
      if (!isUnmounted) stop = startLiveUpdates(queryClient);
    });
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, [queryClient, userId]);
}
