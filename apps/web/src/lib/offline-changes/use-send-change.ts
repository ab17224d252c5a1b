import { useCallback, useState } from 'react';
import { useQueryClient, type MutationKey } from '@tanstack/react-query';
import type { OfflineChange } from './change';
import { runChange, type ChangeOutcome, type PrepareChange } from './run-change';

/**
 * Sends changes that can wait for a connection, and says while one is being sent (not while it
 * waits: a waiting change is already on screen and counted in the header).
 */
export function useSendChange() {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(0);
  const send = useCallback(
    async (
      mutationKey: MutationKey,
      change: OfflineChange,
      prepare?: PrepareChange,
    ): Promise<ChangeOutcome> => {
      setSending((count) => count + 1);
      try {
        return await runChange(queryClient, mutationKey, change, prepare);
      } finally {
        setSending((count) => count - 1);
      }
    },
    [queryClient],
  );
  return { send, isSending: sending > 0 };
}
