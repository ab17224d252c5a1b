import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Label } from '@groundwork/shared/labels/schemas';
import type { LiveChange } from '@groundwork/shared/live-updates/live-updates';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { jsonResponse } from '../test/fetch';
import {
  firstLoad as labelsFirstLoad,
  loadLabelPageChunks,
  makeLabel,
  openLabelsPage,
  workspaceLabelsPath as labelsPagePath,
} from '../features/labels/testing/label-fixtures';
import {
  electrical,
  firstLoad,
  ids,
  loadTaskChunks,
  makeTask,
  onTask,
  openSignedIn,
  projectTasksPath,
  tasksRoute,
  workspaceLabelsPath,
} from '../features/tasks/testing/fixtures';
import { applyLiveMessage } from './live-updates';

function labelChange(type: 'label.created' | 'label.updated' | 'label.deleted'): string {
  const change: LiveChange = {
    type,
    subject: 'label',
    workspaceId: ids.workspace,
    projectId: null,
    taskId: null,
    actorId: null,
  };
  return JSON.stringify(change);
}

describe('live updates of labels', () => {
  beforeAll(() => Promise.all([loadTaskChunks(), loadLabelPageChunks()]), 60_000);

  it('shows a label renamed elsewhere on the cards, and one deleted leaves them', async () => {
    let labels: Label[] = [electrical];
    let tasks: Task[] = [makeTask({ labels: [onTask(electrical)] })];
    const { queryClient, user } = openSignedIn(projectTasksPath, {
      [`GET ${workspaceLabelsPath}`]: () => jsonResponse(labels),
      'GET /api/tasks': tasksRoute(() => tasks),
    });
    const card = await screen.findByRole('article', { name: 'Order shingles' }, firstLoad);
    expect(within(card).getByRole('list', { name: 'Labels' })).toHaveTextContent('Electrical');
    const filters = screen.getByRole('region', { name: 'Filters' });
    await user.click(await within(filters).findByRole('button', { name: 'Labels' }));
    expect(await within(filters).findByRole('checkbox', { name: 'Electrical' })).toBeVisible();

    const wiring = { ...electrical, name: 'Wiring', color: 'blue' as const };
    labels = [wiring];
    tasks = [makeTask({ labels: [onTask(wiring)] })];
    applyLiveMessage(queryClient, { id: '8', event: 'change', data: labelChange('label.updated') });

    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Order shingles' })).getByText('Wiring'),
      ).toHaveAttribute('data-label-color', 'blue'),
    );
    // The filter offers it under its new name.
    expect(await within(filters).findByRole('checkbox', { name: 'Wiring' })).toBeVisible();

    labels = [];
    tasks = [makeTask()];
    applyLiveMessage(queryClient, { id: '9', event: 'change', data: labelChange('label.deleted') });
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Order shingles' })).queryByRole('list', {
          name: 'Labels',
        }),
      ).not.toBeInTheDocument(),
    );
    // No label left to filter by: the filter is not offered.
    await waitFor(() =>
      expect(within(filters).queryByRole('button', { name: 'Labels' })).not.toBeInTheDocument(),
    );
  });

  it('lists a label made elsewhere on the Labels page', async () => {
    let labels: Label[] = [];
    const { queryClient } = openLabelsPage('contractor', [], {
      [`GET ${labelsPagePath}`]: () => jsonResponse(labels),
    });
    await screen.findByText('No labels yet', undefined, labelsFirstLoad);

    labels = [makeLabel()];
    applyLiveMessage(queryClient, {
      id: '10',
      event: 'change',
      data: labelChange('label.created'),
    });

    expect(await screen.findByRole('listitem', { name: 'Electrical' })).toBeInTheDocument();
  });
});
