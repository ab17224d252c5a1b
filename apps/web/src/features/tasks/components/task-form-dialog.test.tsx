import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { taskEntityTag } from '@groundwork/shared/tasks/entity-tag';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  contractorUser,
  firstLoad,
  loadTaskChunks,
  ids,
  makeTask,
  openSignedIn,
  projectTasksPath,
  tasksRoute,
} from '../testing/fixtures';

async function openCreateForm() {
  const view = openSignedIn(projectTasksPath, {
    'GET /api/tasks': tasksRoute([]),
    'POST /api/tasks': () => jsonResponse(makeTask(), 201),
  });
  const [createButton] = await screen.findAllByRole('button', { name: 'Create Task' }, firstLoad);
  if (!createButton) throw new Error('no Create Task button');
  await view.user.click(createButton);
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Create New Task' }) };
}

describe('Task form', () => {
  beforeAll(loadTaskChunks, 60_000);
  afterEach(() => onlineManager.setOnline(true));

  it('offers medium priority, the transaction examples, and active members or Unassigned', async () => {
    const { dialog } = await openCreateForm();
    expect(within(dialog).getByLabelText('Priority')).toHaveValue('medium');
    expect(within(dialog).getByLabelText('Transaction Type')).toHaveAttribute(
      'placeholder',
      'e.g. Material, Labor, Equipment',
    );
    const assignee = within(dialog).getByLabelText('Assignee');
    expect(
      within(assignee)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Unassigned', 'Ada Lovelace', 'Cole Contractor']);
    expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('lists what is wrong under its heading, says so in a toast, and sends nothing', async () => {
    const { dialog, user, fetchMock } = await openCreateForm();
    await user.type(within(dialog).getByLabelText('Amount'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));

    const list = await within(dialog).findByRole('alert');
    expect(list).toHaveTextContent('Please fix the following errors:');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Title is required', 'Amount must be positive']);
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(await screen.findByText('Please check your input and try again.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/tasks')).toHaveLength(0);

    // Fixing the fields clears their messages.
    await user.type(within(dialog).getByLabelText('Title'), 'Order shingles');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('takes the refusal away once a later submit creates the task', async () => {
    const { dialog, user } = await openCreateForm();
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Please check your input and try again.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Order shingles');
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Please check your input and try again.')).not.toBeInTheDocument(),
    );
  });

  it('takes the server’s refusal away when the next submit is saved, and when reopened', async () => {
    let isRefused = true;
    const view = openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute([]),
      'POST /api/tasks': () =>
        isRefused
          ? jsonResponse({ error: 'Assignee is not a member', code: 'VALIDATION_FAILED' }, 400)
          : jsonResponse(makeTask(), 201),
    });
    const [createButton] = await screen.findAllByRole('button', { name: 'Create Task' }, firstLoad);
    if (!createButton) throw new Error('no Create Task button');
    const refusal = 'Could not save “Order shingles”: Assignee is not a member';

    // Refused, then the form closed and opened again: the old refusal does not greet it.
    await view.user.click(createButton);
    let dialog = await screen.findByRole('dialog', { name: 'Create New Task' });
    await view.user.type(within(dialog).getByLabelText('Title'), 'Order shingles');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await view.user.click(createButton);
    dialog = await screen.findByRole('dialog', { name: 'Create New Task' });
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());

    // Refused, then saved: only the success stays.
    await view.user.type(within(dialog).getByLabelText('Title'), 'Order shingles');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    isRefused = false;
    await view.user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
  });

  it('refuses a title of 200 characters with the spec message', async () => {
    const { dialog, user } = await openCreateForm();
    const title = within(dialog).getByLabelText('Title');
    await user.click(title);
    await user.paste('x'.repeat(200));
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Title must be less than 200 characters',
    );
  });

  it('creates a task offline: shown at once as waiting, sent once the connection returns', async () => {
    const saved = makeTask({ id: ids.taskB, title: 'Order flashing' });
    let tasks: Task[] = [];
    const view = openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute(() => tasks),
      'POST /api/tasks': () => {
        tasks = [saved];
        return jsonResponse(saved, 201);
      },
    });
    await screen.findByText('This project has no tasks yet.', undefined, firstLoad);
    const [createButton] = screen.getAllByRole('button', { name: 'Create Task' });
    if (!createButton) throw new Error('no Create Task button');
    act(() => onlineManager.setOnline(false));
    await view.user.click(createButton);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Task' });
    await view.user.type(within(dialog).getByLabelText('Title'), 'Order flashing');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create Task' }));

    const card = await screen.findByRole('article', { name: 'Order flashing' });
    expect(within(card).getByText('Waiting to send')).toBeInTheDocument();
    // Nothing can be done to it until the server has it.
    expect(within(card).queryByRole('link', { name: 'Order flashing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create New Task' })).not.toBeInTheDocument();
    expect(callsTo(view.fetchMock, 'POST', '/api/tasks')).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Order flashing' })).getByRole('link', {
          name: 'Order flashing',
        }),
      ).toHaveAttribute('href', expect.stringContaining(ids.taskB)),
    );
    expect(callsTo(view.fetchMock, 'POST', '/api/tasks')).toHaveLength(1);
  });

  it('sends the trimmed fields, the due day at midnight, and leaves empty ones out', async () => {
    const { dialog, user, fetchMock } = await openCreateForm();
    await user.type(within(dialog).getByLabelText('Title'), '  Order shingles  ');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'high');
    await user.type(within(dialog).getByLabelText('Due Date'), '2025-03-01');
    await user.type(within(dialog).getByLabelText('Amount'), '1250.5');
    await user.type(within(dialog).getByLabelText('Transaction Type'), 'Material');
    await user.selectOptions(within(dialog).getByLabelText('Assignee'), contractorUser.id);
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create New Task' })).not.toBeInTheDocument(),
    );
    const [call] = callsTo(fetchMock, 'POST', '/api/tasks');
    expect(call?.query.get('workspaceId')).toBe(ids.workspace);
    expect(call?.body).toEqual({
      title: 'Order shingles',
      priority: 'high',
      dueDate: new Date('2025-03-01T00:00:00').toISOString(),
      amount: 1250.5,
      transactionType: 'Material',
      assignedTo: contractorUser.id,
      projectId: ids.project,
    });
  });

  it('edits a task, sending only the cleared field, with the version it was edited from', async () => {
    const task = makeTask();
    const view = openSignedIn(projectTasksPath, {
      'GET /api/tasks': tasksRoute([task]),
      [`PUT /api/tasks/${task.id}`]: () => jsonResponse({ ...task, amount: null }),
    });
    const card = await screen.findByRole('article', { name: task.title }, firstLoad);
    await view.user.click(within(card).getByRole('button', { name: 'Edit task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue(task.title);
    expect(within(dialog).getByLabelText('Assignee')).toHaveValue(contractorUser.id);
    await view.user.clear(within(dialog).getByLabelText('Amount'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Update Task' }));
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    const [call] = callsTo(view.fetchMock, 'PUT', `/api/tasks/${task.id}`);
    expect(call?.body).toEqual({ amount: null });
    const [, init] =
      view.fetchMock.mock.calls.find(([, options]) => options?.method === 'PUT') ?? [];
    expect(init?.headers).toMatchObject({
      'If-Match': taskEntityTag(task),
      'Idempotency-Key': expect.any(String),
    });
  });
});
