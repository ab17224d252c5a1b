import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { taskEntityTag } from '@groundwork/shared/tasks/entity-tag';
import { jsonResponse } from '../../test/fetch';
import { currentUserQueryKey } from '../current-user';
import { queuedWriteKey, type QueuedWrite } from './queued-write';
import { useWriteConflicts } from './conflicts';
import { registerQueuedWrites } from './register';
import { runQueuedWrite } from './run-queued-write';
import { rebasedIdempotencyKey } from './send-queued-write';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const listKey = ['tasks', 'list'];
const detailKey = ['tasks', 'detail', 't1'];
const editKey = [...queuedWriteKey, 'test', 'edit'];

const seen = {
  id: 't1',
  title: 'Pour footings',
  priority: 'medium',
  amount: 1200,
  updatedAt: '2026-01-01T10:00:00.000Z',
};

function edit(mine: Record<string, unknown>): QueuedWrite {
  return {
    scope: 'task:t1',
    subjectId: 't1',
    refusal: 'Could not save “Pour footings”',
    request: { method: 'PUT', path: '/api/tasks/t1', body: mine, fallbackMessage: 'Failed' },
    idempotencyKey: 'key-1',
    ifMatch: taskEntityTag(seen),
    guard: { base: seen, mine },
    effects: { record: detailKey, lists: listKey, refresh: [] },
  };
}

/** Answers each call with the next of `answers`, and records what was sent. */
function stubAnswers(...answers: Array<() => Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  const headersOf = (call: number) =>
    (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
  return { fetchMock, headersOf };
}

function newClient() {
  const queryClient = new QueryClient();
  registerQueuedWrites(queryClient);
  queryClient.setQueryData(listKey, [seen]);
  queryClient.setQueryData(detailKey, seen);
  return queryClient;
}

/** Shows the person's values in the cache, as a screen does before sending. */
const showing = (queryClient: QueryClient, mine: Record<string, unknown>) => () => {
  const snapshot: Array<[readonly unknown[], unknown]> = [
    [listKey, queryClient.getQueryData(listKey)],
    [detailKey, queryClient.getQueryData(detailKey)],
  ];
  queryClient.setQueryData(listKey, [{ ...seen, ...mine }]);
  queryClient.setQueryData(detailKey, { ...seen, ...mine });
  return snapshot;
};

beforeEach(() => onlineManager.setOnline(true));
afterEach(() => {
  vi.mocked(toast.error).mockClear();
  onlineManager.setOnline(true);
});

describe('a guarded edit answered 412', () => {
  it('is sent again on top of the server’s copy when nobody changed its fields', async () => {
    const current = { ...seen, priority: 'high', updatedAt: '2026-01-01T11:00:00.000Z' };
    const saved = { ...current, title: 'Pour the footings' };
    const { headersOf } = stubAnswers(
      () => jsonResponse(current, 412),
      () => jsonResponse(saved),
    );
    const queryClient = newClient();

    const outcome = await runQueuedWrite(
      queryClient,
      editKey,
      edit({ title: 'Pour the footings' }),
    );

    expect(outcome).toBe('saved');
    expect(headersOf(1)['If-Match']).toBe(taskEntityTag(current));
    expect(headersOf(1)['Idempotency-Key']).toBe(
      rebasedIdempotencyKey('key-1', taskEntityTag(current)),
    );
    expect(queryClient.getQueryData(detailKey)).toEqual(saved);
  });

  it('asks the person when someone changed one of its fields differently', async () => {
    const current = { ...seen, title: 'Footings poured', updatedAt: '2026-01-01T11:00:00.000Z' };
    stubAnswers(() => jsonResponse(current, 412));
    const queryClient = newClient();
    queryClient.setQueryData(currentUserQueryKey, { id: 'u1' });
    const mine = { title: 'Pour the footings', amount: 1500 };

    const outcome = await runQueuedWrite(
      queryClient,
      editKey,
      edit(mine),
      showing(queryClient, mine),
    );

    expect(outcome).toBe('conflict');
    const { result } = renderHook(() => useWriteConflicts('u1'));
    expect(result.current).toMatchObject([
      { fields: ['title'], current, write: { guard: { mine } } },
    ]);
    // The person's values stay on screen until they decide.
    expect(queryClient.getQueryData(detailKey)).toMatchObject(mine);
    // Nobody else signed in on this page is asked, and theirs are forgotten.
    expect(renderHook(() => useWriteConflicts('u2')).result.current).toEqual([]);
  });
});

describe('a write the server refuses', () => {
  it.each([400, 403, 404, 409, 422])(
    'is undone, said with the server’s reason, and not sent again (%i)',
    async (status) => {
      const { fetchMock } = stubAnswers(() =>
        jsonResponse({ error: "You don't have permission", code: 'FORBIDDEN' }, status),
      );
      const queryClient = newClient();
      const mine = { title: 'Pour the footings' };

      const outcome = await runQueuedWrite(
        queryClient,
        editKey,
        edit(mine),
        showing(queryClient, mine),
      );

      expect(outcome).toBe('refused');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(queryClient.getQueryData(detailKey)).toEqual(seen);
      expect(queryClient.getQueryData(listKey)).toEqual([seen]);
      expect(toast.error).toHaveBeenCalledWith(
        "Could not save “Pour footings”: You don't have permission",
      );
      expect(
        queryClient.getMutationCache().findAll({ mutationKey: queuedWriteKey, status: 'pending' }),
      ).toHaveLength(0);
    },
  );

  it('is tried a few times on a server error, then undone and said', async () => {
    vi.useFakeTimers();
    try {
      const serverError = () => jsonResponse({ error: 'Try later', code: 'INTERNAL' }, 500);
      const { fetchMock } = stubAnswers(serverError, serverError, serverError, serverError);
      const queryClient = newClient();
      const mine = { title: 'Pour the footings' };

      const outcome = runQueuedWrite(queryClient, editKey, edit(mine), showing(queryClient, mine));
      await vi.advanceTimersByTimeAsync(10_000);

      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(toast.error).toHaveBeenCalledWith('Could not save “Pour footings”: Try later');
      expect(queryClient.getQueryData(detailKey)).toEqual(seen);
      await expect(outcome).resolves.toBe('waiting');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a write made without a connection', () => {
  it('waits, paused, then is sent once the connection returns, with its own key', async () => {
    onlineManager.setOnline(false);
    const saved = { ...seen, title: 'Pour the footings', updatedAt: '2026-01-01T12:00:00.000Z' };
    const { fetchMock, headersOf } = stubAnswers(() => jsonResponse(saved));
    const queryClient = newClient();
    queryClient.mount();
    const mine = { title: 'Pour the footings' };

    const outcome = await runQueuedWrite(
      queryClient,
      editKey,
      edit(mine),
      showing(queryClient, mine),
    );

    expect(outcome).toBe('waiting');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(detailKey)).toMatchObject(mine);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(queryClient.getQueryData(detailKey)).toEqual(saved));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(0)['Idempotency-Key']).toBe('key-1');
    queryClient.unmount();
  });
});
