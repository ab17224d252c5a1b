import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client';
import { createQueryClient } from './query-client';

const key = ['workspaces', 'detail', 'w1'];

async function refetchFailing(status: number) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(key, { id: 'w1', name: 'Riverside' });
  await queryClient
    .fetchQuery({
      queryKey: key,
      queryFn: () => Promise.reject(new ApiError(status, 'refused')),
      retry: false,
    })
    .catch(() => undefined);
  return queryClient.getQueryData(key);
}

describe('a refetch that fails', () => {
  it('drops the earlier answer when the server refuses or no longer has it', async () => {
    expect(await refetchFailing(403)).toBeUndefined();
    expect(await refetchFailing(404)).toBeUndefined();
  });

  it('keeps the earlier answer when the connection or the server failed', async () => {
    expect(await refetchFailing(NETWORK_ERROR_STATUS)).toEqual({ id: 'w1', name: 'Riverside' });
    expect(await refetchFailing(500)).toEqual({ id: 'w1', name: 'Riverside' });
  });
});
