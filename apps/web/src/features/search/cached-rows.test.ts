import {
  dehydrate,
  hydrate,
  InfiniteQueryObserver,
  QueryClient,
  type DehydratedState,
} from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cachedProjects, cachedWorkspaces, rowsOf } from './cached-rows';
import { searchDevice } from './device-search';

describe('rowsOf', () => {
  it.each([
    ['a list', [{ id: 'a' }, { id: 'b' }], ['a', 'b']],
    ['a named list', { projects: [{ id: 'a' }] }, ['a']],
    [
      'the pages of a paged list',
      { pages: [{ items: [{ id: 'a' }] }, { items: [{ id: 'b' }] }], pageParams: [null, 'c'] },
      ['a', 'b'],
    ],
    ['one record', { id: 'a' }, ['a']],
    ['nothing', undefined, []],
  ])('reads %s', (_name, data, found) => {
    expect(rowsOf(data).map((row) => row.id)).toEqual(found);
  });
});

describe('cached places', () => {
  it('lists the workspaces and the one workspace’s projects, once each', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['workspaces', 'list'], [{ id: 'w1', name: 'Acme' }]);
    queryClient.setQueryData(
      ['projects', 'list', 'w1', { includeArchived: false }],
      [
        { id: 'p1', name: 'Roof', workspaceId: 'w1' },
        { id: 'p2', name: 'Elsewhere', workspaceId: 'w2' },
      ],
    );
    queryClient.setQueryData(['projects', 'detail', 'p1'], {
      id: 'p1',
      name: 'Roof',
      workspaceId: 'w1',
    });

    expect(cachedWorkspaces(queryClient)).toEqual([{ id: 'w1', name: 'Acme' }]);
    expect(cachedProjects(queryClient, 'w1')).toEqual([{ id: 'p1', name: 'Roof' }]);
  });
});

describe('offline search over what the device kept', () => {
  const workspaceId = 'w1';
  const taskRow = (id: string, title: string) => ({
    id,
    title,
    projectId: 'p1',
    workspaceId,
    description: null,
    updatedAt: '2026-11-20T12:00:00.000Z',
  });
  const pagesKey = ['tasks', 'list', { workspaceId, sortBy: 'dueDate' }, 'pages'];
  const firstPage = { items: [taskRow('t1', 'Pour the footings')], nextCursor: 'after-t1' };
  const secondPage = { items: [taskRow('t2', 'Order roof shingles')], nextCursor: null };
  const taskPages = [firstPage, secondPage];

  /** The cache as the device keeps it: written out as the app writes it, read back on a new page. */
  function keptAndRestored(queryClient: QueryClient): QueryClient {
    const kept = JSON.parse(JSON.stringify(dehydrate(queryClient))) as DehydratedState;
    const restored = new QueryClient();
    hydrate(restored, kept);
    return restored;
  }

  it('finds a task seen on the second page of the paged task grid', async () => {
    const queryClient = new QueryClient();
    const grid = new InfiniteQueryObserver(queryClient, {
      queryKey: pagesKey,
      queryFn: async ({ pageParam }: { pageParam: string | null }) =>
        pageParam === null ? firstPage : secondPage,
      initialPageParam: null as string | null,
      getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor,
    });
    await grid.refetch();
    await grid.fetchNextPage();

    const found = searchDevice(keptAndRestored(queryClient), { workspaceId, q: 'shingles' });
    expect(found.map((result) => [result.type, result.id, result.title])).toEqual([
      ['task', 't2', 'Order roof shingles'],
    ]);
  });

  it('finds a task of a whole list as before, once when a paged list holds it too', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      ['tasks', 'list', { workspaceId }],
      [taskRow('t2', 'Order roof shingles')],
    );
    queryClient.setQueryData(pagesKey, { pages: taskPages, pageParams: [null, 'after-t1'] });

    const found = searchDevice(keptAndRestored(queryClient), { workspaceId, q: 'roof' });
    expect(found.map((result) => result.id)).toEqual(['t2']);
  });
});
