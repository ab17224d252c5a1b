import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Page } from '@groundwork/shared/common/paging';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { placeRecord } from '../../../lib/queued-writes/settle-queued-write';
import { ids, makeTask, manyTasks } from '../testing/fixtures';
import { editTaskLists, patchListedTask } from './edit-task-lists';
import { taskKeys, type TaskListFilters } from './query-keys';

const filters: TaskListFilters = {
  workspaceId: ids.workspace,
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

/** Two pages of two tasks, the second with more to come. */
function twoPages(): InfiniteData<Page<Task>> {
  const [first, second, third, fourth] = manyTasks(4) as [Task, Task, Task, Task];
  return {
    pages: [
      { items: [first, second], nextCursor: 'after-2' },
      { items: [third, fourth], nextCursor: 'after-4' },
    ],
    pageParams: [null, 'after-2'],
  };
}

function clientWithBothShapes() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(taskKeys.list(filters), manyTasks(4));
  queryClient.setQueryData(taskKeys.pages(filters), twoPages());
  return queryClient;
}

const titlesOfPages = (queryClient: QueryClient) =>
  queryClient
    .getQueryData<InfiniteData<Page<Task>>>(taskKeys.pages(filters))
    ?.pages.map((page) => page.items.map((task) => task.title));

describe('editTaskLists', () => {
  it('edits the whole list and the pages alike, each page keeping its cursor', () => {
    const queryClient = clientWithBothShapes();
    editTaskLists(queryClient, (tasks) =>
      tasks.map((task) => (task.title === 'Task 3' ? { ...task, status: 'complete' } : task)),
    );
    const whole = queryClient.getQueryData<Task[]>(taskKeys.list(filters));
    expect(whole?.find((task) => task.title === 'Task 3')?.status).toBe('complete');
    const paged = queryClient.getQueryData<InfiniteData<Page<Task>>>(taskKeys.pages(filters));
    expect(paged?.pages[1]?.items[0]).toMatchObject({ title: 'Task 3', status: 'complete' });
    expect(paged?.pages.map((page) => page.nextCursor)).toEqual(['after-2', 'after-4']);
    expect(paged?.pageParams).toEqual([null, 'after-2']);
  });

  it('puts a new task where the edit puts it: first on the first page, last on the last', () => {
    const queryClient = clientWithBothShapes();
    const newest = makeTask({ id: 'pending-1', title: 'Newest' });
    editTaskLists(queryClient, (tasks) => [newest, ...tasks]);
    expect(titlesOfPages(queryClient)).toEqual([
      ['Newest', 'Task 1', 'Task 2'],
      ['Task 3', 'Task 4'],
    ]);
    const oldest = makeTask({ id: 'pending-2', title: 'Oldest' });
    editTaskLists(queryClient, (tasks) => [...tasks, oldest]);
    expect(titlesOfPages(queryClient)).toEqual([
      ['Newest', 'Task 1', 'Task 2'],
      ['Task 3', 'Task 4', 'Oldest'],
    ]);
  });

  it('takes a deleted task off its page, leaving the page (and its cursor) in place', () => {
    const queryClient = clientWithBothShapes();
    const snapshot = editTaskLists(queryClient, (tasks) =>
      tasks.filter((task) => task.title !== 'Task 1' && task.title !== 'Task 2'),
    );
    expect(titlesOfPages(queryClient)).toEqual([[], ['Task 3', 'Task 4']]);
    expect(queryClient.getQueryData<Task[]>(taskKeys.list(filters))).toHaveLength(2);
    // What it gives back undoes it.
    for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
    expect(titlesOfPages(queryClient)).toEqual([
      ['Task 1', 'Task 2'],
      ['Task 3', 'Task 4'],
    ]);
  });

  it('leaves a list the edit does not change as it was', () => {
    const queryClient = clientWithBothShapes();
    const before = queryClient.getQueryState(taskKeys.pages(filters))?.dataUpdatedAt;
    const pages = queryClient.getQueryData(taskKeys.pages(filters));
    editTaskLists(queryClient, (tasks) => tasks);
    expect(queryClient.getQueryData(taskKeys.pages(filters))).toBe(pages);
    expect(queryClient.getQueryState(taskKeys.pages(filters))?.dataUpdatedAt).toBe(before);
  });
});

describe('a saved change in a paged list', () => {
  it('takes the place of the task shown at once, under the id the server gave it', () => {
    const queryClient = clientWithBothShapes();
    const waiting = makeTask({ id: 'pending-1', title: 'Made offline' });
    editTaskLists(queryClient, (tasks) => [waiting, ...tasks]);
    const saved = { ...waiting, id: ids.taskA };
    placeRecord(queryClient, { lists: taskKeys.lists(), refresh: [] }, waiting.id, saved);
    const paged = queryClient.getQueryData<InfiniteData<Page<Task>>>(taskKeys.pages(filters));
    expect(paged?.pages[0]?.items[0]?.id).toBe(ids.taskA);
    expect(paged?.pages[0]?.items).toHaveLength(3);
    expect(queryClient.getQueryData<Task[]>(taskKeys.list(filters))?.[0]?.id).toBe(ids.taskA);
  });
});

describe('patchListedTask', () => {
  /** A board's two columns, each a paged list of its own status. */
  function boardColumns() {
    const queryClient = new QueryClient();
    const todo = manyTasks(3);
    const done = manyTasks(6)
      .slice(3)
      .map((task) => ({ ...task, status: 'complete' as const }));
    const pagesOf = (tasks: Task[]) => ({
      pages: [{ items: tasks, nextCursor: 'after-3' }],
      pageParams: [null],
    });
    queryClient.setQueryData(taskKeys.pages({ ...filters, status: 'to_do' }), pagesOf(todo));
    queryClient.setQueryData(taskKeys.pages({ ...filters, status: 'complete' }), pagesOf(done));
    return queryClient;
  }
  const columnTitles = (queryClient: QueryClient, status: Task['status']) =>
    queryClient
      .getQueryData<InfiniteData<Page<Task>>>(taskKeys.pages({ ...filters, status }))
      ?.pages.flatMap((page) => page.items.map((task) => task.title));

  it('moves a task whose status changed from the column it left to its place in the other', () => {
    const queryClient = boardColumns();
    const moved = manyTasks(3)[1] as Task;
    const snapshot = patchListedTask(queryClient, moved.id, { status: 'complete' });
    expect(columnTitles(queryClient, 'to_do')).toEqual(['Task 1', 'Task 3']);
    // In the list's order: made at the same time as Tasks 4 to 6, Task 2 comes first by its id.
    expect(columnTitles(queryClient, 'complete')).toEqual(['Task 2', 'Task 4', 'Task 5', 'Task 6']);
    for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
    expect(columnTitles(queryClient, 'to_do')).toEqual(['Task 1', 'Task 2', 'Task 3']);
    expect(columnTitles(queryClient, 'complete')).toEqual(['Task 4', 'Task 5', 'Task 6']);
  });
});
