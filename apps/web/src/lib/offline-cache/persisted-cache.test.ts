import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hydrate,
  InfiniteQueryObserver,
  QueryClient,
  QueryObserver,
  type DehydratedState,
  type InfiniteData,
} from '@tanstack/react-query';
import type { Page } from '@groundwork/shared/common/paging';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { ApiError } from '../api-client';
import { currentUserQueryKey } from '../current-user';
import { registerQueuedWrites } from '../queued-writes/register';
import type * as OfflineChanges from '../queued-writes/register';
import type { CacheStore } from './cache-store';
import {
  PersistedQueryCache,
  personCacheKey,
  type PersistedClient,
  SAVE_INTERVAL_MS,
  sessionFingerprint,
  withoutSignedAddresses,
} from './persisted-cache';

vi.mock('../queued-writes/register', async (importOriginal) => ({
  ...(await importOriginal<typeof OfflineChanges>()),
  registerQueuedWrites: vi.fn(),
}));

const BUSTER = '/assets/offline-cache-abc123.js';
const ana = { id: '00000000-0000-4000-8000-00000000000a', name: 'Ana', phoneNumber: '+15550001' };
const ben = { id: '00000000-0000-4000-8000-00000000000b', name: 'Ben', phoneNumber: '+15550002' };
const task = { id: 't1', title: 'Pour the footings' };

/** An in-memory stand-in for the IndexedDB store, keeping values as they are given. */
function createMemoryStore(): CacheStore & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get: async (key) => values.get(key),
    set: async (key, value) => void values.set(key, value),
    del: async (key) => void values.delete(key),
    keys: async () => [...values.keys()],
    clear: async () => values.clear(),
  };
}

function signIn(token: string) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
}

async function started(store: CacheStore, queryClient = new QueryClient(), buster = BUSTER) {
  const cache = new PersistedQueryCache(queryClient, store, buster);
  await cache.start();
  return { cache, queryClient };
}

/** Lets the throttled write happen. */
async function saved() {
  await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS);
}

function storedClient(store: { values: Map<string, unknown> }, userId: string) {
  return store.values.get(personCacheKey(userId)) as PersistedClient | undefined;
}

function storedKeys(client: PersistedClient | undefined) {
  return client?.clientState.queries.map((query) => query.queryKey);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(registerQueuedWrites).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('what is written', () => {
  it('keeps the allow-listed answers under the person, without signed addresses', async () => {
    signIn('token-ana');
    const store = createMemoryStore();
    const { queryClient } = await started(store);
    queryClient.setQueryData(currentUserQueryKey, ana);
    queryClient.setQueryData(['tasks', 'detail', 't1'], task);
    queryClient.setQueryData(
      ['files', 'task', 't1'],
      [{ id: 'f1', previewUrl: 'https://s/x?sig' }],
    );
    queryClient.setQueryData(['notification-preferences', 'detail'], { sms: true });
    await saved();

    const client = storedClient(store, ana.id);
    expect(client?.buster).toBe(BUSTER);
    expect(storedKeys(client)).toEqual([
      currentUserQueryKey,
      ['tasks', 'detail', 't1'],
      ['files', 'task', 't1'],
    ]);
    expect(client?.clientState.queries[2]?.state.data).toEqual([{ id: 'f1', previewUrl: null }]);
    expect(store.values.get('owner')).toEqual({
      userId: ana.id,
      session: sessionFingerprint('token-ana'),
    });
    expect(JSON.stringify([...store.values.values()])).not.toContain('token-ana');
  });

  it('keeps changes made offline, which wait for the connection', async () => {
    signIn('token-ana');
    const store = createMemoryStore();
    const { queryClient } = await started(store);
    queryClient.setQueryData(currentUserQueryKey, ana);
    const pausedChange: DehydratedState = {
      queries: [],
      mutations: [
        {
          mutationKey: ['tasks', 'update'],
          state: {
            context: undefined,
            data: undefined,
            error: null,
            failureCount: 0,
            failureReason: null,
            isPaused: true,
            status: 'pending',
            variables: { taskId: 't1', status: 'complete' },
            submittedAt: 1,
          },
        },
      ],
    };
    hydrate(queryClient, pausedChange);
    await saved();

    expect(storedClient(store, ana.id)?.clientState.mutations).toHaveLength(1);
  });

  it('writes at most once a second', async () => {
    signIn('token-ana');
    const store = createMemoryStore();
    const set = vi.spyOn(store, 'set');
    const { queryClient } = await started(store);
    queryClient.setQueryData(currentUserQueryKey, ana);
    await saved();
    set.mockClear();
    for (let index = 0; index < 20; index++) {
      queryClient.setQueryData(['tasks', 'detail', `t${index}`], task);
    }
    await saved();
    expect(set).toHaveBeenCalledTimes(1);
  });
});

describe('a list kept a page at a time', () => {
  const pagesKey = ['tasks', 'list', { workspaceId: 'w1' }, 'pages'];
  const keptPages: InfiniteData<Page<typeof task>> = {
    pages: [
      { items: [task], nextCursor: 'after-1' },
      { items: [{ id: 't2', title: 'Frame the walls' }], nextCursor: null },
    ],
    pageParams: [null, 'after-1'],
  };

  it('is kept and restored as its pages, shown at once, then each page fetched again', async () => {
    signIn('token-ana');
    const store = createMemoryStore();
    const { queryClient: before } = await started(store);
    before.setQueryData(currentUserQueryKey, ana);
    before.setQueryData(pagesKey, keptPages);
    await saved();
    expect(storedKeys(storedClient(store, ana.id))).toContainEqual(pagesKey);

    const { queryClient } = await started(store);
    const [first, second] = keptPages.pages as [Page<typeof task>, Page<typeof task>];
    const queryFn = vi.fn(async ({ pageParam }: { pageParam: string | null }) =>
      pageParam === null ? first : second,
    );
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: pagesKey,
      queryFn,
      initialPageParam: null as string | null,
      getNextPageParam: (page: Page<typeof task>) => page.nextCursor,
    });
    expect(observer.getCurrentResult().data).toEqual(keptPages);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    expect(queryFn.mock.calls.map(([context]) => context.pageParam)).toEqual([null, 'after-1']);
    unsubscribe();
  });
});

