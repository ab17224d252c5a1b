import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  checklistsApi,
  firstLoad,
  ids,
  itemIdOf,
  loadChecklistChunks,
  makeChecklist,
  newChecklistId,
  newItemId,
  openTaskPage,
} from '../testing/checklist-fixtures';

const section = () => screen.getByRole('region', { name: 'Checklists' });
const checklist = (title: string) => within(section()).getByRole('article', { name: title });
const itemTexts = (title: string) =>
  within(within(checklist(title)).getByRole('list', { name: `Items of ${title}` }))
    .getAllByRole('checkbox')
    .map((box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent);
const progress = (title: string) =>
  within(section()).getByRole('progressbar', { name: `Progress of ${title}` });

const walkThrough = () => makeChecklist();

describe('the Checklists section of a task', () => {
  beforeAll(loadChecklistChunks, 60_000);

  it('lets a manager add a checklist and its items, one after another from the keyboard', async () => {
    const { user, fetchMock } = openTaskPage('admin', []);
    expect(
      await within(await screen.findByRole('region', { name: 'Checklists' }, firstLoad)).findByText(
        'No checklists yet',
      ),
    ).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Add Checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Checklist' }, firstLoad);
    expect(within(dialog).getByRole('combobox', { name: 'Start from' })).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Title'), 'Final walk-through');
    await user.click(within(dialog).getByRole('button', { name: 'Add Checklist' }));
    expect(await screen.findByText('Checklist “Final walk-through” added')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', checklistsApi).map((call) => call.body)).toEqual([
      { title: 'Final walk-through' },
    ]);

    const field = await within(section()).findByRole('textbox', {
      name: 'Add an item to Final walk-through',
    });
    await user.type(field, 'Outlets covered{Enter}');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await user.type(field, 'Keys handed over{Enter}');
    await waitFor(() =>
      expect(itemTexts('Final walk-through')).toEqual(['Outlets covered', 'Keys handed over']),
    );
    expect(
      callsTo(fetchMock, 'POST', `/api/checklists/${newChecklistId(1)}/items`).map(
        (call) => call.body,
      ),
    ).toEqual([{ text: 'Outlets covered' }, { text: 'Keys handed over' }]);
    expect(progress('Final walk-through')).toHaveAttribute('aria-valuetext', '0 of 2 done');

    // An empty item is not sent; the field says why.
    await user.type(field, '{Enter}');
    expect(await within(section()).findByText('Item text is required')).toBeInTheDocument();
  });

  it('starts a checklist from a template when one is chosen', async () => {
    const { user, fetchMock } = openTaskPage('admin', [], {
      [`GET /api/workspaces/${ids.workspace}/checklist-templates`]: () =>
        jsonResponse([
          {
            id: ids.punchList,
            workspaceId: ids.workspace,
            name: 'Punch list',
            items: ['Touch up paint'],
            createdAt: '2025-01-05T12:00:00.000Z',
            updatedAt: '2025-01-05T12:00:00.000Z',
          },
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Checklist' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Add Checklist' }, firstLoad);
    await user.type(within(dialog).getByLabelText('Title'), 'Snags');
    await within(dialog).findByRole('option', { name: 'Punch list' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Start from' }),
      'Punch list',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Checklist' }));
    await screen.findByText('Checklist “Snags” added');
    expect(callsTo(fetchMock, 'POST', checklistsApi)[0]?.body).toEqual({
      title: 'Snags',
      templateId: ids.punchList,
    });
  });

  it('ticks an item with one tap, and the progress follows at once', async () => {
    const checklists = [walkThrough()];
    const { user, fetchMock } = openTaskPage('admin', checklists);
    const box = await screen.findByRole('checkbox', { name: 'Caulk done' }, firstLoad);
    expect(progress('Final walk-through')).toHaveAttribute('aria-valuenow', '0');
    expect(within(checklist('Final walk-through')).getByText('0/3')).toBeInTheDocument();

    await user.click(box);
    expect(box).toBeChecked();
    expect(progress('Final walk-through')).toHaveAttribute('aria-valuenow', '1');
    expect(progress('Final walk-through')).toHaveAttribute('aria-valuetext', '1 of 3 done');
    expect(within(checklist('Final walk-through')).getByText('1/3')).toBeInTheDocument();
    const itemPath = `/api/checklist-items/${itemIdOf(checklists, 'Caulk done')}`;
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', itemPath)).toHaveLength(1));
    const [tick] = callsTo(fetchMock, 'PUT', itemPath);
    expect(tick?.body).toEqual({ done: true });
    expect(tick?.headers['Idempotency-Key']).toBeTruthy();

    await user.click(box);
    expect(box).not.toBeChecked();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', itemPath)).toHaveLength(2));
    expect(callsTo(fetchMock, 'PUT', itemPath)[1]?.body).toEqual({ done: false });
    expect(progress('Final walk-through')).toHaveAttribute('aria-valuenow', '0');
  });

  it('renames a checklist from its actions', async () => {
    const { user, fetchMock } = openTaskPage('admin', [walkThrough()]);
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Actions for checklist Final walk-through' },
        firstLoad,
      ),
    );
    await user.click(
      within(checklist('Final walk-through')).getByRole('button', { name: 'Rename' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rename Checklist' }, firstLoad);
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Final walk-through');
    expect(within(dialog).queryByRole('combobox', { name: 'Start from' })).not.toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Hand-over walk-through');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Checklist renamed')).toBeInTheDocument();
    expect(
      within(section()).getByRole('heading', { level: 3, name: 'Hand-over walk-through' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', `/api/checklists/${ids.walkThrough}`)[0]?.body).toEqual({
      title: 'Hand-over walk-through',
    });
  });

  it('moves an item and a checklist with the keyboard, keeping the focus on the move', async () => {
    const checklists = [
      walkThrough(),
      makeChecklist({ id: ids.punchList, title: 'Punch list', position: 1 }, ['Touch up paint']),
    ];
    const { user, fetchMock } = openTaskPage('admin', checklists);
    const actions = await screen.findByRole(
      'button',
      { name: 'Actions for Keys handed over' },
      firstLoad,
    );
    actions.focus();
    await user.keyboard('{Enter}');
    expect(actions).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Move up' })).toHaveFocus();
    await user.keyboard('{Enter}');

    // At once, before the server answers.
    expect(itemTexts('Final walk-through')).toEqual([
      'Outlets covered',
      'Keys handed over',
      'Caulk done',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up' })).toHaveFocus());
    expect(within(section()).getByText('“Keys handed over” is now 2 of 3')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(itemTexts('Final walk-through')).toEqual([
        'Keys handed over',
        'Outlets covered',
        'Caulk done',
      ]),
    );
    // At the top Move up is done with, so the focus goes to Move down.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down' })).toHaveFocus());
    const itemPath = `/api/checklist-items/${itemIdOf(checklists, 'Keys handed over')}`;
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', itemPath).map((call) => call.body)).toEqual([
        { position: 1 },
        { position: 0 },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for checklist Punch list' }));
    await user.click(within(checklist('Punch list')).getByRole('button', { name: 'Move up' }));
    await waitFor(() =>
      expect(
        within(section())
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Punch list', 'Final walk-through']),
    );
    expect(callsTo(fetchMock, 'PUT', `/api/checklists/${ids.punchList}`)[0]?.body).toEqual({
      position: 0,
    });
  });

  it('puts a move back and says why when the server refuses it', async () => {
    const checklists = [walkThrough()];
    const itemPath = `/api/checklist-items/${itemIdOf(checklists, 'Caulk done')}`;
    const { user } = openTaskPage('admin', checklists, {
      [`PUT ${itemPath}`]: () =>
        jsonResponse({ error: 'Checklist item not found', code: 'NOT_FOUND' }, 404),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Caulk done' }, firstLoad),
    );
    await user.click(
      within(checklist('Final walk-through')).getByRole('button', { name: 'Move down' }),
    );
    expect(await screen.findByText('Checklist item not found')).toBeInTheDocument();
    await waitFor(() =>
      expect(itemTexts('Final walk-through')).toEqual([
        'Outlets covered',
        'Caulk done',
        'Keys handed over',
      ]),
    );
  });

  it('deletes a checklist only once the person confirms', async () => {
    const { user, fetchMock } = openTaskPage('admin', [walkThrough()]);
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Actions for checklist Final walk-through' },
        firstLoad,
      ),
    );
    await user.click(
      within(checklist('Final walk-through')).getByRole('button', { name: 'Delete' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Delete Checklist' }, firstLoad);
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the checklist “Final walk-through” and its 3 items? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', `/api/checklists/${ids.walkThrough}`)).toHaveLength(0);
    expect(checklist('Final walk-through')).toBeInTheDocument();

    await user.click(
      within(checklist('Final walk-through')).getByRole('button', { name: 'Delete' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Delete Checklist' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Checklist deleted')).toBeInTheDocument();
    expect(await within(section()).findByText('No checklists yet')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `/api/checklists/${ids.walkThrough}`)).toHaveLength(1);
  });

  it('edits an item’s text, who it is for and by when, and deletes an item', async () => {
    const checklists = [walkThrough()];
    const { user, fetchMock } = openTaskPage('admin', checklists);
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Caulk done' }, firstLoad),
    );
    await user.click(within(checklist('Final walk-through')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' }, firstLoad);
    const text = within(dialog).getByLabelText('Item');
    await user.clear(text);
    await user.type(text, 'Caulk done in both bathrooms');
    await user.selectOptions(within(dialog).getByLabelText('Assignee'), 'Cole Contractor');
    await user.type(within(dialog).getByLabelText('Due Date'), '2025-02-03');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Item updated')).toBeInTheDocument();
    const itemPath = `/api/checklist-items/${itemIdOf(checklists, 'Caulk done')}`;
    expect(callsTo(fetchMock, 'PUT', itemPath)[0]?.body).toEqual({
      text: 'Caulk done in both bathrooms',
      assigneeId: ids.contractor,
      dueDate: new Date('2025-02-03T00:00:00').toISOString(),
    });
    const box = await within(section()).findByRole('checkbox', {
      name: 'Caulk done in both bathrooms',
    });
    expect(box).toHaveAccessibleDescription('Cole Contractor · Due Feb 3, 2025');

    await user.click(
      within(checklist('Final walk-through')).getByRole('button', {
        name: 'Actions for Outlets covered',
      }),
    );
    await user.click(
      within(checklist('Final walk-through')).getAllByRole('button', {
        name: 'Delete',
      })[0] as HTMLElement,
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete Item' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(itemTexts('Final walk-through')).toEqual([
        'Caulk done in both bathrooms',
        'Keys handed over',
      ]),
    );
  });

  it('lets a contractor tick items, with nothing to shape the checklists', async () => {
    const checklists = [walkThrough()];
    const { user, fetchMock } = openTaskPage('contractor', checklists);
    const box = await screen.findByRole('checkbox', { name: 'Keys handed over' }, firstLoad);
    expect(box).toBeEnabled();
    await user.click(box);
    await waitFor(() =>
      expect(
        callsTo(
          fetchMock,
          'PUT',
          `/api/checklist-items/${itemIdOf(checklists, 'Keys handed over')}`,
        ),
      ).toHaveLength(1),
    );

    expect(within(section()).queryByRole('button', { name: 'Add Checklist' })).toBeNull();
    expect(within(section()).queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(within(section()).queryByRole('textbox')).toBeNull();
  });

  it('shows a client the progress and the items, but not to tick, and says why', async () => {
    const checklists = [
      makeChecklist({
        items: walkThrough().items.map((item, index) => ({ ...item, done: index === 0 })),
      }),
    ];
    openTaskPage('client', checklists);
    const box = await screen.findByRole('checkbox', { name: 'Outlets covered' }, firstLoad);
    expect(box).toBeChecked();
    for (const each of within(section()).getAllByRole('checkbox')) {
      expect(each).toBeDisabled();
      expect(each).toHaveAccessibleDescription('Clients can see checklists but not tick them');
    }
    expect(progress('Final walk-through')).toHaveAttribute('aria-valuetext', '1 of 3 done');
    expect(
      within(section()).getByText('Clients can see checklists but not tick them'),
    ).toBeVisible();
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('shows a contractor with no checklists the empty state alone', async () => {
    openTaskPage('contractor', []);
    const empty = await within(
      await screen.findByRole('region', { name: 'Checklists' }, firstLoad),
    ).findByText('No checklists yet');
    expect(empty).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('says when the checklists cannot be loaded, and Retry asks again', async () => {
    let fails = true;
    const { user } = openTaskPage('admin', [], {
      [`GET ${checklistsApi}`]: () =>
        fails
          ? jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 500)
          : jsonResponse([walkThrough()]),
    });
    const alert = await within(
      await screen.findByRole('region', { name: 'Checklists' }, firstLoad),
    ).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading checklists');
    expect(alert).toHaveTextContent('Database unavailable');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section()).findByRole('checkbox', { name: 'Caulk done' }),
    ).toBeInTheDocument();
  });

  it('shows skeletons while the checklists load', async () => {
    openTaskPage('admin', [], {
      [`GET ${checklistsApi}`]: () => new Promise<Response>(() => {}),
    });
    const region = await screen.findByRole('region', { name: 'Checklists' }, firstLoad);
    expect(within(region).getByRole('status')).toHaveTextContent('Loading checklists...');
  });

  it('gives a new item the server’s id once the checklists are fetched again', async () => {
    const { user, fetchMock } = openTaskPage('admin', [walkThrough()]);
    const field = await screen.findByRole(
      'textbox',
      { name: 'Add an item to Final walk-through' },
      firstLoad,
    );
    await user.type(field, 'Smoke alarms tested{Enter}');
    // Once saved, the new item is the server's own and can be ticked like the others.
    const box = await within(section()).findByRole('checkbox', { name: 'Smoke alarms tested' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(
      within(section()).getByRole('button', { name: 'Actions for Smoke alarms tested' }),
    ).toBeInTheDocument();
    await user.click(box);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', `/api/checklist-items/${newItemId(1)}`)).toHaveLength(1),
    );
  });
});
