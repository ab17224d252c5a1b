import { stubIntersectionObserver } from '../../../test/intersection-observer';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activityMessages } from '@groundwork/shared/activity/constants';
import { jsonResponse, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import {
  activityPage,
  ids,
  makeActivityItem,
  minutesAgo,
  pending,
  queriesTo,
  sam,
  taskActivityApi,
} from '../testing/fixtures';
import { TaskActivitySection } from './activity-section';

function openSection() {
  return renderWithProviders(<TaskActivitySection workspaceId={ids.workspace} taskId={ids.task} />);
}

const section = () => screen.getByRole('region', { name: 'Activity' });

describe('ActivityList', () => {
  it('shows skeleton lines while the history loads', async () => {
    stubApi({ [`GET ${taskActivityApi}`]: pending });
    openSection();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading activity...');
    expect(section()).toContainElement(status);
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  });

  it('says when there is no activity yet', async () => {
    stubApi({ [`GET ${taskActivityApi}`]: () => jsonResponse(activityPage([])) });
    openSection();
    expect(await screen.findByText(activityMessages.empty)).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the failure with Retry, and the history once it loads', async () => {
    let fails = true;
    const fetchMock = stubApi({
      [`GET ${taskActivityApi}`]: () =>
        fails
          ? jsonResponse({ code: 'INTERNAL' }, 500)
          : jsonResponse(activityPage([makeActivityItem()])),
    });
    const { user } = openSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(activityMessages.loadFailed);
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Task activity' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Maria moved status from To Do to In Progress · 2h ago',
    );
    expect(queriesTo(fetchMock, taskActivityApi)).toHaveLength(2);
  });

  it('lists the entries newest first, each with its time', async () => {
    const at = minutesAgo(5);
    stubApi({
      [`GET ${taskActivityApi}`]: () =>
        jsonResponse(
          activityPage([
            makeActivityItem({
              at,
              action: 'assigned',
              changes: [{ field: 'assignedTo', from: null, to: sam }],
            }),
            makeActivityItem({
              subject: { type: 'comment', id: ids.comment, title: 'Order the tiles' },
              action: 'commented',
              changes: [],
              at: minutesAgo(60 * 24 * 3),
            }),
          ]),
        ),
    });
    openSection();
    const list = await screen.findByRole('list', { name: 'Task activity' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Maria assigned Sam · 5m ago');
    expect(within(first as HTMLElement).getByText('5m ago')).toHaveAttribute('dateTime', at);
    expect(second).toHaveTextContent('Maria commented on Order the tiles · 3d ago');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads older entries with Load more, from the cursor of the page before', async () => {
    const fetchMock = stubApi({
      [`GET ${taskActivityApi}`]: () => {
        const cursor = queriesTo(fetchMock, taskActivityApi).at(-1)?.get('cursor');
        return cursor === 'page-2'
          ? jsonResponse(activityPage([makeActivityItem({ action: 'created', changes: [] })]))
          : jsonResponse(activityPage([makeActivityItem()], 'page-2'));
      },
    });
    const { user } = openSection();
    const list = await screen.findByRole('list', { name: 'Task activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Maria created the task');
    expect(queriesTo(fetchMock, taskActivityApi).map((query) => query.get('cursor'))).toEqual([
      null,
      'page-2',
    ]);
    // The last page has no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads older entries as the end of the list scrolls into view', async () => {
    const observer = stubIntersectionObserver();
    let nextPageFails = true;
    const fetchMock = stubApi({
      [`GET ${taskActivityApi}`]: () => {
        const cursor = queriesTo(fetchMock, taskActivityApi).at(-1)?.get('cursor');
        if (!cursor) return jsonResponse(activityPage([makeActivityItem()], 'page-2'));
        if (nextPageFails) return jsonResponse({ code: 'INTERNAL' }, 500);
        return jsonResponse(activityPage([makeActivityItem({ action: 'created', changes: [] })]));
      },
    });
    const { user } = openSection();
    const list = await screen.findByRole('list', { name: 'Task activity' });
    observer.reveal();
    // A page that fails says so; the button tries again.
    expect(await screen.findByRole('alert')).toHaveTextContent(activityMessages.loadFailed);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    nextPageFails = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(queriesTo(fetchMock, taskActivityApi).map((query) => query.get('cursor'))).toEqual([
      null,
      'page-2',
      'page-2',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
