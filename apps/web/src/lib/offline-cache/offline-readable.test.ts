import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  isOfflineReadableKey,
  keepOfflineReadableQueries,
  OFFLINE_CACHE_MAX_AGE_MS,
  shouldPersistQuery,
} from './offline-readable';

describe('isOfflineReadableKey', () => {
  it.each<[QueryKey, boolean]>([
    [['auth', 'current-user'], true],
    [['auth', 'settings'], false],
    [['workspaces', 'list'], true],
    [['workspaces', 'detail', 'w1'], true],
    [['projects', 'list', 'w1', { includeArchived: false }], true],
    [['dashboard', 'metrics', 'w1'], true],
    [['tasks', 'list', { workspaceId: 'w1', projectId: 'p1' }], true],
    [['tasks', 'detail', 't1'], true],
    [['checklists', 'task', 't1'], true],
    [['labels', 'w1'], true],
    [['comments', 't1'], true],
    [['files', 'task', 't1'], true],
    [['activity', 'task', 't1'], true],
    [['notifications', 'unread-count', 'all'], true],
    [['ventures', 'detail', 'v1'], true],
    [['pledges', 'mine'], true],
    [['notification-preferences', 'detail'], false],
    [['auth'], false],
    [[], false],
  ])('%j: %s', (queryKey, expected) => {
    expect(isOfflineReadableKey(queryKey)).toBe(expected);
  });
});

describe('shouldPersistQuery', () => {
  it('keeps answers only, not failures nor queries still loading', () => {
    const queryClient = new QueryClient();
    const cache = queryClient.getQueryCache();
    queryClient.setQueryData(['tasks', 'detail', 't1'], { id: 't1' });
    const answered = cache.find({ queryKey: ['tasks', 'detail', 't1'] });
    const failed = cache.build<unknown, Error, unknown, QueryKey>(queryClient, {
      queryKey: ['tasks', 'detail', 't2'],
    });
    failed.setState({ status: 'error', error: new Error('Network error') });
    const loading = cache.build<unknown, Error, unknown, QueryKey>(queryClient, {
      queryKey: ['tasks', 'detail', 't3'],
    });
    queryClient.setQueryData(['auth', 'settings'], { smsEnabled: true });
    const notListed = cache.find({ queryKey: ['auth', 'settings'] });

    expect(answered && shouldPersistQuery(answered)).toBe(true);
    expect(shouldPersistQuery(failed)).toBe(false);
    expect(shouldPersistQuery(loading)).toBe(false);
    expect(notListed && shouldPersistQuery(notListed)).toBe(false);
  });
});

describe('keepOfflineReadableQueries', () => {
  it('keeps the listed queries in memory as long as on disk, and no others', () => {
    const queryClient = new QueryClient();
    keepOfflineReadableQueries(queryClient);
    const gcTimeOf = (queryKey: QueryKey) => queryClient.defaultQueryOptions({ queryKey }).gcTime;

    expect(gcTimeOf(['tasks', 'list', {}])).toBe(OFFLINE_CACHE_MAX_AGE_MS);
    expect(gcTimeOf(['auth', 'current-user'])).toBe(OFFLINE_CACHE_MAX_AGE_MS);
    expect(gcTimeOf(['auth', 'settings'])).toBeUndefined();
  });
});
