import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { keptLastEvent } from '../lib/offline-cache/offline-cache';

/**
 * Keeps one live connection open while someone is signed in (the shell is mounted), and closes
 * it when they leave. Its code loads after the shell has drawn, so the first page is not kept
 * waiting for it; it opens once the offline copy is restored, to resume from the last event kept
 * there.
 */
export function useLiveUpdates(userId: string): void {
  const queryClient = useQueryClient();
  // The toasts sit outside the router: the names in them open their pages through it.
  const navigate = useNavigate();
  useEffect(() => {
    let isUnmounted = false;
    let stop: (() => void) | undefined;
    void Promise.all([import('./live-updates'), keptLastEvent()]).then(
      ([{ startLiveUpdates }, resumeFrom]) => {
        if (!isUnmounted) {
          stop = startLiveUpdates(queryClient, resumeFrom, (path) => void navigate(path));
        }
      },
    );
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, [queryClient, userId, navigate]);
}
