import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import {
  firstLoad,
  loadTaskChunks,
  metricsRoute,
  openSignedIn,
  projectTasksPath,
  tasksRoute,
  threeTasks,
} from '../testing/fixtures';

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

describe('Task metrics', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('sum the project up in one line on a phone instead of four tiles', async () => {
    window.innerWidth = 390;
    openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(threeTasks()),
      'GET /api/tasks/metrics': metricsRoute(threeTasks()),
    });
    const metrics = await screen.findByRole('region', { name: 'Task metrics' }, firstLoad);
    expect(metrics).toHaveTextContent(/^3 tasks · 1 done · 1 in progress · 0 overdue$/);
    expect(within(metrics).queryByText('Total Tasks')).not.toBeInTheDocument();
  });

  it('say “1 task”, not “1 tasks”, on a phone', async () => {
    window.innerWidth = 390;
    openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(threeTasks()),
      'GET /api/tasks/metrics': () =>
        jsonResponse({
          total: 1,
          completed: 0,
          inProgress: 0,
          todo: 1,
          overdue: 1,
          dueSoon: 0,
          completionRate: 0,
        }),
    });
    const metrics = await screen.findByRole('region', { name: 'Task metrics' }, firstLoad);
    expect(metrics).toHaveTextContent(/^1 task · 0 done · 0 in progress · 1 overdue$/);
  });

  it('stay four tiles on a wider screen', async () => {
    openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(threeTasks()),
      'GET /api/tasks/metrics': metricsRoute(threeTasks()),
    });
    const metrics = await screen.findByRole('region', { name: 'Task metrics' }, firstLoad);
    for (const title of ['Total Tasks', 'Completed', 'In Progress', 'Overdue']) {
      expect(within(metrics).getByText(title)).toBeInTheDocument();
    }
    expect(metrics).not.toHaveTextContent('3 tasks');
  });
});
