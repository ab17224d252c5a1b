import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChange } from '@groundwork/shared/live-updates/live-updates';
import type { Task } from '@groundwork/shared/tasks/schemas';
import {
  callsTo,
  firstLoad,
  ids,
  loadTaskChunks,
  manyTasks,
  openSignedIn,
  projectTasksPath,
  tasksRoute,
} from '../features/tasks/testing/fixtures';
import { setWindowHeight } from '../test/window-height';
import { applyLiveMessage } from './live-updates';

function taskChange(task: Task): LiveChange {
  return {
    type: 'task.updated',
    subject: 'task',
    workspaceId: ids.workspace,
    projectId: ids.project,
    taskId: task.id,
    actorId: null,
  };
}

const initialHeight = window.innerHeight;

describe('live updates of a paged task list', () => {
  beforeAll(loadTaskChunks, 60_000);
  afterEach(() => setWindowHeight(initialHeight));

  it('shows a change someone else made, on every page fetched so far', async () => {
    // A window tall enough for every card: the list's end is near it, so the second page is
    // asked for as a browser does once the list is scrolled to its end.
    setWindowHeight(1_000_000);
    let tasks = manyTasks(60);
    const { queryClient, fetchMock } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(() => tasks),
    });
    await screen.findByRole('article', { name: 'Task 1' }, firstLoad);
    await screen.findByRole('article', { name: 'Task 60' });

    const renamed = {
      ...(tasks[54] as Task),
      title: 'Task 55, renamed',
      status: 'complete' as const,
    };
    tasks = tasks.map((task) => (task.id === renamed.id ? renamed : task));
    applyLiveMessage(queryClient, {
      id: '7',
      event: 'change',
      data: JSON.stringify(taskChange(renamed)),
    });

    const card = await screen.findByRole('article', { name: 'Task 55, renamed' });
    expect(within(card).getByRole('combobox', { name: 'Status' })).toHaveValue('complete');
    expect(screen.queryByRole('article', { name: 'Task 55' })).not.toBeInTheDocument();
    // Both pages were fetched again, each from its own cursor.
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/tasks')
          .filter(({ query }) => query.has('limit'))
          .map(({ query }) => query.get('cursor')),
      ).toEqual([null, 'after-50', null, 'after-50']),
    );
  });
});
