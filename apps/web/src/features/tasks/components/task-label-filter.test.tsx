import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  electrical,
  firstLoad,
  ids,
  loadTaskChunks,
  makeTask,
  metricsRoute,
  onTask,
  openSignedIn,
  projectTasksPath,
  punchList,
  tasksRoute,
  workspaceLabelsPath,
} from '../testing/fixtures';

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

// One task with both labels, one with Electrical alone, one with none.
const tasks = [
  makeTask({ title: 'Wire the porch', labels: [onTask(electrical), onTask(punchList)] }),
  makeTask({ id: ids.taskB, title: 'Run the cable', labels: [onTask(electrical)] }),
  makeTask({ id: ids.taskC, title: 'Hire roofer' }),
];

const routes = {
  [`GET ${workspaceLabelsPath}`]: () => jsonResponse([electrical, punchList]),
  'GET /api/tasks': tasksRoute(tasks),
  'GET /api/tasks/metrics': metricsRoute(tasks),
};

const titlesShown = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** The label ids of the last request for the list's first page. */
function lastListLabels(fetchMock: Parameters<typeof callsTo>[0]): string[] | undefined {
  return callsTo(fetchMock, 'GET', '/api/tasks')
    .filter(({ query }) => query.has('limit'))
    .at(-1)
    ?.query.getAll('labelId');
}

describe('the Labels filter', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('narrows the list to the tasks with every label chosen, kept in the address', async () => {
    const { router, user, fetchMock } = openSignedIn(projectTasksPath, routes);
    await screen.findByRole('article', { name: 'Hire roofer' }, firstLoad);
    const filters = screen.getByRole('region', { name: 'Filters' });
    const toggle = await within(filters).findByRole('button', { name: 'Labels' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(filters).queryByRole('group', { name: 'Labels' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = await within(filters).findByRole('group', { name: 'Labels' });
    expect(group).toHaveAccessibleDescription('Shows the tasks that have every label chosen.');
    await user.click(within(group).getByRole('checkbox', { name: 'Electrical' }));

    expect(new URLSearchParams(router.state.location.search).getAll('labelId')).toEqual([
      ids.electrical,
    ]);
    await waitFor(() => expect(titlesShown()).toEqual(['Wire the porch', 'Run the cable']));
    expect(lastListLabels(fetchMock)).toEqual([ids.electrical]);
    expect(within(filters).getByRole('button', { name: 'Labels (1 chosen)' })).toBeVisible();

    await user.click(within(group).getByRole('checkbox', { name: 'Punch list' }));
    expect(new URLSearchParams(router.state.location.search).getAll('labelId')).toEqual([
      ids.electrical,
      ids.punchList,
    ]);
    await waitFor(() => expect(titlesShown()).toEqual(['Wire the porch']));
    expect(lastListLabels(fetchMock)).toEqual([ids.electrical, ids.punchList]);
    const chips = within(filters).getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Label: Electrical', 'Label: Punch list']);

    // Each label's chip takes that label away alone.
    await user.click(
      within(chips).getByRole('button', { name: 'Remove filter Label: Electrical' }),
    );
    expect(new URLSearchParams(router.state.location.search).getAll('labelId')).toEqual([
      ids.punchList,
    ]);
    expect(within(group).getByRole('checkbox', { name: 'Electrical' })).not.toBeChecked();

    await user.click(within(filters).getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(titlesShown()).toHaveLength(3));
    expect(within(group).getByRole('checkbox', { name: 'Punch list' })).not.toBeChecked();
  });

  it('reads the labels from a link, naming one that no longer exists', async () => {
    const gone = 'e9e9e9e9-e9e9-4e9e-8e9e-e9e9e9e9e9e9';
    const { fetchMock } = openSignedIn(
      `${projectTasksPath}?labelId=${ids.punchList}&labelId=${gone}`,
      routes,
    );
    const filters = await screen.findByRole('region', { name: 'Filters' }, firstLoad);
    const chips = await within(filters).findByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Label: Punch list', 'Label: Unknown label']),
    );
    await waitFor(() => expect(lastListLabels(fetchMock)).toEqual([ids.punchList, gone]));
    expect(await screen.findByText('No tasks match these filters.')).toBeVisible();
  });

  it('narrows the board and its column counts, the tiles still counting the whole project', async () => {
    const { fetchMock } = openSignedIn(
      `${projectTasksPath}?view=board&labelId=${ids.electrical}`,
      routes,
    );
    const toDo = await screen.findByRole('region', { name: /^To Do/ }, firstLoad);
    await within(toDo).findByRole('article', { name: 'Wire the porch' });
    await waitFor(() =>
      expect(within(toDo).getByRole('heading', { level: 2 })).toHaveTextContent('To Do2'),
    );
    expect(within(toDo).queryByRole('article', { name: 'Hire roofer' })).not.toBeInTheDocument();
    const columnRequests = callsTo(fetchMock, 'GET', '/api/tasks').filter(({ query }) =>
      query.has('status'),
    );
    expect(columnRequests.length).toBeGreaterThan(0);
    for (const { query } of columnRequests)
      expect(query.getAll('labelId')).toEqual([ids.electrical]);
    const counted = callsTo(fetchMock, 'GET', '/api/tasks/metrics').map(({ query }) =>
      query.getAll('labelId'),
    );
    expect(counted).toContainEqual([ids.electrical]);
    expect(counted).toContainEqual([]);
  });

  it('counts each label chosen on a phone, whose sheet offers the labels at once', async () => {
    window.innerWidth = 390;
    const { router, user } = openSignedIn(
      `${projectTasksPath}?status=to_do&labelId=${ids.electrical}`,
      routes,
    );
    const open = await screen.findByRole('button', { name: 'Filters (2 active)' }, firstLoad);
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const group = await within(sheet).findByRole('group', { name: 'Labels' });
    expect(within(group).getByRole('checkbox', { name: 'Electrical' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Punch list' }));
    expect(new URLSearchParams(router.state.location.search).getAll('labelId')).toEqual([
      ids.electrical,
      ids.punchList,
    ]);

    await user.click(within(sheet).getByRole('button', { name: 'Show tasks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (3 active)' })).toHaveFocus();
  });
});
