import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  firstLoad,
  ids,
  loadTaskChunks,
  makeTask,
  metricsRoute,
  openSignedIn,
  projectTasksPath,
  tasksRoute,
  threeTasks,
  wholeListCalls,
} from '../testing/fixtures';

// jsdom lays nothing out, so the board gets a layout: three 300 px columns side by side, each
// card inside its own column.
const columnLeft: Record<string, number> = { to_do: 0, in_progress: 320, complete: 640 };

function rectOf(element: Element): DOMRect {
  const column = element.closest('[data-board-column]');
  const status = column?.getAttribute('data-board-column');
  if (!column || !status) return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
  const left = columnLeft[status] ?? 0;
  if (element === column) return DOMRect.fromRect({ x: left, y: 100, width: 300, height: 600 });
  return DOMRect.fromRect({ x: left + 10, y: 150, width: 280, height: 120 });
}

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return rectOf(this);
  });
});
const initialHeight = window.innerHeight;
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'innerHeight', { value: initialHeight, configurable: true });
});

const boardPath = `${projectTasksPath}?view=board`;
const taskPath = `/api/tasks/${ids.taskA}`;

function column(name: string) {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) });
}

/**
 * A server that answers the status change when the test says so; with `counted`, it counts the
 * tasks as they are before the change is answered.
 */
function openBoard(answer: () => Response, counted = false) {
  let tasks: Task[] = threeTasks();
  const countedTasks = threeTasks();
  let release: () => void = () => undefined;
  const view = openSignedIn(boardPath, {
    'GET /api/tasks': tasksRoute(() => tasks),
    ...(counted && { 'GET /api/tasks/metrics': metricsRoute(countedTasks) }),
    [`PUT ${taskPath}`]: async (init) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      const response = answer();
      if (response.ok) {
        const { status } = JSON.parse(String(init.body)) as { status: Task['status'] };
        tasks = tasks.map((task) => (task.id === ids.taskA ? { ...task, status } : task));
        return jsonResponse(tasks[0]);
      }
      return response;
    },
  });
  return { ...view, respond: () => release() };
}

/** `count` tasks of one status, "<label> 1" the newest, each with its own id. */
function tasksIn(status: Task['status'], label: string, count: number, idBase: number): Task[] {
  return Array.from({ length: count }, (_, index) =>
    makeTask({
      id: `eeeeeeee-0000-4000-8000-${String(idBase + index + 1).padStart(12, '0')}`,
      title: `${label} ${index + 1}`,
      status,
    }),
  );
}

/** The page requests of GET /api/tasks, each one's query. */
const pageCalls = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, 'GET', '/api/tasks')
    .map(({ query }) => query)
    .filter((query) => query.has('limit'));

/** The count in a column's heading. */
const countOf = (name: string) =>
  within(column(name)).getByRole('heading', { level: 2 }).querySelector('span')?.textContent;

