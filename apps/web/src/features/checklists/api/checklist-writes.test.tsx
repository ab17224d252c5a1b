import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Checklist } from '@groundwork/shared/checklists/schemas';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { currentUserQueryKey } from '../../../lib/current-user';
import type { CacheStore } from '../../../lib/offline-cache/cache-store';
import {
  PersistedQueryCache,
  personCacheKey,
  type PersistedClient,
} from '../../../lib/offline-cache/persisted-cache';
import { jsonResponse, signedInUser } from '../../../test/fetch';
import { ids, itemIdOf, makeChecklist, makeTask } from '../testing/checklist-fixtures';
import { useTickChecklistItem } from './checklist-writes';
import { checklistKeys, taskAnswerKeys } from './query-keys';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => onlineManager.setOnline(true));

const BUILD = '/assets/index-abc123.js';

/** The browser's IndexedDB store, in memory, shared by the page before a reload and after. */
function memoryStore(): CacheStore & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => void values.set(key, structuredClone(value)),
    del: async (key) => void values.delete(key),
    keys: async () => [...values.keys()],
    clear: async () => values.clear(),
  };
}

/** A page of the app: its query client, with the offline copy restored from `store`. */
async function openPage(store: CacheStore) {
  const queryClient = new QueryClient();
  // As the app's provider does: it follows the connection, and resumes paused writes with it.
  queryClient.mount();
  await new PersistedQueryCache(queryClient, store, BUILD).start();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('a tick made offline', () => {
  it('survives a reload, and is sent once when the connection returns', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({}),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = memoryStore();
    const checklists: Checklist[] = [makeChecklist()];
    const itemId = itemIdOf(checklists, 'Caulk done');
    onlineManager.setOnline(false);

    const before = await openPage(store);
    before.queryClient.setQueryData(currentUserQueryKey, signedInUser);
    before.queryClient.setQueryData(checklistKeys.task(ids.task), checklists);
    before.queryClient.setQueryData(
      taskAnswerKeys.detail(ids.task),
      makeTask({ checklist: { done: 0, total: 3 } }),
    );
    const { result } = renderHook(() => useTickChecklistItem(ids.workspace, ids.task), {
      wrapper: before.wrapper,
    });
    const item = checklists[0]?.items[1];
    if (!item) throw new Error('no item');
    await expect(result.current(item, true)).resolves.toBe('waiting');
    // Written to the device, the tick with it.
    await waitFor(() => {
      const stored = store.values.get(personCacheKey(signedInUser.id)) as
        PersistedClient | undefined;
      expect(stored?.clientState.mutations).toHaveLength(1);
    });
    // The page goes, and its writes with it.
    before.queryClient.getMutationCache().clear();
    before.queryClient.clear();
    before.queryClient.unmount();

    const after = await openPage(store);
    const [restored] =
      after.queryClient.getQueryData<Checklist[]>(checklistKeys.task(ids.task)) ?? [];
    expect(restored?.items[1]).toMatchObject({ text: 'Caulk done', done: true });
    expect(
      after.queryClient.getQueryData<Task>(taskAnswerKeys.detail(ids.task))?.checklist,
    ).toEqual({ done: 1, total: 3 });
    expect(fetchMock).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    // A paused write counts as one still running, until it is answered.
    await waitFor(() => expect(after.queryClient.isMutating()).toBe(0));
    const ticks = fetchMock.mock.calls.filter(
      ([input, init]) =>
        init?.method === 'PUT' && String(input).includes(`/api/checklist-items/${itemId}`),
    );
    expect(ticks).toHaveLength(1);
    const [, init] = ticks[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ done: true });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
