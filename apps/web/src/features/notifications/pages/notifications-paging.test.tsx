import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@groundwork/shared/notifications/schemas';
import { jsonResponse } from '../../../test/fetch';
import {
  callsTo,
  firstLoad,
  loadNotificationChunks,
  makeNotification,
  notificationsApi,
  notificationsPagePath,
  openSignedIn,
} from '../testing/fixtures';
import { setWindowHeight } from '../../../test/window-height';

/** Unread notifications, in the server's order: 'Notice 1' first. */
function manyNotifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) =>
    makeNotification({
      id: `aaaaaaaa-1000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      title: `Notice ${index + 1}`,
    }),
  );
}

const listQueries = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, 'GET', '/api/notifications');
const initialHeight = window.innerHeight;
afterEach(() => setWindowHeight(initialHeight));

const totals = () => screen.getByRole('region', { name: 'Totals' });

describe('Notifications, a page at a time', () => {
  beforeAll(loadNotificationChunks, 60_000);

  it('asks for 50, the next 50 from Load more, and marks one of the second page read at once', async () => {
    const notifications = manyNotifications(60);
    const marked = notifications[55] as Notification;
    let answerMark: () => void = () => undefined;
    const { fetchMock, user } = openSignedIn(notificationsPagePath, {
      ...notificationsApi(() => notifications),
      [`PUT /api/notifications/${marked.id}/read`]: async () => {
        await new Promise<void>((resolve) => (answerMark = resolve));
        return jsonResponse({ ...marked, isRead: true, readAt: marked.createdAt });
      },
    });
    await screen.findByRole('listitem', { name: 'Notice 1' }, firstLoad);
    // Only the rows near the window are in the page.
    expect(screen.queryByRole('listitem', { name: 'Notice 40' })).not.toBeInTheDocument();
    const [first] = listQueries(fetchMock);
    expect(first?.get('limit')).toBe('50');
    expect(first?.has('cursor')).toBe(false);
    // Both totals come from their counting routes, not from the rows loaded.
    await waitFor(() => expect(totals()).toHaveTextContent('Total60Unread60'));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // A window tall enough for every row.
    act(() => setWindowHeight(1_000_000));
    const row = await screen.findByRole('listitem', { name: marked.title });
    expect(listQueries(fetchMock)[1]?.get('cursor')).toBe('after-50');
    expect(listQueries(fetchMock)[1]?.get('limit')).toBe('50');
    expect(totals()).toHaveTextContent('Total60Unread60');

    await user.click(within(row).getByRole('button', { name: 'Mark as read' }));
    // Before the server answers: read in the cached page, and one fewer unread.
    await waitFor(() => expect(totals()).toHaveTextContent('Total60Unread59'));
    expect(
      within(screen.getByRole('listitem', { name: marked.title })).queryByRole('button', {
        name: 'Mark as read',
      }),
    ).not.toBeInTheDocument();
    answerMark();
  });

  it('asks the server for the unread ones only on the Unread tab', async () => {
    const notifications = manyNotifications(3).map((notification, index) =>
      index === 1
        ? { ...notification, isRead: true, readAt: notification.createdAt }
        : notification,
    );
    const { fetchMock, user } = openSignedIn(
      notificationsPagePath,
      notificationsApi(() => notifications),
    );
    await screen.findByRole('listitem', { name: 'Notice 1' }, firstLoad);
    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    const unread = await screen.findByRole('list', { name: 'Unread notifications' });
    expect(within(unread).getAllByRole('listitem')).toHaveLength(2);
    const asked = listQueries(fetchMock).at(-1);
    expect(asked?.get('unreadOnly')).toBe('true');
    expect(asked?.get('limit')).toBe('50');
  });
});
