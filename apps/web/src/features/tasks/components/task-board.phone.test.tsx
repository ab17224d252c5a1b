import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  firstLoad,
  loadTaskChunks,
  metricsRoute,
  openSignedIn,
  projectTasksPath,
  tasksRoute,
  threeTasks,
} from '../testing/fixtures';

const desktopWidth = window.innerWidth;
beforeEach(() => {
  window.innerWidth = 390;
});
afterEach(() => {
  window.innerWidth = desktopWidth;
});

/** The statuses the board asked GET /api/tasks for, a page at a time. */
const columnsAsked = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, 'GET', '/api/tasks')
    .filter(({ query }) => query.has('limit'))
    .map(({ query }) => query.get('status'));

describe('Task board on a phone', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('shows one column at a time, chosen from tabs naming each status and its count', async () => {
    const { fetchMock, router, user } = openSignedIn(`${projectTasksPath}?view=board`, {
      'GET /api/tasks': tasksRoute(threeTasks()),
      'GET /api/tasks/metrics': metricsRoute(threeTasks()),
    });
    const switcher = await screen.findByRole('tablist', { name: 'Board columns' }, firstLoad);
    await waitFor(() =>
      expect(
        within(switcher)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['To Do 1', 'In Progress 1', 'Complete 1']),
    );
    expect(within(switcher).getByRole('tab', { name: 'To Do 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = await screen.findByRole('article', { name: 'Order shingles' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // Nothing to drag a card to: its status control moves it.
    expect(screen.queryByRole('button', { name: 'Move Order shingles' })).not.toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Status' })).toBeEnabled();
    expect(columnsAsked(fetchMock)).toEqual(['to_do']);

    await user.click(within(switcher).getByRole('tab', { name: 'Complete 1' }));
    expect(new URLSearchParams(router.state.location.search).get('column')).toBe('complete');
    expect(await screen.findByRole('article', { name: 'Final inspection' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Order shingles' })).not.toBeInTheDocument();
    expect(columnsAsked(fetchMock)).toEqual(['to_do', 'complete']);
  });

  it('opens on the column in the address, so Back from a task returns to it', async () => {
    openSignedIn(`${projectTasksPath}?view=board&column=in_progress`, {
      'GET /api/tasks': tasksRoute(threeTasks()),
    });
    const tab = await screen.findByRole('tab', { name: /^In Progress/ }, firstLoad);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Hire roofer' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
