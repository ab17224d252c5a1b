import { describe, expect, it } from 'vitest';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../current-user';
import { wipeOfflineCache } from './offline-cache';

describe('wipeOfflineCache', () => {
  it('leaves no answer and no pending change in memory, and no current user', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserQueryKey, { id: 'u1', name: 'Ana', phoneNumber: '+1' });
    queryClient.setQueryData(['tasks', 'detail', 't1'], { id: 't1', title: 'Pour the footings' });
    hydrate(queryClient, {
      queries: [],
      mutations: [
        {
          mutationKey: ['comments', 'create'],
          state: {
            context: undefined,
            data: undefined,
            error: null,
            failureCount: 0,
            failureReason: null,
            isPaused: true,
            status: 'pending',
            variables: { taskId: 't1', content: 'Done' },
            submittedAt: 1,
          },
        },
      ],
    });

    await wipeOfflineCache(queryClient);

    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });
});
