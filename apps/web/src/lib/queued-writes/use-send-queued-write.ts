import { useCallback, useState } from 'react';
import { useQueryClient, type MutationKey } from '@tanstack/react-query';
import type { QueuedWrite } from './queued-write';
import { runQueuedWrite, type WriteOutcome, type PrepareWrite } from './run-queued-write';

/**
 * Sends writes that can wait for a connection, and says while one is being sent (not while it
 * waits: a waiting write is already on screen and counted in the header).
 */
export function useSendQueuedWrite() {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(0);
  const send = useCallback(
    async (
      mutationKey: MutationKey,
      write: QueuedWrite,
      prepare?: PrepareWrite,
    ): Promise<WriteOutcome> => {
      setSending((count) => count + 1);
      try {
        return await runQueuedWrite(queryClient, mutationKey, write, prepare);
      } finally {
        setSending((count) => count - 1);
      }
    },
    [queryClient],
  );
  return { send, isSending: sending > 0 };
}
