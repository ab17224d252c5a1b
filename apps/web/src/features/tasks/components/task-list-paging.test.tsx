import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  firstLoad,
  loadTaskChunks,
  makeTask,
  manyTasks,
  openSignedIn,
  projectTasksPath,
  tasksRoute,
} from '../testing/fixtures';
import { setWindowHeight } from '../../../test/window-height';

// jsdom lays nothing out and has no ResizeObserver: each card counts as the grid's estimate of a
// real one, so the grid draws only the rows near a window of jsdom's 768 px, as a browser does.
const initialHeight = window.innerHeight;

afterEach(() => {
  setWindowHeight(initialHeight);
  onlineManager.setOnline(true);
});

/** A window tall enough for every card: the list's end is always near it. */
const everyRowInWindow = () => setWindowHeight(1_000_000);

const pageCalls = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, 'GET', '/api/tasks')
    .map(({ query }) => query)
    .filter((query) => query.has('limit'));

/** The titles of the cards in the page, in order. */
const drawnTitles = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('The task grid, a page at a time', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('asks for 50 tasks, then for the next 50 from Load more, showing each task once', async () => {
    const tasks = manyTasks(60);
    let answerSecondPage: () => void = () => undefined;
    const secondPageAsked = new Promise<void>((resolve) => {
      answerSecondPage = resolve;
    });
    const answer = tasksRoute(tasks);
    const { fetchMock, user } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': async (init, url) => {
        if (url.searchParams.has('cursor')) await secondPageAsked;
        return answer(init, url);
      },
    });
    await screen.findByRole('article', { name: 'Task 1' }, firstLoad);
    const [firstPage] = pageCalls(fetchMock);
    expect(firstPage?.get('limit')).toBe('50');
    expect(firstPage?.has('cursor')).toBe(false);
    // Only the rows near the window are in the page.
    expect(screen.queryByRole('article', { name: 'Task 50' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Loading…' })).toBeDisabled();
    expect(pageCalls(fetchMock)[1]?.get('cursor')).toBe('after-50');
    expect(pageCalls(fetchMock)[1]?.get('limit')).toBe('50');
    answerSecondPage();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument(),
    );

    act(everyRowInWindow);
    await screen.findByRole('article', { name: 'Task 60' });
    expect(drawnTitles()).toEqual(tasks.map((task) => task.title));
    expect(pageCalls(fetchMock)).toHaveLength(2);
  });

  it('asks for the next page by itself as the end of the list nears the window', async () => {
    everyRowInWindow();
    const tasks = manyTasks(120);
    const { fetchMock } = openSignedIn(projectTasksPath, { 'GET /api/tasks': tasksRoute(tasks) });
    await screen.findByRole('article', { name: 'Task 120' }, firstLoad);
    expect(pageCalls(fetchMock).map((query) => query.get('cursor'))).toEqual([
      null,
      'after-50',
      'after-100',
    ]);
    expect(drawnTitles()).toEqual(tasks.map((task) => task.title));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a status change at once on a later page, and a deleted task gone', async () => {
    everyRowInWindow();
    let tasks: Task[] = manyTasks(60);
    const changed = tasks[54] as Task;
    const deleted = tasks[51] as Task;
    let answerChange: () => void = () => undefined;
    const { user, fetchMock } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(() => tasks),
      [`PUT /api/tasks/${changed.id}`]: async () => {
        await new Promise<void>((resolve) => {
          answerChange = resolve;
        });
        tasks = tasks.map((task) =>
          task.id === changed.id ? { ...task, status: 'complete' } : task,
        );
        return jsonResponse({ ...changed, status: 'complete' });
      },
      [`DELETE /api/tasks/${deleted.id}`]: () => {
        tasks = tasks.filter((task) => task.id !== deleted.id);
        return new Response(null, { status: 204 });
      },
    });
    const card = await screen.findByRole('article', { name: changed.title }, firstLoad);
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Status' }), 'complete');
    // Before the server answers, on the second page.
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: changed.title })).getByRole('combobox', {
          name: 'Status',
        }),
      ).toHaveValue('complete'),
    );
    expect(callsTo(fetchMock, 'PUT', `/api/tasks/${changed.id}`)).toHaveLength(1);
    answerChange();
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();

    const doomed = screen.getByRole('article', { name: deleted.title });
    await user.click(within(doomed).getByRole('button', { name: 'Delete task' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Task' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Task' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: deleted.title })).not.toBeInTheDocument(),
    );
    expect(drawnTitles()).toEqual(tasks.map((task) => task.title));
  });

  it('shows a task made offline at the top of the pages at once, waiting to be sent', async () => {
    everyRowInWindow();
    const tasks = manyTasks(60);
    const { user } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(tasks),
      'POST /api/tasks': () => jsonResponse(makeTask({ title: 'Order flashing' }), 201),
    });
    await screen.findByRole('article', { name: 'Task 60' }, firstLoad);
    act(() => onlineManager.setOnline(false));
    const [createButton] = screen.getAllByRole('button', { name: 'Create Task' });
    if (!createButton) throw new Error('no Create Task button');
    await user.click(createButton);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Task' });
    await user.type(within(dialog).getByLabelText('Title'), 'Order flashing');
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));

    const card = await screen.findByRole('article', { name: 'Order flashing' });
    expect(within(card).getByText('Waiting to send')).toBeInTheDocument();
    expect(drawnTitles()).toEqual(['Order flashing', ...tasks.map((task) => task.title)]);
  });
});