describe('the budget of 5 MB a person', () => {
  const heavy = (id: string, assignedTo: string | null) => ({
    id,
    title: `Task ${id}`,
    assignedTo,
    description: 'Check the bracing, the ties and the base plates. '.repeat(20),
  });
  const listKey = (projectId: string) => ['tasks', 'list', { workspaceId: 'w1', projectId }];

  it('drops the lists seen longest ago, keeping the newest and the tasks assigned to the person', async () => {
    signIn('token-ana');
    const store = createMemoryStore();
    const queryClient = new QueryClient();
    const cache = new PersistedQueryCache(queryClient, store, BUSTER, { budgetBytes: 30_000 });
    await cache.start();
    queryClient.setQueryData(currentUserQueryKey, ana);
    // Ten projects' lists seen one after the other, each with one task of Ana's; about 11 kB each.
    for (let index = 0; index < 10; index++) {
      vi.setSystemTime(Date.UTC(2026, 0, 1, 8, index));
      queryClient.setQueryData(listKey(`p${index}`), [
        ...Array.from({ length: 9 }, (_, n) => heavy(`p${index}-${n}`, ben.id)),
        heavy(`p${index}-ana`, ana.id),
      ]);
    }
    await saved();

    const kept = storedClient(store, ana.id)?.clientState.queries ?? [];
    expect(JSON.stringify(storedClient(store, ana.id)).length).toBeLessThanOrEqual(30_000);
    expect(kept[0]?.queryKey).toEqual(currentUserQueryKey);
    const listed = (projectId: string) =>
      (kept.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(listKey(projectId)))
        ?.state.data ?? []) as Array<{ id: string }>;
    // The newest list is kept whole; of every older one, Ana's task.
    expect(listed('p9')).toHaveLength(10);
    for (let index = 0; index < 9; index++) {
      expect(listed(`p${index}`).map((item) => item.id)).toEqual([`p${index}-ana`]);
    }
  });

  it('counts a list on screen as the newest, whenever it was fetched', async () => {
    signIn('token-ana');
    const store = createMemoryStore();
    const queryClient = new QueryClient();
    const cache = new PersistedQueryCache(queryClient, store, BUSTER, { budgetBytes: 15_000 });
    await cache.start();
    queryClient.setQueryData(currentUserQueryKey, ana);
    vi.setSystemTime(Date.UTC(2026, 0, 1, 8, 0));
    queryClient.setQueryData(
      listKey('shown'),
      Array.from({ length: 10 }, (_, n) => heavy(`s${n}`, null)),
    );
    vi.setSystemTime(Date.UTC(2026, 0, 1, 9, 0));
    queryClient.setQueryData(
      listKey('later'),
      Array.from({ length: 10 }, (_, n) => heavy(`l${n}`, null)),
    );
    const onScreen = new QueryObserver(queryClient, { queryKey: listKey('shown'), enabled: false });
    const unsubscribe = onScreen.subscribe(() => undefined);
    await saved();

    expect(storedKeys(storedClient(store, ana.id))).toEqual([
      currentUserQueryKey,
      listKey('shown'),
    ]);
    unsubscribe();
  });
});

