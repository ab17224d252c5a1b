import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cachedProjects, cachedWorkspaces, rowsOf } from './cached-rows';

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
