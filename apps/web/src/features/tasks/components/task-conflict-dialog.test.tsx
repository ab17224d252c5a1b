import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { taskEntityTag } from '@groundwork/shared/tasks/entity-tag';
import { addConflict } from '../../../lib/queued-writes/conflicts';
import { jsonResponse, signedInUser } from '../../../test/fetch';
import { taskWriteKeys } from '../api/mutate-task';
import { taskKeys } from '../api/query-keys';
import { ids, makeTask } from '../testing/fixtures';
import { TaskWriteConflicts } from './task-write-conflicts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const edited = makeTask();
const current = makeTask({
  title: 'Order slate shingles',
  priority: 'low',
  updatedAt: '2025-01-06T12:00:00.000Z',
});
const mine = { title: 'Order charcoal shingles', priority: 'medium' };

function openConflict() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(taskKeys.detail(edited.id), { ...edited, ...mine });
  addConflict({
    ownerId: signedInUser.id,
    mutationKey: taskWriteKeys.edit,
    write: {
      scope: `task:${edited.id}`,
      subjectId: edited.id,
      refusal: 'Could not save “Order shingles”',
      request: {
        method: 'PUT',
        path: `/api/tasks/${edited.id}`,
        body: mine,
        workspaceId: ids.workspace,
        fallbackMessage: 'Failed to update task',
      },
      idempotencyKey: 'key-1',
      ifMatch: taskEntityTag(edited),
      guard: { base: edited, mine },
      effects: { record: taskKeys.detail(edited.id), lists: taskKeys.lists(), refresh: [] },
    },
    snapshot: [[taskKeys.detail(edited.id), edited]],
    current,
    fields: ['title', 'priority'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TaskWriteConflicts userId={signedInUser.id} />
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

describe('Task conflict dialog', () => {
  it('lists each field with both values; Keep mine sends them over the server’s copy', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ...current, ...mine }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = openConflict();

    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    const title = within(dialog).getByText('Title').closest('div') as HTMLElement;
    expect(title).toHaveTextContent('YoursOrder charcoal shingles');
    expect(title).toHaveTextContent('On the serverOrder slate shingles');
    const priority = within(dialog).getByText('Priority').closest('div') as HTMLElement;
    expect(priority).toHaveTextContent('YoursMedium');
    expect(priority).toHaveTextContent('On the serverLow');

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual(mine);
    expect(init.headers).toMatchObject({ 'If-Match': taskEntityTag(current) });
  });

  it('Take theirs drops the edit and shows the server’s copy', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient, user } = openConflict();

    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(taskKeys.detail(edited.id))).toEqual(current);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
