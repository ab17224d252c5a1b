import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@groundwork/shared/notifications/schemas';
import { jsonResponse } from '../../../test/fetch';
import { pagedAnswer } from '../../../test/paged-answer';
import {
  callsTo,
  firstLoad,
  fourNotifications,
  ids,
  loadNotificationChunks,
  makeNotification,
  notificationsApi,
  notificationsPagePath,
  openSignedIn,
} from '../testing/fixtures';

const emptyAll =
  "No notifications yet. You'll see updates about tasks, projects, and workspace activities here.";

/** The list and its count, which the test may change between calls, as the server's data changes. */
function listRoute(initial: Notification[]) {
  let current = initial;
  return {
    set: (next: Notification[]) => {
      current = next;
    },
    current: () => current,
    routes: notificationsApi(() => current),
  };
}

const panel = (name: string) => screen.getByRole('region', { name });
const totals = () => screen.getByRole('region', { name: 'Totals' });

describe('Notifications page', () => {
  beforeAll(loadNotificationChunks, 60_000);

  it('shows the trail, the totals, Mark All Read, Preferences and every notification with its age', async () => {
    openSignedIn(notificationsPagePath, {
      ...notificationsApi(fourNotifications),
    });
    const list = await screen.findByRole('list', { name: 'All notifications' }, firstLoad);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Workspaces' })).toHaveAttribute(
      'href',
      '/workspaces',
    );
    expect(within(trail).getByRole('link', { name: 'Acme Build' })).toHaveAttribute(
      'href',
      `/workspaces/${ids.workspace}`,
    );
    expect(within(trail).getByText('Notifications')).toHaveAttribute('aria-current', 'page');
    expect(totals()).toHaveTextContent('Total4Unread2');
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Preferences' })).toHaveAttribute(
      'href',
      '/profile/notifications',
    );

    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Unread:New task assignedYou were assigned "Order shingles"Just now',
      'Unread:New commentGrace commented on "Order shingles"5m ago',
      // A blank message shows the title alone.
      'Project updated3h ago',
      'Workspace invitationYou were invited to Harbor on Groundwork2d ago',
    ]);
    const first = within(list).getByRole('listitem', { name: 'New task assigned' });
    expect(within(first).getByRole('button', { name: 'Mark as read' })).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    const readRow = within(list).getByRole('listitem', { name: 'Project updated' });
    expect(within(readRow).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    // Clicking a notification here leads nowhere (000 §2): it is not a link.
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters to the unread ones on the Unread tab, with its own empty text', async () => {
    const { user } = openSignedIn(notificationsPagePath, {
      ...notificationsApi(() => fourNotifications().filter((notification) => notification.isRead)),
    });
    await screen.findByRole('list', { name: 'All notifications' }, firstLoad);
    const tabs = screen.getByRole('tablist', { name: 'Filter notifications' });
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    // Nothing unread: no Mark All Read.
    expect(screen.queryByRole('button', { name: 'Mark All Read' })).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Unread' }));
    expect(
      within(panel('Unread notifications')).getByText('No unread notifications'),
    ).toBeVisible();
  });

  it('lists only the unread ones on the Unread tab', async () => {
    const { user } = openSignedIn(notificationsPagePath, notificationsApi(fourNotifications));
    await screen.findByRole('list', { name: 'All notifications' }, firstLoad);
    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    const unread = await screen.findByRole('list', { name: 'Unread notifications' });
    expect(
      within(unread)
        .getAllByRole('listitem')
        .map(
          (row) => row.getAttribute('aria-labelledby') && row.querySelector('[id]')?.textContent,
        ),
    ).toEqual(['New task assigned', 'New comment']);
  });

  it('says so when there are no notifications at all', async () => {
    openSignedIn(
      notificationsPagePath,
      notificationsApi(() => []),
    );
    expect(await screen.findByText(emptyAll, {}, firstLoad)).toBeVisible();
    await waitFor(() => expect(totals()).toHaveTextContent('Total0Unread0'));
  });

  it('shows the panel error with the reason, and Retry loads the list', async () => {
    const list = listRoute([]);
    const current = list.current;
    let fail = true;
    const { user } = openSignedIn(notificationsPagePath, {
      ...list.routes,
      'GET /api/notifications': (_init, url) =>
        fail
          ? jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 503)
          : pagedAnswer(current(), url),
    });
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(alert).toHaveTextContent('Failed to load notifications. Please try again.');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    list.set([makeNotification()]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'New task assigned' })).toBeInTheDocument();
  });

  it('marks all read, then shows the list again without anything unread', async () => {
    const list = listRoute(fourNotifications());
    const { user, fetchMock } = openSignedIn(notificationsPagePath, {
      ...list.routes,
      'PUT /api/notifications/mark-all-read': () => {
        list.set(
          fourNotifications().map((notification) => ({
            ...notification,
            isRead: true,
            readAt: notification.createdAt,
          })),
        );
        return jsonResponse({ updated: 2 });
      },
    });
    await screen.findByRole('list', { name: 'All notifications' }, firstLoad);
    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
    await waitFor(() => expect(totals()).toHaveTextContent('Total4Unread0'));
    expect(callsTo(fetchMock, 'PUT', '/api/notifications/mark-all-read')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark All Read' })).not.toBeInTheDocument();
    // The bell's count is fetched again too.
    expect(callsTo(fetchMock, 'GET', '/api/notifications/unread-count').length).toBeGreaterThan(1);
  });

  it('marks one read and dismisses another, each refetching the list', async () => {
    const list = listRoute(fourNotifications());
    const { user, fetchMock } = openSignedIn(notificationsPagePath, {
      ...list.routes,
      [`PUT /api/notifications/${ids.assignment}/read`]: () => {
        const [comment, ...rest] = fourNotifications().slice(1);
        const first = makeNotification();
        const marked = { ...first, isRead: true, readAt: first.createdAt };
        list.set([comment ?? first, marked, ...rest]);
        return jsonResponse(marked);
      },
      [`DELETE /api/notifications/${ids.invite}`]: () => {
        list.set(fourNotifications().slice(0, 3));
        return new Response(null, { status: 204 });
      },
    });
    const rows = await screen.findByRole('list', { name: 'All notifications' }, firstLoad);
    const assigned = within(rows).getByRole('listitem', { name: 'New task assigned' });
    await user.click(within(assigned).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(totals()).toHaveTextContent('Total4Unread1'));
    expect(
      within(screen.getByRole('listitem', { name: 'New task assigned' })).queryByRole('button', {
        name: 'Mark as read',
      }),
    ).not.toBeInTheDocument();

    const invite = screen.getByRole('listitem', { name: 'Workspace invitation' });
    await user.click(within(invite).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Workspace invitation' }),
      ).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'DELETE', `/api/notifications/${ids.invite}`)).toHaveLength(1);
  });

  it('tells why when an action fails', async () => {
    const { user } = openSignedIn(notificationsPagePath, {
      ...notificationsApi(fourNotifications),
      [`DELETE /api/notifications/${ids.assignment}`]: () => jsonResponse({}, 500),
    });
    const row = await screen.findByRole('listitem', { name: 'New task assigned' }, firstLoad);
    await user.click(within(row).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Failed to dismiss notification')).toBeVisible();
  });

  it('refetches the list with Refresh', async () => {
    const list = listRoute([]);
    const { user } = openSignedIn(notificationsPagePath, list.routes);
    await screen.findByText(emptyAll, {}, firstLoad);
    list.set([makeNotification()]);
    await user.click(within(panel('All notifications')).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('listitem', { name: 'New task assigned' })).toBeVisible();
  });

  it('links back to the workspace, its tasks and its projects', async () => {
    openSignedIn(
      notificationsPagePath,
      notificationsApi(() => []),
    );
    const links = await screen.findByRole('region', { name: 'Quick links' }, firstLoad);
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Back to Workspace', `/workspaces/${ids.workspace}`],
      ['View Tasks', `/workspaces/${ids.workspace}/tasks`],
      ['View Projects', `/workspaces/${ids.workspace}/projects`],
    ]);
  });
});
