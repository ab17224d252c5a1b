import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import {
  bodiesSent,
  firstLoad,
  loadTemplatePageChunks,
  makeTemplate,
  openTemplatesPage,
  punchList,
  templateIds,
  workspaceTemplatesPath,
} from '../testing/template-fixtures';

const walkThrough = makeTemplate();
const walkThroughPath = `/api/checklist-templates/${templateIds.walkThrough}`;

const findList = () => screen.findByRole('list', { name: 'Checklist templates' }, firstLoad);
const row = (name: string) => screen.getByRole('listitem', { name });
const itemField = (position: number) => screen.getByRole('textbox', { name: `Item ${position}` });
const itemValues = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('textbox', { name: /^Item \d+$/ })
    .map((field) => (field as HTMLInputElement).value);

describe('the checklist templates page', () => {
  beforeAll(loadTemplatePageChunks, 60_000);

  it('lists each template with its item count, under the workspace settings', async () => {
    openTemplatesPage('project_manager', [walkThrough, punchList]);

    const list = await findList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(row('Final walk-through')).toHaveTextContent('3 items');
    expect(row('Final walk-through')).toHaveTextContent(
      'Outlets covered · Caulk done · Keys handed over',
    );
    expect(row('Punch list')).toHaveTextContent('1 item');
    expect(
      screen.getByRole('heading', { name: 'Checklist templates', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Checklist templates · Groundwork'));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByRole('link', { name: 'Acme Build' })).toHaveAttribute(
      'href',
      `/workspaces/${templateIds.workspace}`,
    );
    expect(within(trail).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      `/workspaces/${templateIds.workspace}?tab=settings`,
    );
  });

  it('shows a contractor the templates read-only', async () => {
    openTemplatesPage('contractor', [walkThrough]);

    await findList();
    expect(row('Final walk-through')).toHaveTextContent('3 items');
    // The workspace (and so the role) has answered once its name is in the trail.
    await screen.findByRole('link', { name: 'Acme Build' });
    expect(screen.queryByRole('button', { name: 'New Template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('creates a template, Enter in an item adding the next, and lists it', async () => {
    const { user, fetchMock } = openTemplatesPage('project_manager', [walkThrough]);
    await findList();
    await user.click(await screen.findByRole('button', { name: 'New Template' }));

    const dialog = await screen.findByRole('dialog', { name: 'New Checklist Template' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Create Template' })).toBeDisabled();
    await user.keyboard('Roof hand-over');
    await user.click(itemField(1));
    await user.keyboard('Gutters clear{Enter}');
    expect(itemField(2)).toHaveFocus();
    await user.keyboard('Flashing sealed{Enter}');
    // A row left blank is no item.
    expect(itemField(3)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));

    expect(
      await screen.findByText('Template "Roof hand-over" created successfully!'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'POST', workspaceTemplatesPath)).toEqual([
      { name: 'Roof hand-over', items: ['Gutters clear', 'Flashing sealed'] },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Roof hand-over' })).toHaveTextContent(
      '2 items',
    );
    expect(screen.getByRole('button', { name: 'New Template' })).toHaveFocus();
  });

  it('edits the name and items: moves by keyboard keep the focus on the item moved', async () => {
    const { user, fetchMock } = openTemplatesPage('admin', [walkThrough]);
    await findList();
    await user.click(await screen.findByRole('button', { name: 'Edit Final walk-through' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Checklist Template' });
    expect(itemValues()).toEqual(['Outlets covered', 'Caulk done', 'Keys handed over']);
    expect(within(dialog).getByRole('button', { name: 'Move item 1 up' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move item 3 down' })).toBeDisabled();

    // Keys handed over goes first, by keyboard alone.
    within(dialog).getByRole('button', { name: 'Move item 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(itemValues()).toEqual(['Outlets covered', 'Keys handed over', 'Caulk done']);
    expect(within(dialog).getByRole('button', { name: 'Move item 2 up' })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Item moved to position 2 of 3');
    await user.keyboard('{Enter}');
    expect(itemValues()).toEqual(['Keys handed over', 'Outlets covered', 'Caulk done']);
    // At the top, Move up is disabled: the focus stays on the item, with Move down.
    expect(within(dialog).getByRole('button', { name: 'Move item 1 down' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Remove item 3' }));
    expect(itemValues()).toEqual(['Keys handed over', 'Outlets covered']);
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(itemField(3)).toHaveFocus();
    await user.keyboard('Windows cleaned');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Hand-over');
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));

    expect(await screen.findByText('Template "Hand-over" updated successfully!')).toBeVisible();
    expect(bodiesSent(fetchMock, 'PUT', walkThroughPath)).toEqual([
      { name: 'Hand-over', items: ['Keys handed over', 'Outlets covered', 'Windows cleaned'] },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Hand-over' })).toHaveTextContent(
      'Keys handed over · Outlets covered · Windows cleaned',
    );
  });

  it("shows the shared schema's message beside an item that is too long, and sends nothing", async () => {
    const { user, fetchMock } = openTemplatesPage('project_manager', [walkThrough]);
    await findList();
    await user.click(await screen.findByRole('button', { name: 'Edit Final walk-through' }));
    await screen.findByRole('dialog', { name: 'Edit Checklist Template' });
    // The second row is blank and dropped, so the third is the second item sent.
    await user.clear(itemField(2));
    await user.click(itemField(3));
    await user.paste('x'.repeat(500));
    await user.click(screen.getByRole('button', { name: 'Save Template' }));

    expect(itemField(3)).toHaveAccessibleDescription(/Item text must be at most 500 characters/);
    expect(itemField(3)).toHaveFocus();
    expect(itemField(2)).toHaveAttribute('aria-invalid', 'false');
    expect(bodiesSent(fetchMock, 'PUT', walkThroughPath)).toHaveLength(0);
  });

  it('says why the server refused a save, and keeps the form open', async () => {
    const { user } = openTemplatesPage('project_manager', [walkThrough], {
      [`PUT ${walkThroughPath}`]: () =>
        jsonResponse({ error: 'Project Manager role or higher required', code: 'FORBIDDEN' }, 403),
    });
    await findList();
    await user.click(await screen.findByRole('button', { name: 'Edit Final walk-through' }));
    await screen.findByRole('dialog', { name: 'Edit Checklist Template' });
    await user.click(screen.getByRole('button', { name: 'Save Template' }));

    expect(await screen.findByText('Project Manager role or higher required')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Edit Checklist Template' })).toBeInTheDocument();
  });

  it('deletes a template only once the person confirms', async () => {
    const { user, fetchMock } = openTemplatesPage('project_manager', [walkThrough, punchList]);
    await findList();
    const deleteButton = await screen.findByRole('button', { name: 'Delete Final walk-through' });

    await user.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: 'Delete Template' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Final walk-through"? Checklists already started from it keep their items.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'DELETE', walkThroughPath)).toHaveLength(0);
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: 'Delete Template' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Template' }));

    expect(await screen.findByText('Template "Final walk-through" deleted')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Final walk-through' }),
      ).not.toBeInTheDocument(),
    );
    expect(bodiesSent(fetchMock, 'DELETE', walkThroughPath)).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Punch list' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Template' })).toHaveFocus());
  });

  it('says when there are no templates, pointing a manager to New Template', async () => {
    openTemplatesPage('project_manager', []);

    expect(
      await screen.findByText('No checklist templates yet', undefined, firstLoad),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Make a template of the lists you repeat: inspections, punch lists, hand-overs.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'New Template' })).toBeVisible();
  });

  it('tells a contractor with no templates who can add them', async () => {
    openTemplatesPage('contractor', []);

    expect(
      await screen.findByText('No checklist templates yet', undefined, firstLoad),
    ).toBeVisible();
    expect(screen.getByText('Project managers can add templates here.')).toBeVisible();
  });

  it('says why the templates could not be loaded, and Retry asks again', async () => {
    let failing = true;
    const { user } = openTemplatesPage('project_manager', [], {
      [`GET ${workspaceTemplatesPath}`]: () =>
        failing
          ? jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 500)
          : jsonResponse([punchList]),
    });

    const alert = await screen.findByRole('alert', undefined, firstLoad);
    expect(alert).toHaveTextContent('Error loading checklist templates');
    expect(alert).toHaveTextContent('Database unavailable');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Punch list' })).toBeInTheDocument();
  });

  it('shows placeholders while the templates load', async () => {
    openTemplatesPage('project_manager', [], {
      [`GET ${workspaceTemplatesPath}`]: () => new Promise<Response>(() => {}),
    });

    expect(
      await screen.findByLabelText('Loading checklist templates...', undefined, firstLoad),
    ).toHaveAttribute('aria-busy', 'true');
  });
});