describe('Task board', () => {
  beforeAll(loadTaskChunks, 60_000);

  it('asks for each column’s own first page and shows the server’s counts, not the cards’', async () => {
    const tasks = [
      ...tasksIn('to_do', 'Todo', 70, 0),
      ...tasksIn('in_progress', 'Doing', 3, 100),
      ...tasksIn('complete', 'Done', 55, 200),
    ];
    const { fetchMock } = openSignedIn(boardPath, {
      'GET /api/tasks': tasksRoute(tasks),
      'GET /api/tasks/metrics': metricsRoute(tasks),
    });
    await within(await screen.findByRole('region', { name: /^Complete/ }, firstLoad)).findByRole(
      'article',
      { name: 'Done 1' },
    );
    await waitFor(() => expect(countOf('To Do')).toBe('70'));
    expect(countOf('In Progress')).toBe('3');
    expect(countOf('Complete')).toBe('55');

    const firstPages = pageCalls(fetchMock);
    expect(firstPages.map((query) => query.get('status')).sort()).toEqual([
      'complete',
      'in_progress',
      'to_do',
    ]);
    for (const query of firstPages) {
      expect(query.get('limit')).toBe('50');
      expect(query.has('cursor')).toBe(false);
      expect(query.get('projectId')).toBe(ids.project);
    }
    expect(wholeListCalls(fetchMock)).toHaveLength(0);
    // Only the columns with more than a page offer more.
    expect(within(column('To Do')).getByRole('button', { name: 'Load more' })).toBeVisible();
    expect(
      within(column('In Progress')).queryByRole('button', { name: 'Load more' }),
    ).not.toBeInTheDocument();
  });

  it('loads the next page of one column at its end, from Load more', async () => {
    // Each card as tall as a real one, so a column draws only the cards near jsdom's window.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'LI' ? 224 : 0;
    });
    const tasks = [...tasksIn('to_do', 'Todo', 70, 0), ...tasksIn('complete', 'Done', 2, 200)];
    const { fetchMock, user } = openSignedIn(boardPath, {
      'GET /api/tasks': tasksRoute(tasks),
      'GET /api/tasks/metrics': metricsRoute(tasks),
    });
    const todo = await screen.findByRole('region', { name: /^To Do/ }, firstLoad);
    await user.click(await within(todo).findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(todo).queryByRole('button', { name: /Load more|Loading/ })).toBeNull(),
    );
    const more = pageCalls(fetchMock).filter((query) => query.has('cursor'));
    expect(more).toHaveLength(1);
    expect(more[0]?.get('status')).toBe('to_do');
    expect(more[0]?.get('cursor')).toBe('after-50');
    // Only the cards near the window are drawn.
    expect(within(todo).getAllByRole('article').length).toBeLessThan(20);
    expect(within(column('Complete')).getAllByRole('article')).toHaveLength(2);
  });

  it('asks for a column’s next page by itself as its end nears the window', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 1_000_000, configurable: true });
    const tasks = [...tasksIn('to_do', 'Todo', 120, 0), ...tasksIn('complete', 'Done', 2, 200)];
    const { fetchMock } = openSignedIn(boardPath, {
      'GET /api/tasks': tasksRoute(tasks),
      'GET /api/tasks/metrics': metricsRoute(tasks),
    });
    const todo = await screen.findByRole('region', { name: /^To Do/ }, firstLoad);
    await within(todo).findByRole('article', { name: 'Todo 120' }, firstLoad);
    expect(
      pageCalls(fetchMock)
        .filter((query) => query.get('status') === 'to_do')
        .map((query) => query.get('cursor')),
    ).toEqual([null, 'after-50', 'after-100']);
    expect(pageCalls(fetchMock).filter((query) => query.get('status') === 'complete')).toHaveLength(
      1,
    );
    expect(within(todo).getAllByRole('article')).toHaveLength(120);
  });

  it('moves the count with the card at once', async () => {
    const { user } = openBoard(() => jsonResponse({}), true);
    const card = await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    await waitFor(() => expect(countOf('To Do')).toBe('1'));
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Status' }), 'complete');
    await waitFor(() => expect(countOf('Complete')).toBe('2'));
    expect(countOf('To Do')).toBe('0');
  });

  it('opens from the Grid/Board toggle, kept in the URL, with a column per status', async () => {
    const { user, router } = openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(threeTasks()),
    });
    await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    const toggle = screen.getByRole('group', { name: 'View' });
    expect(within(toggle).getByRole('button', { name: 'Grid' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(toggle).getByRole('button', { name: 'Board' }));
    expect(router.state.location.search).toBe('?view=board');
    expect(await screen.findByRole('region', { name: /^To Do/ }, firstLoad)).toBeInTheDocument();
    expect(
      await within(column('To Do')).findByRole('article', { name: 'Order shingles' }),
    ).toBeVisible();
    expect(
      within(column('In Progress')).getByRole('article', { name: 'Hire roofer' }),
    ).toBeVisible();
    expect(
      within(column('Complete')).getByRole('article', { name: 'Final inspection' }),
    ).toBeVisible();
  });

  it('moves a card with the keyboard, at once, and keeps it there when the server agrees', async () => {
    const { user, fetchMock, respond } = openBoard(() => jsonResponse({}));
    const handle = await screen.findByRole('button', { name: 'Move Order shingles' }, firstLoad);
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Space]');

    // Before the server answers, the card is already in its new column.
    await waitFor(() =>
      expect(
        within(column('In Progress')).getByRole('article', { name: 'Order shingles' }),
      ).toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'PUT', taskPath)[0]?.body).toEqual({ status: 'in_progress' });
    respond();
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    expect(
      within(column('In Progress')).getByRole('article', { name: 'Order shingles' }),
    ).toBeInTheDocument();
  });

  it('moves one column per arrow press, through a resize event that changes no size', async () => {
    const { user, fetchMock, respond } = openBoard(() => jsonResponse({}));
    const handle = await screen.findByRole('button', { name: 'Move Order shingles' }, firstLoad);
    handle.focus();
    await user.keyboard('[Space]');
    window.dispatchEvent(new Event('resize'));
    await user.keyboard('[ArrowRight][ArrowRight][ArrowRight][ArrowLeft][ArrowRight]');
    await user.keyboard('[Space]');
    await waitFor(() =>
      expect(
        within(column('Complete')).getByRole('article', { name: 'Order shingles' }),
      ).toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'PUT', taskPath)[0]?.body).toEqual({ status: 'complete' });
    respond();
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
  });

  it('moves a card by dragging it with the pointer, and puts it back when the server refuses', async () => {
    const { respond } = openBoard(() =>
      jsonResponse({ error: "You don't have access to this project", code: 'FORBIDDEN' }, 403),
    );
    const handle = await screen.findByRole('button', { name: 'Move Order shingles' }, firstLoad);
    fireEvent.pointerDown(handle, { clientX: 150, clientY: 200, isPrimary: true, button: 0 });
    fireEvent.pointerMove(document, { clientX: 400, clientY: 200 });
    fireEvent.pointerMove(document, { clientX: 780, clientY: 220 });
    fireEvent.pointerUp(document, { clientX: 780, clientY: 220 });

    await waitFor(() =>
      expect(
        within(column('Complete')).getByRole('article', { name: 'Order shingles' }),
      ).toBeInTheDocument(),
    );
    respond();
    expect(
      await screen.findByText(
        "Could not save “Order shingles”: You don't have access to this project",
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(column('To Do')).getByRole('article', { name: 'Order shingles' }),
      ).toBeInTheDocument(),
    );
  });

  it('changes the status from the card’s own control as well', async () => {
    const { user, fetchMock, respond } = openBoard(() => jsonResponse({}));
    const card = await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Status' }), 'complete');
    await waitFor(() =>
      expect(
        within(column('Complete')).getByRole('article', { name: 'Order shingles' }),
      ).toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'PUT', taskPath)[0]?.body).toEqual({ status: 'complete' });
    respond();
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
  });
});
