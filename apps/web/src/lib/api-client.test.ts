import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { jsonResponse } from '../test/fetch';
import { ApiError, apiClient, setAuthErrorHandler } from './api-client';
import { shouldRetryQuery } from './query-client';

function stubFetch(answer: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> =>
      typeof answer === 'function' ? answer() : answer,
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends JSON with the bearer token, the workspace header and the query parameters that are set', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token-1');
    const fetchMock = stubFetch(jsonResponse({ id: 'p1' }, 201));

    const answer = await apiClient.post(
      '/api/projects',
      { name: 'Roof' },
      {
        workspaceId: 'w1',
        params: { workspaceId: 'w1', archived: false, status: undefined, priority: '' },
      },
    );

    expect(answer).toEqual({ id: 'p1' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/projects?workspaceId=w1&archived=false',
      expect.objectContaining({
        method: 'POST',
        body: '{"name":"Roof"}',
        headers: expect.objectContaining({
          Authorization: 'Bearer token-1',
          'Content-Type': 'application/json',
          'X-Workspace-ID': 'w1',
        }),
      }),
    );
  });

  it('repeats a parameter given as a list, once per value, and leaves an empty list out', async () => {
    const fetchMock = stubFetch(async () => jsonResponse([]));

    await apiClient.get('/api/tasks', { params: { labelId: ['a', 'b'], status: 'to_do' } });
    await apiClient.get('/api/tasks', { params: { labelId: [], status: 'to_do' } });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/tasks?labelId=a&labelId=b&status=to_do',
      '/api/tasks?status=to_do',
    ]);
  });

  it('sends no Authorization header without a token, and answers undefined for an empty body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));

    await expect(apiClient.delete('/api/things/1')).resolves.toBeUndefined();
    expect(fetchMock.mock.lastCall?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it("uses the server's error message, status and code", async () => {
    stubFetch(jsonResponse({ error: 'Invalid or expired code', code: 'VALIDATION_FAILED' }, 400));

    const error = await failureOf(apiClient.post('/api/auth/verify', {}));

    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid or expired code',
    });
  });

  it('sends an idempotency key and an If-Match tag, and keeps a refusal’s body', async () => {
    const current = { id: 't1', title: 'Pour footings', updatedAt: '2026-01-02T00:00:00.000Z' };
    const fetchMock = stubFetch(jsonResponse(current, 412));

    const error = await failureOf(
      apiClient.put(
        '/api/tasks/t1',
        { title: 'Pour the footings' },
        { idempotencyKey: 'key-1', ifMatch: '"t1.abc"', fallbackMessage: 'Failed to update task' },
      ),
    );

    expect(fetchMock.mock.lastCall?.[1]?.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      'If-Match': '"t1.abc"',
    });
    expect(error).toMatchObject({ status: 412, message: 'Failed to update task', body: current });
  });

  it('on 401 forgets the token, tells the app and says the session expired', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stale');
    const onAuthError = vi.fn();
    const unregister = setAuthErrorHandler(onAuthError);
    stubFetch(jsonResponse({ error: 'Invalid or expired session', code: 'UNAUTHENTICATED' }, 401));

    const error = await failureOf(apiClient.get('/api/auth/me'));
    unregister();

    expect(error.status).toBe(401);
    expect(error.message).toBe('Your session has expired. Please log in again.');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(onAuthError).toHaveBeenCalledOnce();
  });

  it('on 403 says permission is missing unless the server says why', async () => {
    stubFetch(new Response(null, { status: 403 }));
    expect((await failureOf(apiClient.get('/api/x'))).message).toBe(
      "You don't have permission to perform this action.",
    );

    stubFetch(jsonResponse({ error: 'Admin role required', code: 'FORBIDDEN' }, 403));
    expect((await failureOf(apiClient.get('/api/x'))).message).toBe('Admin role required');
  });

  it('turns a failed connection into the network message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await failureOf(apiClient.get('/api/x'));

    expect(error).toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection.',
    });
  });

  it('gives up after 10 seconds with a 408 Request timeout', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const result = failureOf(apiClient.get('/api/slow'));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock.mock.lastCall?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await result).toMatchObject({ status: 408, message: 'Request timeout' });
  });

  it("passes the caller's own cancellation through untouched", async () => {
    const caller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );

    const request = apiClient.get('/api/x', { signal: caller.signal });
    caller.abort(new DOMException('Cancelled', 'AbortError'));

    await expect(request).rejects.not.toBeInstanceOf(ApiError);
  });

  it("falls back to the caller's message, then to the generic one", async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(
      (
        await failureOf(
          apiClient.post('/api/auth/register', {}, { fallbackMessage: 'Failed to send OTP' }),
        )
      ).message,
    ).toBe('Failed to send OTP');

    stubFetch(new Response(null, { status: 500 }));
    expect((await failureOf(apiClient.get('/api/x'))).message).toBe('An unexpected error occurred');
  });
});

describe('shouldRetryQuery', () => {
  it('retries network failures and server errors up to 3 times, never a 4xx answer', () => {
    expect(
      shouldRetryQuery(0, new ApiError(0, 'Network error. Please check your connection.')),
    ).toBe(true);
    expect(shouldRetryQuery(2, new ApiError(500, 'An unexpected error occurred'))).toBe(true);
    expect(shouldRetryQuery(3, new ApiError(500, 'An unexpected error occurred'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(401, 'Your session has expired.'))).toBe(false);
  });
});
