import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelMessages } from '@groundwork/shared/labels/constants';
import { jsonResponse } from '../../../test/fetch';
import {
  bodiesSent,
  firstLoad,
  labelIds,
  labelPath,
  loadLabelPageChunks,
  makeLabel,
  openLabelsPage,
  punchList,
  workspaceLabelsPath,
} from '../testing/label-fixtures';

const electrical = makeLabel();

const findList = () => screen.findByRole('list', { name: 'Labels' }, firstLoad);
const row = (name: string) => screen.getByRole('listitem', { name });

describe('the labels page', () => {
  beforeAll(loadLabelPageChunks, 60_000);

  it('lists each label in its colour, under the workspace settings', async () => {
    openLabelsPage('project_manager', [electrical, punchList]);

    const list = await findList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const chip = within(row('Electrical')).getByText('Electrical');
    expect(chip).toHaveAttribute('data-label-color', 'amber');
    expect(row('Electrical')).toHaveTextContent('Amber');
    expect(within(row('Punch list')).getByText('Punch list')).toHaveAttribute(
      'data-label-color',
      'red',
    );
    expect(screen.getByRole('heading', { name: 'Labels', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Labels · Groundwork'));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByRole('link', { name: 'Acme Build' })).toHaveAttribute(
      'href',
      `/workspaces/${labelIds.workspace}`,
    );
    expect(within(trail).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      `/workspaces/${labelIds.workspace}?tab=settings`,
    );
  });

  it('shows a contractor the labels read-only', async () => {
    openLabelsPage('contractor', [electrical]);

    await findList();
    expect(row('Electrical')).toBeInTheDocument();
    // The workspace (and so the role) has answered once its name is in the trail.
    await screen.findByRole('link', { name: 'Acme Build' });
    expect(screen.queryByRole('button', { name: 'New Label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('creates a label in the colour chosen from the keyboard, and lists it', async () => {
    const { user, fetchMock } = openLabelsPage('project_manager', [electrical]);
    await findList();
    await user.click(await screen.findByRole('button', { name: 'New Label' }));

    const dialog = await screen.findByRole('dialog', { name: 'New Label' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Create Label' })).toBeDisabled();
    const colors = within(dialog).getByRole('group', { name: 'Color' });
    expect(within(colors).getAllByRole('radio')).toHaveLength(12);
    // A new label starts in a colour no label has yet: Electrical is amber, so gray.
    expect(within(colors).getByRole('radio', { name: 'Gray' })).toBeChecked();

    await user.keyboard('Plumbing');
    await user.tab();
    expect(within(colors).getByRole('radio', { name: 'Gray' })).toHaveFocus();
    // Arrows move the choice, as in any radio group: Red, Orange, Amber, then Lime.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(colors).getByRole('radio', { name: 'Lime' })).toBeChecked();
    expect(within(colors).getByRole('radio', { name: 'Gray' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create Label' }));

    expect(await screen.findByText('Label "Plumbing" created successfully!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'POST', workspaceLabelsPath)).toEqual([
      { name: 'Plumbing', color: 'lime' },
    ]);
    const added = await screen.findByRole('listitem', { name: 'Plumbing' });
    expect(within(added).getByText('Plumbing')).toHaveAttribute('data-label-color', 'lime');
    expect(screen.getByRole('button', { name: 'New Label' })).toHaveFocus();
  });

  it('says beside the name that another label has it, and keeps the form open', async () => {
    const { user } = openLabelsPage('project_manager', [electrical], {
      [`POST ${workspaceLabelsPath}`]: () =>
        jsonResponse({ error: labelMessages.nameTaken, code: 'CONFLICT' }, 409),
    });
    await findList();
    await user.click(await screen.findByRole('button', { name: 'New Label' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Label' });
    await user.keyboard('electrical');
    await user.click(within(dialog).getByRole('button', { name: 'Create Label' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(labelMessages.nameTaken));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'New Label' })).toBeInTheDocument();

    // Fixing the name takes the message away.
    await user.type(name, ' panel');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
  });

  it('renames and recolours a label', async () => {
    const { user, fetchMock } = openLabelsPage('admin', [electrical, punchList]);
    await findList();
    await user.click(await screen.findByRole('button', { name: 'Edit Electrical' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Label' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Electrical');
    expect(within(dialog).getByRole('radio', { name: 'Amber' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Wiring');
    await user.click(within(dialog).getByRole('radio', { name: 'Blue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Label' }));

    expect(await screen.findByText('Label "Wiring" updated successfully!')).toBeVisible();
    expect(bodiesSent(fetchMock, 'PUT', labelPath(labelIds.electrical))).toEqual([
      { name: 'Wiring', color: 'blue' },
    ]);
    const renamed = await screen.findByRole('listitem', { name: 'Wiring' });
    expect(within(renamed).getByText('Wiring')).toHaveAttribute('data-label-color', 'blue');
  });

  it('deletes a label only once the person confirms, saying it leaves every task', async () => {
    const { user, fetchMock } = openLabelsPage('project_manager', [electrical, punchList]);
    await findList();
    const deleteButton = await screen.findByRole('button', { name: 'Delete Electrical' });

    await user.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: 'Delete Label' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Electrical"? It will be removed from every task that has it.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'DELETE', labelPath(labelIds.electrical))).toHaveLength(0);
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: 'Delete Label' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Label' }));

    expect(await screen.findByText('Label "Electrical" deleted')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Electrical' })).not.toBeInTheDocument(),
    );
    expect(bodiesSent(fetchMock, 'DELETE', labelPath(labelIds.electrical))).toHaveLength(1);
    expect(row('Punch list')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Label' })).toHaveFocus());
  });

  it('says when there are no labels, pointing a manager to New Label', async () => {
    openLabelsPage('project_manager', []);

    expect(await screen.findByText('No labels yet', undefined, firstLoad)).toBeVisible();
    expect(
      screen.getByText('Make a label for each trade, area or stage your tasks fall under.'),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'New Label' })).toBeVisible();
  });

  it('tells a contractor with no labels who can add them', async () => {
    openLabelsPage('contractor', []);

    expect(await screen.findByText('No labels yet', undefined, firstLoad)).toBeVisible();
    expect(screen.getByText('Project managers can add labels here.')).toBeVisible();
  });

  it('says why the labels could not be loaded, and Retry asks again', async () => {
    let failing = true;
    const { user } = openLabelsPage('project_manager', [], {
      [`GET ${workspaceLabelsPath}`]: () =>
        failing
          ? jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 500)
          : jsonResponse([punchList]),
    });

    const alert = await screen.findByRole('alert', undefined, firstLoad);
    expect(alert).toHaveTextContent('Error loading labels');
    expect(alert).toHaveTextContent('Database unavailable');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Punch list' })).toBeInTheDocument();
  });

  it('shows placeholders while the labels load', async () => {
    openLabelsPage('project_manager', [], {
      [`GET ${workspaceLabelsPath}`]: () => new Promise<Response>(() => {}),
    });

    expect(await screen.findByLabelText('Loading labels...', undefined, firstLoad)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
