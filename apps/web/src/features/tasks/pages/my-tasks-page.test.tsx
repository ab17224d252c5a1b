import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, signedInUser } from '../../../test/fetch';
import {
  callsTo,
  firstLoad,
  ids,
  loadTaskChunks,
  makeProject,
  makeTask,
  metricsRoute,
  openSignedIn,
  tasksRoute,
  threeTasks,
} from '../testing/fixtures';

const myTasksPath = `/workspaces/${ids.workspace}/my-tasks`;

// The fixtures' tasks are the contractor's and nobody's; two more are the reader's, one in each
// project.
const tasks = [
  ...threeTasks(),
  makeTask({
    id: 'aaaaaaaa-0000-4000-8000-000000000011',
    title: 'Measure the roof',
    assignedTo: signedInUser.id,
    assignee: signedInUser,
  }),
  makeTask({
    id: 'aaaaaaaa-0000-4000-8000-000000000012',
    title: 'Tile the kitchen',
    status: 'in_progress',
    projectId: ids.otherProject,
    projectName: 'Kitchen refit',
    assignedTo: signedInUser.id,
    assignee: signedInUser,
  }),
];

const projectsRoute = () =>
  jsonResponse({
    projects: [makeProject(), makeProject({ id: ids.otherProject, name: 'Kitchen refit' })],
  });

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

describe('My Tasks page', () => {
  beforeAll(async () => {
    await Promise.all([loadTaskChunks(), import('./my-tasks-page')]);
  }, 60_000);

  it('lists the tasks assigned to the reader across projects, and counts only those', async () => {
    const { fetchMock } = openSignedIn(myTasksPath, {
      'GET /api/tasks': tasksRoute(tasks),
      'GET /api/tasks/metrics': metricsRoute(tasks),
      'GET /api/projects': projectsRoute,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Tasks' }, firstLoad),
    ).toBeInTheDocument();
    const kitchen = await screen.findByRole('article', { name: 'Tile the kitchen' });
    expect(within(kitchen).getByRole('link', { name: 'Kitchen refit' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Measure the roof', 'Tile the kitchen']);
    expect(await screen.findByText('Tasks assigned to you in Acme Build.')).toBeInTheDocument();

    const metrics = screen.getByRole('region', { name: 'Task metrics' });
    const tile = (title: string) => within(metrics).getByText(title).parentElement?.parentElement;
    await waitFor(() => expect(tile('Total Tasks')).toHaveTextContent('2'));
    expect(tile('In Progress')).toHaveTextContent('1');
    for (const path of ['/api/tasks', '/api/tasks/metrics']) {
      const asked = callsTo(fetchMock, 'GET', path).map(({ query }) => query.get('assignedTo'));
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((assignee) => assignee === signedInUser.id)).toBe(true);
    }
    // Filtering by assignee means nothing here; by project it does.
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).queryByLabelText('Assignee')).not.toBeInTheDocument();
    expect(within(filters).getByLabelText('Project')).toBeInTheDocument();
  });

  it('is the reader’s whatever assignee a link names', async () => {
    openSignedIn(`${myTasksPath}?assignee=${ids.contractor}`, {
      'GET /api/tasks': tasksRoute(tasks),
      'GET /api/projects': projectsRoute,
    });
    await screen.findByRole('article', { name: 'Measure the roof' }, firstLoad);
    expect(screen.queryByRole('article', { name: 'Order shingles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('shows placeholders while the tasks load', async () => {
    let answer: (response: Response) => void = () => undefined;
    openSignedIn(myTasksPath, {
      'GET /api/tasks': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const list = await screen.findByRole('region', { name: 'Tasks' }, firstLoad);
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).queryByRole('article')).not.toBeInTheDocument();
    answer(jsonResponse({ items: [tasks[3]], nextCursor: null }));
    expect(await within(list).findByRole('article', { name: 'Measure the roof' })).toBeVisible();
    expect(list).toHaveAttribute('aria-busy', 'false');
  });

  it('says when nothing is assigned to the reader, leading to all the tasks', async () => {
    openSignedIn(myTasksPath, { 'GET /api/tasks': tasksRoute(threeTasks()) });
    expect(await screen.findByText('No tasks found', {}, firstLoad)).toBeInTheDocument();
    expect(
      screen.getByText('No tasks in this workspace are assigned to you yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Tasks' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}/tasks`,
    );
  });

  it('shows the error with a Retry when the list fails', async () => {
    openSignedIn(myTasksPath, {
      'GET /api/tasks': () =>
        jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 500),
    });
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(alert).toHaveTextContent('Error loading tasks');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens on a desktop from a link on the workspace’s Tasks page', async () => {
    const { user, router } = openSignedIn(`/workspaces/${ids.workspace}/tasks`, {
      'GET /api/tasks': tasksRoute(tasks),
      'GET /api/projects': projectsRoute,
    });
    await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'My Tasks' }));
    expect(router.state.location.pathname).toBe(myTasksPath);
    expect(
      await screen.findByRole('article', { name: 'Measure the roof' }, firstLoad),
    ).toBeInTheDocument();
  });

  it('is one tap from a phone’s bottom bar', async () => {
    window.innerWidth = 390;
    const { user, router } = openSignedIn(`/workspaces/${ids.workspace}/tasks`, {
      'GET /api/tasks': tasksRoute(tasks),
      'GET /api/projects': projectsRoute,
    });
    const bar = await screen.findByRole('navigation', { name: 'Quick navigation' }, firstLoad);
    await user.click(within(bar).getByRole('link', { name: 'My Tasks' }));
    expect(router.state.location.pathname).toBe(myTasksPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Tasks' }, firstLoad),
    ).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'My Tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
