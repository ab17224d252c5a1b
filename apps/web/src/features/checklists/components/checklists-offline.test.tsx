import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import type { LiveChange } from '@groundwork/shared/live-updates/live-updates';
import { applyLiveMessage } from '../../../app/live-updates';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  firstLoad,
  ids,
  itemIdOf,
  loadChecklistChunks,
  makeChecklist,
  makeItem,
  newItemId,
  openTaskPage,
} from '../testing/checklist-fixtures';

afterEach(() => onlineManager.setOnline(true));

const section = () => screen.getByRole('region', { name: 'Checklists' });
const progress = () =>
  within(section()).getByRole('progressbar', { name: 'Progress of Final walk-through' });

describe('checklists without a connection', () => {
  beforeAll(loadChecklistChunks, 60_000);

  it('keeps a tick and a new item waiting, then sends each once the connection returns', async () => {
    const checklists = [makeChecklist()];
    const { user, fetchMock } = openTaskPage('admin', checklists);
    const box = await screen.findByRole('checkbox', { name: 'Caulk done' }, firstLoad);

    act(() => onlineManager.setOnline(false));
    await user.click(box);
    await user.type(
      within(section()).getByRole('textbox', { name: 'Add an item to Final walk-through' }),
      'Smoke alarms tested{Enter}',
    );

    // Both show at once, and are counted with the other changes waiting.
    expect(box).toBeChecked();
    expect(progress()).toHaveAttribute('aria-valuetext', '1 of 4 done');
    expect(await screen.findByText('2 changes waiting to be sent')).toBeInTheDocument();
    const added = within(section()).getByRole('checkbox', { name: 'Smoke alarms tested' });
    // Not yet the server's: it cannot be ticked, and says why.
    expect(added).toBeDisabled();
    expect(added).toHaveAccessibleDescription(
      'This item is waiting to be sent; it can be ticked once it is saved.',
    );
    expect(added.closest('li')).toHaveTextContent('Waiting to send');
    const tickPath = `/api/checklist-items/${itemIdOf(checklists, 'Caulk done')}`;
    const addPath = `/api/checklists/${ids.walkThrough}/items`;
    expect(callsTo(fetchMock, 'PUT', tickPath)).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', addPath)).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByText(/waiting to be sent$/)).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PUT', tickPath).map((call) => call.body)).toEqual([{ done: true }]);
    expect(callsTo(fetchMock, 'POST', addPath).map((call) => call.body)).toEqual([
      { text: 'Smoke alarms tested' },
    ]);
    // Fetched again, the new item is the server's own.
    await waitFor(() =>
      expect(
        within(section()).getByRole('checkbox', { name: 'Smoke alarms tested' }),
      ).toBeEnabled(),
    );
    expect(box).toBeChecked();
    expect(progress()).toHaveAttribute('aria-valuetext', '1 of 4 done');
  });

  it('undoes a tick the server refuses, and says why', async () => {
    const checklists = [makeChecklist()];
    const tickPath = `/api/checklist-items/${itemIdOf(checklists, 'Caulk done')}`;
    const { user } = openTaskPage('contractor', checklists, {
      [`PUT ${tickPath}`]: () =>
        jsonResponse({ error: "You don't have access to this project", code: 'FORBIDDEN' }, 403),
    });
    const box = await screen.findByRole('checkbox', { name: 'Caulk done' }, firstLoad);
    await user.click(box);
    expect(
      await screen.findByText("Could not save “Caulk done”: You don't have access to this project"),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
    expect(progress()).toHaveAttribute('aria-valuetext', '0 of 3 done');
  });
});

describe('checklists live', () => {
  beforeAll(loadChecklistChunks, 60_000);

  it('show what someone else ticked or added, when a change comes', async () => {
    const { queryClient, server } = openTaskPage('contractor', [makeChecklist()]);
    await screen.findByRole('checkbox', { name: 'Caulk done' }, firstLoad);

    const [walkThrough] = server.checklists;
    if (!walkThrough) throw new Error('no checklist');
    server.checklists = [
      {
        ...walkThrough,
        items: [
          ...walkThrough.items.map((item) => ({ ...item, done: item.text === 'Caulk done' })),
          makeItem({ id: newItemId(1), text: 'Gutters cleared', position: 3 }),
        ],
      },
    ];
    const change: LiveChange = {
      type: 'checklist.item.ticked',
      subject: 'checklist',
      workspaceId: ids.workspace,
      projectId: ids.project,
      taskId: ids.task,
      actorId: ids.owner,
    };
    act(() =>
      applyLiveMessage(queryClient, { id: '7', event: 'change', data: JSON.stringify(change) }),
    );

    expect(
      await within(section()).findByRole('checkbox', { name: 'Gutters cleared' }),
    ).toBeInTheDocument();
    expect(within(section()).getByRole('checkbox', { name: 'Caulk done' })).toBeChecked();
    expect(progress()).toHaveAttribute('aria-valuetext', '1 of 4 done');
  });
});
