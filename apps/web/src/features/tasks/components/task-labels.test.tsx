import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreateTaskInput, Task } from '@groundwork/shared/tasks/schemas';
import { jsonResponse } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import {
  callsTo,
  electrical,
  firstLoad,
  ids,
  loadTaskChunks,
  makeTask,
  onTask,
  openSignedIn,
  projectTasksPath,
  punchList,
  taskDetailPath,
  tasksRoute,
  workspaceLabelsPath,
} from '../testing/fixtures';

const labelled = makeTask({ labels: [onTask(electrical), onTask(punchList)] });
const withLabels = { [`GET ${workspaceLabelsPath}`]: () => jsonResponse([electrical, punchList]) };

/** The names of the chips in an element's list of labels, with the colour each is drawn in. */
function chipsIn(element: HTMLElement) {
  return within(within(element).getByRole('list', { name: 'Labels' }))
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.firstElementChild?.getAttribute('data-label-color')]);
}

const labelBox = (name: string) =>
  within(screen.getByRole('group', { name: 'Labels' })).getByRole('checkbox', { name });

describe('labels on the task screens', () => {
  beforeAll(loadTaskChunks, 60_000);

  it("shows a task's labels on its card, in the grid and on the board, each in its colour", async () => {
    const { user } = openSignedIn(projectTasksPath, {
      ...withLabels,
      'GET /api/tasks': tasksRoute([labelled, makeTask({ id: ids.taskB, title: 'Hire roofer' })]),
    });

    const card = await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    expect(chipsIn(card)).toEqual([
      ['Electrical', 'amber'],
      ['Punch list', 'red'],
    ]);
    // A task without labels shows no empty list.
    const unlabelled = screen.getByRole('article', { name: 'Hire roofer' });
    expect(within(unlabelled).queryByRole('list', { name: 'Labels' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Board' }));
    const column = await screen.findByRole('region', { name: /^To Do/ });
    const boardCard = await within(column).findByRole('article', { name: 'Order shingles' });
    expect(chipsIn(boardCard)).toEqual([
      ['Electrical', 'amber'],
      ['Punch list', 'red'],
    ]);
  });

  it('shows the labels on the task page beside its status and priority', async () => {
    openSignedIn(taskDetailPath, {
      [`GET /api/tasks/${ids.taskA}`]: () => jsonResponse(labelled),
      [`GET /api/tasks/${ids.taskA}/comments`]: (_init, url) => pagedAnswer([], url),
    });

    await screen.findByRole('heading', { level: 1, name: 'Order shingles' }, firstLoad);
    const details = screen.getByRole('heading', { name: 'Details' }).parentElement as HTMLElement;
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms.slice(0, 3)).toEqual(['Status', 'Priority', 'Labels']);
    expect(chipsIn(details)).toEqual([
      ['Electrical', 'amber'],
      ['Punch list', 'red'],
    ]);
  });

  it('says a task has no labels on its page', async () => {
    openSignedIn(taskDetailPath, {
      [`GET /api/tasks/${ids.taskA}`]: () => jsonResponse(makeTask()),
      [`GET /api/tasks/${ids.taskA}/comments`]: (_init, url) => pagedAnswer([], url),
    });

    await screen.findByRole('heading', { level: 1, name: 'Order shingles' }, firstLoad);
    const term = screen.getByText('Labels', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(/^No labels$/);
  });
});

describe("the task form's labels", () => {
  beforeAll(loadTaskChunks, 60_000);
  afterEach(() => onlineManager.setOnline(true));

  async function openCreateForm(routes: Parameters<typeof openSignedIn>[1] = withLabels) {
    let tasks: Task[] = [];
    const view = openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(() => tasks),
      'POST /api/tasks': (init) => {
        const body = JSON.parse(String(init.body)) as CreateTaskInput;
        const chosen = [electrical, punchList].filter((label) => body.labelIds?.includes(label.id));
        const saved = makeTask({ title: body.title, labels: chosen.map(onTask) });
        tasks = [saved];
        return jsonResponse(saved, 201);
      },
      ...routes,
    });
    const [createButton] = await screen.findAllByRole('button', { name: 'Create Task' }, firstLoad);
    if (!createButton) throw new Error('no Create Task button');
    await view.user.click(createButton);
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Create New Task' }) };
  }

  it('sends the labels chosen, and the new card shows them', async () => {
    const { dialog, user, fetchMock } = await openCreateForm();
    await user.type(within(dialog).getByLabelText('Title'), 'Wire the porch light');
    expect(await within(dialog).findByRole('group', { name: 'Labels' })).toBeInTheDocument();
    expect(labelBox('Electrical')).not.toBeChecked();
    await user.click(labelBox('Punch list'));
    // By keyboard too: Space ticks the box that has the focus.
    labelBox('Electrical').focus();
    await user.keyboard(' ');
    expect(labelBox('Electrical')).toBeChecked();
    expect(labelBox('Punch list')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/tasks');
    expect(call?.body).toMatchObject({ labelIds: [ids.electrical, ids.punchList] });
    const card = await screen.findByRole('article', { name: 'Wire the porch light' });
    expect(chipsIn(card).map(([name]) => name)).toEqual(['Electrical', 'Punch list']);
  });

  it('leaves labelIds out of a new task without labels, and says when the workspace has none', async () => {
    const { dialog, user, fetchMock } = await openCreateForm({
      [`GET ${workspaceLabelsPath}`]: () => jsonResponse([]),
    });
    const group = await within(dialog).findByRole('group', { name: 'Labels' });
    expect(group).toHaveAccessibleDescription('This workspace has no labels yet.');
    await user.type(within(dialog).getByLabelText('Title'), 'Order shingles');
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/tasks');
    expect(call?.body).not.toHaveProperty('labelIds');
  });

  it('says why the labels could not be loaded, and Retry asks again', async () => {
    let failing = true;
    const { dialog, user } = await openCreateForm({
      [`GET ${workspaceLabelsPath}`]: () =>
        failing
          ? jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 500)
          : jsonResponse([electrical]),
    });
    const group = await within(dialog).findByRole('group', { name: 'Labels' });
    await waitFor(() => expect(group).toHaveTextContent('Labels could not be loaded.'));
    failing = false;
    await user.click(within(group).getByRole('button', { name: 'Retry' }));
    expect(await within(group).findByRole('checkbox', { name: 'Electrical' })).not.toBeChecked();
  });

  it('shows new labels at once, offline too, and sends only them once online', async () => {
    const task = makeTask({ labels: [onTask(electrical)] });
    const { user, fetchMock } = openSignedIn(projectTasksPath, {
      ...withLabels,
      'GET /api/tasks': tasksRoute([task]),
      [`PUT /api/tasks/${task.id}`]: () => jsonResponse({ ...task, labels: [onTask(punchList)] }),
    });
    const card = await screen.findByRole('article', { name: task.title }, firstLoad);
    await user.click(within(card).getByRole('button', { name: 'Edit task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Electrical' })).toBeChecked();
    await user.click(labelBox('Electrical'));
    await user.click(labelBox('Punch list'));
    act(() => onlineManager.setOnline(false));
    await user.click(within(dialog).getByRole('button', { name: 'Update Task' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const waiting = screen.getByRole('article', { name: task.title });
    expect(within(waiting).getByText('Waiting to send')).toBeInTheDocument();
    expect(chipsIn(waiting)).toEqual([['Punch list', 'red']]);
    expect(callsTo(fetchMock, 'PUT', `/api/tasks/${task.id}`)).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', `/api/tasks/${task.id}`);
    expect(call?.body).toEqual({ labelIds: [ids.punchList] });
  });

  it('offers no more labels than a task may have, saying why', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      ...electrical,
      id: `e3e3e3e3-e3e3-4e3e-8e3e-${String(index).padStart(12, '0')}`,
      name: `Area ${index + 1}`,
    }));
    const task = makeTask({ labels: eleven.slice(0, 10).map(onTask) });
    const { user } = openSignedIn(projectTasksPath, {
      [`GET ${workspaceLabelsPath}`]: () => jsonResponse(eleven),
      'GET /api/tasks': tasksRoute([task]),
    });
    const card = await screen.findByRole('article', { name: task.title }, firstLoad);
    await user.click(within(card).getByRole('button', { name: 'Edit task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });

    expect(await within(dialog).findByRole('checkbox', { name: 'Area 11' })).toBeDisabled();
    expect(labelBox('Area 1')).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Labels' })).toHaveAccessibleDescription(
      'At most 10 labels can be chosen.',
    );
    await user.click(labelBox('Area 1'));
    expect(labelBox('Area 11')).toBeEnabled();
  });

  it('sends nothing when the labels end as they began', async () => {
    const task = makeTask({ labels: [onTask(electrical)] });
    const { user, fetchMock } = openSignedIn(projectTasksPath, {
      ...withLabels,
      'GET /api/tasks': tasksRoute([task]),
    });
    const card = await screen.findByRole('article', { name: task.title }, firstLoad);
    await user.click(within(card).getByRole('button', { name: 'Edit task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Punch list' }));
    await user.click(labelBox('Electrical'));
    await user.click(labelBox('Electrical'));
    await user.click(labelBox('Punch list'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Task' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PUT', `/api/tasks/${task.id}`)).toHaveLength(0);
  });

  /** Moves `task`'s labels from Electrical to Punch list in its form, answered by `answers`. */
  async function editLabels(task: Task, answers: Array<() => Response>) {
    const view = openSignedIn(projectTasksPath, {
      ...withLabels,
      'GET /api/tasks': tasksRoute([task]),
      [`PUT /api/tasks/${task.id}`]: () => (answers.shift() ?? (() => jsonResponse(task)))(),
    });
    const card = await screen.findByRole('article', { name: task.title }, firstLoad);
    await view.user.click(within(card).getByRole('button', { name: 'Edit task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    await view.user.click(await within(dialog).findByRole('checkbox', { name: 'Electrical' }));
    await view.user.click(labelBox('Punch list'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Update Task' }));
    return view;
  }

  it('asks which labels to keep when someone else changed them meanwhile', async () => {
    const task = makeTask({ labels: [onTask(electrical)] });
    const theirs = {
      ...task,
      labels: [onTask(electrical), onTask(punchList)],
      updatedAt: '2025-01-06T12:00:00.000Z',
    };
    const { user, fetchMock } = await editLabels(task, [() => jsonResponse(theirs, 412)]);

    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    const labels = within(dialog).getByText('Labels').closest('div') as HTMLElement;
    expect(labels).toHaveTextContent('YoursPunch list');
    expect(labels).toHaveTextContent('On the serverElectrical, Punch list');
    // Their labels stay, mine are not sent again (and the next test starts with no question).
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PUT', `/api/tasks/${task.id}`)).toHaveLength(1);
  });

  it('sends the labels again over a newer copy when nobody else changed them', async () => {
    const task = makeTask({ labels: [onTask(electrical)] });
    const renamed = { ...task, title: 'Order slate', updatedAt: '2025-01-06T12:00:00.000Z' };
    const { fetchMock } = await editLabels(task, [
      () => jsonResponse(renamed, 412),
      () => jsonResponse({ ...renamed, labels: [onTask(punchList)] }),
    ]);

    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    const puts = callsTo(fetchMock, 'PUT', `/api/tasks/${task.id}`);
    expect(puts.map(({ body }) => body)).toEqual([
      { labelIds: [ids.punchList] },
      { labelIds: [ids.punchList] },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).toBeNull();
  });
});
