import { describe, expect, it } from 'vitest';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { currentUserQueryKey } from '../current-user';
import { queryBytes, withinBudget } from './cache-budget';

const me = 'user-me';
const someoneElse = 'user-other';

/** A task with a long description, so that a few of them weigh some kilobytes. */
function task(id: string, assignedTo: string | null) {
  return { id, title: `Task ${id}`, assignedTo, description: 'Check the bracing. '.repeat(50) };
}

/** The copy of a cache holding the answers given, each given at the time it says. */
function copyOf(answers: Array<[key: readonly unknown[], data: unknown, givenAt: number]>) {
  const queryClient = new QueryClient();
  for (const [key, data, givenAt] of answers) {
    queryClient.setQueryData(key, data, { updatedAt: givenAt });
  }
  return dehydrate(queryClient);
}

const budgetOf = (maxBytes: number) => ({
  userId: me,
  maxBytes,
  lastUsedAt: (query: DehydratedState['queries'][number]) => query.state.dataUpdatedAt,
});

const keysOf = (state: DehydratedState) => state.queries.map((query) => query.queryKey);
const bytesOf = (state: DehydratedState) =>
  state.queries.reduce((total, query) => total + queryBytes(query), 0);

describe('withinBudget', () => {
  const oldList = ['tasks', 'list', { workspaceId: 'w1', projectId: 'p1' }];
  const newPages = ['tasks', 'list', { workspaceId: 'w1', projectId: 'p2' }, 'pages'];
  const oldProject = ['projects', 'detail', 'p1'];
  const copy = copyOf([
    [currentUserQueryKey, { id: me, name: 'Ana' }, 1],
    [oldList, [task('a1', someoneElse), task('a2', me), task('a3', null)], 10],
    [oldProject, { id: 'p1', name: 'Roof', description: 'x'.repeat(2000) }, 20],
    [['tasks', 'detail', 'mine'], task('mine', me), 5],
    [
      newPages,
      {
        pages: [{ items: [task('b1', someoneElse), task('b2', me)], nextCursor: null }],
        pageParams: [null],
      },
      100,
    ],
  ]);

  it('gives back a copy within its budget as it is', () => {
    expect(withinBudget(copy, budgetOf(bytesOf(copy) + 1000))).toBe(copy);
  });

  it('drops the least recently used answers first, until the copy fits', () => {
    const budget = bytesOf(copy) - 500;
    const kept = withinBudget(copy, budgetOf(budget));

    expect(bytesOf(kept)).toBeLessThanOrEqual(budget);
    // The oldest answer, a task list, leaves only the task assigned to the person.
    expect(
      kept.queries.find((query) => query.queryHash === copy.queries[1]?.queryHash)?.state.data,
    ).toEqual([task('a2', me)]);
    // Newer answers stay whole.
    expect(keysOf(kept)).toEqual(keysOf(copy));
    expect(kept.queries[2]).toBe(copy.queries[2]);
    expect(kept.queries[4]).toBe(copy.queries[4]);
  });

  it('keeps the person, the newest answers and every task assigned to them when little fits', () => {
    const kept = withinBudget(copy, budgetOf(1));

    expect(keysOf(kept)).toEqual([
      currentUserQueryKey,
      oldList,
      ['tasks', 'detail', 'mine'],
      newPages,
    ]);
    expect(kept.queries[1]?.state.data).toEqual([task('a2', me)]);
    // A paged list keeps its pages and cursors, with only the person's tasks on them.
    expect(kept.queries[3]?.state.data).toEqual({
      pages: [{ items: [task('b2', me)], nextCursor: null }],
      pageParams: [null],
    });
  });

  it('measures what is written, characters beyond ASCII at their UTF-8 length', () => {
    const measured = copyOf([
      [['projects', 'detail', 'a'], { name: 'e'.repeat(1000) }, 1],
      [['projects', 'detail', 'b'], { name: 'é'.repeat(1000) }, 1],
    ]).queries.map(queryBytes);
    expect(measured).toEqual([expect.any(Number), (measured[0] ?? 0) + 1000]);
  });
});
