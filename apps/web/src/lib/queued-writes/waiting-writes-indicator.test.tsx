import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse } from '../../test/fetch';
import { queuedWriteKey, type QueuedWrite } from './queued-write';
import { runQueuedWrite } from './run-queued-write';
import { WaitingWritesIndicator } from './waiting-writes-indicator';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const statusKey = [...queuedWriteKey, 'test', 'status'];

function statusChange(taskId: string): QueuedWrite {
  return {
    scope: `task:${taskId}`,
    subjectId: taskId,
    refusal: 'Could not save',
    request: {
      method: 'PUT',
      path: `/api/tasks/${taskId}`,
      body: { status: 'complete' },
      fallbackMessage: 'Failed',
    },
    idempotencyKey: `key-${taskId}`,
    effects: { refresh: [] },
  };
}

afterEach(() => onlineManager.setOnline(true));

describe('WaitingWritesIndicator', () => {
  it('counts the changes waiting for a connection, and goes once they are sent', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <WaitingWritesIndicator />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    onlineManager.setOnline(false);
    await act(() => runQueuedWrite(queryClient, statusKey, statusChange('t1')));
    expect(await screen.findByText('1 change waiting to be sent')).toBeInTheDocument();
    await act(() => runQueuedWrite(queryClient, statusKey, statusChange('t2')));
    expect(await screen.findByText('2 changes waiting to be sent')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await vi.waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