describe('who gets it back', () => {
  async function storedForAna() {
    signIn('token-ana');
    const store = createMemoryStore();
    const { queryClient } = await started(store);
    queryClient.setQueryData(currentUserQueryKey, ana);
    queryClient.setQueryData(['tasks', 'detail', 't1'], task);
    await saved();
    return store;
  }

  it('restores into the session that wrote it, paused changes registered first', async () => {
    const store = await storedForAna();
    const queryClient = new QueryClient();
    const resume = vi.spyOn(queryClient, 'resumePausedMutations');
    await started(store, queryClient);

    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(ana);
    expect(queryClient.getQueryData(['tasks', 'detail', 't1'])).toEqual(task);
    expect(vi.mocked(registerQueuedWrites)).toHaveBeenCalledWith(queryClient);
    expect(vi.mocked(registerQueuedWrites).mock.invocationCallOrder[0]).toBeLessThan(
      resume.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('does not put back an answer the server has refused since the page opened', async () => {
    const store = await storedForAna();
    const queryClient = new QueryClient();
    await queryClient
      .fetchQuery({
        queryKey: ['tasks', 'detail', 't1'],
        queryFn: () => Promise.reject(new ApiError(404, 'Task not found')),
        retry: false,
      })
      .catch(() => undefined);
    await started(store, queryClient);

    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(ana);
    expect(queryClient.getQueryData(['tasks', 'detail', 't1'])).toBeUndefined();
    expect(queryClient.getQueryState(['tasks', 'detail', 't1'])?.status).toBe('error');
  });

  it('restores nothing into another session, and deletes what was kept', async () => {
    const store = await storedForAna();
    signIn('token-ben');
    const { queryClient } = await started(store);

    expect(queryClient.getQueryData(currentUserQueryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['tasks', 'detail', 't1'])).toBeUndefined();
    expect(store.values.size).toBe(0);
  });

  it('restores nothing without a session', async () => {
    const store = await storedForAna();
    localStorage.clear();
    const { queryClient } = await started(store);

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(store.values.size).toBe(0);
  });

  it('drops a copy written by another build or older than its days', async () => {
    const store = await storedForAna();
    const { queryClient: otherBuild } = await started(store, new QueryClient(), '/assets/new.js');
    expect(otherBuild.getQueryData(['tasks', 'detail', 't1'])).toBeUndefined();

    const older = await storedForAna();
    vi.setSystemTime(Date.now() + 5 * 24 * 60 * 60 * 1000);
    const { queryClient: later } = await started(older);
    expect(later.getQueryData(['tasks', 'detail', 't1'])).toBeUndefined();
    expect(storedClient(older, ana.id)).toBeUndefined();
  });

  it('forgets the person before when someone else signs in on the page', async () => {
    const store = await storedForAna();
    const { queryClient } = await started(store);
    expect(queryClient.getQueryData(['tasks', 'detail', 't1'])).toEqual(task);

    signIn('token-ben');
    queryClient.setQueryData(currentUserQueryKey, ben);
    await saved();

    expect(queryClient.getQueryData(['tasks', 'detail', 't1'])).toBeUndefined();
    expect(storedClient(store, ana.id)).toBeUndefined();
    expect(storedKeys(storedClient(store, ben.id))).toEqual([currentUserQueryKey]);
  });
});

describe('restored answers online', () => {
  const taskKey = ['tasks', 'detail', 't1'];
  const serverTask = { id: 't1', title: 'Pour the footings, east side' };

  /** Ana's copy, written a second ago, holding the task as she saw it then. */
  async function storedForAna() {
    signIn('token-ana');
    const store = createMemoryStore();
    const { queryClient } = await started(store);
    queryClient.setQueryData(currentUserQueryKey, ana);
    queryClient.setQueryData(taskKey, task);
    await saved();
    return store;
  }

  /** A screen showing the task, fresh for `staleTime` as its page says. */
  function watchTask(queryClient: QueryClient, queryFn: () => Promise<unknown>, staleTime = 0) {
    const observer = new QueryObserver(queryClient, {
      queryKey: taskKey,
      queryFn,
      staleTime,
      retry: false,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    return { observer, unsubscribe };
  }

  it('are stale whatever the staleTime: a screen opened after the restore asks the server', async () => {
    const store = await storedForAna();
    const { queryClient } = await started(store);
    const queryFn = vi.fn(async () => serverTask);

    // The restored answer is a second old, well within the screen's ten seconds.
    const { observer, unsubscribe } = watchTask(queryClient, queryFn, 10_000);
    expect(observer.getCurrentResult().data).toEqual(task);
    expect(observer.getCurrentResult().isStale).toBe(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(serverTask));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('are asked for again when they land on a screen already shown', async () => {
    const store = await storedForAna();
    const queryClient = new QueryClient();
    // The screen's first request failed (the server was briefly unreachable) before the restore.
    const queryFn = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(serverTask);
    const { observer, unsubscribe } = watchTask(queryClient, queryFn, 10_000);
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));

    await started(store, queryClient);

    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(serverTask));
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('never replace an answer the server gave this page, nor make it asked for again', async () => {
    const store = await storedForAna();
    vi.setSystemTime(Date.now() + 5000);
    const queryClient = new QueryClient();
    const queryFn = vi.fn(async () => serverTask);
    const { observer, unsubscribe } = watchTask(queryClient, queryFn, 10_000);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(serverTask));

    await started(store, queryClient);
    await vi.advanceTimersByTimeAsync(0);

    expect(observer.getCurrentResult().data).toEqual(serverTask);
    expect(observer.getCurrentResult().isStale).toBe(false);
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('the last live event', () => {
  const seen = { id: '42', seenAt: 1_700_000_000_000 };

  it('is kept with the copy and given back to the next page of the same session', async () => {
    signIn('token-ana');
    const store = createMemoryStore();
    const { cache, queryClient } = await started(store);
    queryClient.setQueryData(currentUserQueryKey, ana);
    cache.keepLastEvent(seen);
    await saved();

    const { cache: nextPage } = await started(store);
    expect(nextPage.lastEvent).toEqual(seen);
  });

  it('is forgotten at a wipe and when someone else signs in', async () => {
    signIn('token-ana');
    const store = createMemoryStore();
    const { cache, queryClient } = await started(store);
    queryClient.setQueryData(currentUserQueryKey, ana);
    cache.keepLastEvent(seen);
    signIn('token-ben');
    queryClient.setQueryData(currentUserQueryKey, ben);
    expect(cache.lastEvent).toBeNull();
    await saved();
    expect(storedClient(store, ben.id)?.lastEvent).toBeUndefined();

    cache.keepLastEvent(seen);
    await cache.wipe();
    expect(cache.lastEvent).toBeNull();
  });
});

describe('wipe', () => {
  it('deletes everything and writes nothing after, even a write already due', async () => {
    signIn('token-ana');
    const store = createMemoryStore();
    const { cache, queryClient } = await started(store);
    queryClient.setQueryData(currentUserQueryKey, ana);
    await saved();
    queryClient.setQueryData(['tasks', 'detail', 't1'], task);

    await cache.wipe();
    await saved();

    expect(store.values.size).toBe(0);
  });

  it('writes nothing once another tab has signed out', async () => {
    signIn('token-ana');
    const store = createMemoryStore();
    const { queryClient } = await started(store);
    queryClient.setQueryData(currentUserQueryKey, ana);
    await saved();
    localStorage.clear();
    queryClient.setQueryData(['tasks', 'detail', 't1'], task);
    await saved();

    expect(storedKeys(storedClient(store, ana.id))).toEqual([currentUserQueryKey]);
  });
});

describe('withoutSignedAddresses', () => {
  it('blanks the addresses of a venture and its files, and nothing else', () => {
    const venture = {
      id: 'v1',
      name: 'Rooftop garden',
      thumbnailUrl: 'https://s/thumb?sig',
      files: [{ id: 'f1', filename: 'plan.pdf', url: 'https://s/plan?sig' }],
      creator: { id: 'u1', name: null },
    };
    expect(withoutSignedAddresses(venture)).toEqual({
      id: 'v1',
      name: 'Rooftop garden',
      thumbnailUrl: null,
      files: [{ id: 'f1', filename: 'plan.pdf', url: '' }],
      creator: { id: 'u1', name: null },
    });
  });
});
