import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  firstLoad,
  ids,
  loadTaskChunks,
  openSignedIn,
  projectTasksPath,
  tasksRoute,
  threeTasks,
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
afterEach(() => {
  vi.restoreAllMocks();
});

const boardPath = `${projectTasksPath}?view=board`;
const taskPath = `/api/tasks/${ids.taskA}`;

function column(name: string) {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) });
}

/** A server that answers the status change when the test says so. */
function openBoard(answer: () => Response) {
  let tasks: Task[] = threeTasks();
  let release: () => void = () => undefined;
  const view = openSignedIn(boardPath, {
    'GET /api/tasks': tasksRoute(() => tasks),
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

describe('Task board', () => {
  beforeAll(loadTaskChunks, 60_000);

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
    expect(within(column('To Do')).getByRole('article', { name: 'Order shingles' })).toBeVisible();
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
