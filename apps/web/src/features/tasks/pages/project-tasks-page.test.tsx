import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import {
  callsTo,
  contextRoutes,
  firstLoad,
  ids,
  loadTaskChunks,
  makeProject,
  makeTask,
  makeWorkspaceDetail,
  metricsRoute,
  openSignedIn,
  projectTasksPath,
  tasksRoute,
  threeTasks,
  wholeListCalls,
} from '../testing/fixtures';

const listTasks = tasksRoute(threeTasks());

describe('Project tasks page', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('shows the metric tiles and a card per task with its details', async () => {
    openSignedIn(projectTasksPath, {
      'GET /api/tasks': listTasks,
      'GET /api/tasks/metrics': metricsRoute(threeTasks()),
    });
    const card = await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    expect(within(card).getByText('High')).toBeInTheDocument();
    expect(within(card).getByText('$1,250')).toBeInTheDocument();
    expect(within(card).getByText(/Material/)).toBeInTheDocument();
    expect(within(card).getByText('Cole Contractor')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit task' })).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Status' })).toHaveValue('to_do');
    const metrics = screen.getByRole('region', { name: 'Task metrics' });
    expect(within(metrics).getByText('Total Tasks').parentElement?.parentElement).toHaveTextContent(
      '3',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Roof repair Tasks' }),
    ).toBeInTheDocument();
  });

  it("shows the project's counts from the server, never asking for the whole list", async () => {
    const { fetchMock } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': listTasks,
      'GET /api/tasks/metrics': () =>
        jsonResponse({
          total: 20_000,
          completed: 4_321,
          inProgress: 1_234,
          todo: 14_445,
          overdue: 17,
          dueSoon: 5,
          completionRate: 21.61,
        }),
    });
    const metrics = await screen.findByRole('region', { name: 'Task metrics' }, firstLoad);
    const tile = (title: string) => within(metrics).getByText(title).parentElement?.parentElement;
    expect(tile('Total Tasks')).toHaveTextContent('20000');
    expect(tile('Completed')).toHaveTextContent('4321');
    expect(tile('Completed')).toHaveTextContent('21.61% complete');
    expect(tile('In Progress')).toHaveTextContent('1234');
    expect(tile('Overdue')).toHaveTextContent('17');
    expect(tile('Overdue')).toHaveTextContent('5 due soon');
    await screen.findByRole('article', { name: 'Order shingles' });
    const asked = callsTo(fetchMock, 'GET', '/api/tasks/metrics').map(({ query }) =>
      Object.fromEntries(query),
    );
    expect(asked).toEqual([{ workspaceId: ids.workspace, projectId: ids.project }]);
    expect(wholeListCalls(fetchMock)).toEqual([]);
  });

  it('waits for its project before drawing, then names its levels without skipping one', async () => {
    let answerProject = () => {};
    const projectAnswered = new Promise<void>((resolve) => {
      answerProject = resolve;
    });
    openSignedIn(projectTasksPath, {
      'GET /api/tasks': listTasks,
      [`GET /api/projects/${ids.project}`]: async () => {
        await projectAnswered;
        return jsonResponse(makeProject());
      },
    });
    // A title, trail or card drawn now would move when the project's name and rules arrive.
    await waitFor(
      () => expect(document.querySelector('[data-skeleton="project-tasks"]')).not.toBeNull(),
      firstLoad,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();

    answerProject();
    await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName[1]));
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
    levels.forEach((level, index) =>
      expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1),
    );
  });

  it('opens the task detail from a click on the card', async () => {
    const { user, router } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': listTasks,
      [`GET /api/tasks/${makeTask().id}`]: () => jsonResponse(makeTask()),
      [`GET /api/tasks/${makeTask().id}/comments`]: (_init, url) => pagedAnswer([], url),
    });
    const card = await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    await user.click(within(card).getByText('Forty bundles of architectural shingles'));
    expect(router.state.location.pathname).toBe(`${projectTasksPath}/${makeTask().id}`);
    expect(
      // The detail page waits for the task, its project and its workspace before drawing.
      await screen.findByRole('heading', { level: 1, name: 'Order shingles' }, firstLoad),
    ).toBeInTheDocument();
  });

  it('reads the filters from the URL, shows them as chips, and sends them to the server', async () => {
    const { fetchMock, router } = openSignedIn(
      `${projectTasksPath}?status=in_progress&priority=high`,
      {
        'GET /api/tasks': listTasks,
      },
    );
    const filters = await screen.findByRole('region', { name: 'Filters' }, firstLoad);
    expect(within(filters).getByLabelText('Status')).toHaveValue('in_progress');
    expect(within(filters).getByLabelText('Priority')).toHaveValue('high');
    const chips = within(filters).getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Status: In Progress', 'Priority: High']);
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/tasks').some(
          ({ query }) => query.get('status') === 'in_progress' && query.get('priority') === 'high',
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toBe('?status=in_progress&priority=high');
  });

  it('changes, removes and clears filters in the URL', async () => {
    const { fetchMock, router, user } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': listTasks,
    });
    const filters = await screen.findByRole('region', { name: 'Filters' }, firstLoad);
    expect(within(filters).queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Clear all' })).toBeDisabled();

    await user.selectOptions(within(filters).getByLabelText('Status'), 'complete');
    await user.selectOptions(within(filters).getByLabelText('Sort by'), 'dueDate');
    await user.selectOptions(within(filters).getByLabelText('Order'), 'asc');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('complete');
    expect(router.state.location.search).toContain('sortBy=dueDate');
    expect(router.state.location.search).toContain('order=asc');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/tasks').some(
          ({ query }) =>
            query.get('status') === 'complete' &&
            query.get('sortBy') === 'dueDate' &&
            query.get('sortOrder') === 'asc',
        ),
      ).toBe(true),
    );

    await user.click(
      within(filters).getByRole('button', { name: 'Remove filter Status: Complete' }),
    );
    expect(router.state.location.search).not.toContain('status');
    expect(within(filters).getByLabelText('Status')).toHaveValue('');

    await user.click(within(filters).getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    expect(within(filters).queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('says so when the project has no tasks, and when the filters match none', async () => {
    const { user } = openSignedIn(projectTasksPath, { 'GET /api/tasks': tasksRoute([]) });
    expect(await screen.findByText('No tasks found', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('This project has no tasks yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Priority'), 'low');
    expect(await screen.findByText('No tasks match these filters.')).toBeInTheDocument();
  });

  it('shows the error with a Retry when the list fails', async () => {
    openSignedIn(projectTasksPath, {
      'GET /api/tasks': () =>
        jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 500),
    });
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(alert).toHaveTextContent('Error loading tasks');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refuses malformed ids with a way back', async () => {
    openSignedIn('/workspaces/not-an-id/projects/nope/tasks', {});
    expect(
      await screen.findByText('Invalid workspace or project ID', {}, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Workspaces' })).toHaveAttribute(
      'href',
      '/workspaces',
    );
  });

  it('counts again once a status change is saved', async () => {
    let tasks = threeTasks();
    const first = makeTask();
    const { user } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(() => tasks),
      'GET /api/tasks/metrics': metricsRoute(() => tasks),
      [`PUT /api/tasks/${first.id}`]: () => {
        tasks = tasks.map((task) =>
          task.id === first.id ? { ...task, status: 'complete' } : task,
        );
        return jsonResponse({ ...first, status: 'complete' });
      },
    });
    const metrics = await screen.findByRole('region', { name: 'Task metrics' }, firstLoad);
    const completed = () => within(metrics).getByText('Completed').parentElement?.parentElement;
    expect(completed()).toHaveTextContent('33.33% complete');
    const card = screen.getByRole('article', { name: first.title });
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Status' }), 'complete');
    await waitFor(() => expect(completed()).toHaveTextContent('66.67% complete'));
  });

  it('leaves the tiles out when they cannot be counted, still listing the tasks', async () => {
    const { fetchMock } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': listTasks,
      'GET /api/tasks/metrics': () =>
        jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 500),
    });
    await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/tasks/metrics').length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Task metrics' })).toBeNull();
  });

  it('asks before deleting a task and deletes it', async () => {
    let tasks = threeTasks();
    const { user } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(() => tasks),
      'GET /api/tasks/metrics': metricsRoute(() => tasks),
      [`DELETE /api/tasks/${makeTask().id}`]: () => {
        tasks = tasks.slice(1);
        return new Response(null, { status: 204 });
      },
    });
    const card = await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    await user.click(within(card).getByRole('button', { name: 'Delete task' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Task' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the task "Order shingles"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Task' }));
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Order shingles' })).not.toBeInTheDocument(),
    );
    // The tiles count again once the task is gone.
    const metrics = screen.getByRole('region', { name: 'Task metrics' });
    await waitFor(() =>
      expect(
        within(metrics).getByText('Total Tasks').parentElement?.parentElement,
      ).toHaveTextContent('2'),
    );
  });

  it('opens the Create Task form when sent here to make a task, and closing it ends that', async () => {
    const { user, router } = openSignedIn(`${projectTasksPath}?create=task`, {
      'GET /api/tasks': listTasks,
    });

    const form = await screen.findByRole('dialog', { name: 'Create New Task' }, firstLoad);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('article', { name: 'Order shingles' })).toBeInTheDocument();
  });

  it('does not open the form for someone who may not create tasks', async () => {
    openSignedIn(`${projectTasksPath}?create=task`, {
      ...contextRoutes(makeWorkspaceDetail({ role: 'contractor', isOwner: false })),
      'GET /api/tasks': listTasks,
    });

    await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create Task/ })).not.toBeInTheDocument();
  });
});
