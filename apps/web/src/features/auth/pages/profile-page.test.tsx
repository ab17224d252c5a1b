import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { defaultNotificationPreferences } from '@groundwork/shared/notifications/notification-preferences';
import { jsonResponse, meResponse, signedInUser, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

/** The first find of a test waits for the page's lazy chunk as well. */
const firstLoad = { timeout: 20_000 };

function openSignedIn(path: string, user: { name: string | null } = signedInUser) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  let current = { ...signedInUser, ...user };
  const fetchMock = stubApi({
    'GET /api/auth/me': () => jsonResponse({ ...meResponse, user: current }),
    'PUT /api/auth/me': (init) => {
      const { name } = JSON.parse(String(init.body)) as { name: string };
      current = { ...current, name };
      return jsonResponse({ user: current });
    },
    'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
    'GET /api/events': () =>
      new Response(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } }),
    'GET /api/notification-preferences': () =>
      jsonResponse({ ...defaultNotificationPreferences, timeZone: 'UTC', smsOptedOut: false }),
    'GET /api/notification-preferences/undelivered': () => jsonResponse({ count: 0 }),
  });
  return { ...renderApp(path), fetchMock };
}

const main = () => within(screen.getByRole('main'));

describe('the profile page', () => {
  it('shows the name, the phone number formatted, and leads to the notification preferences', async () => {
    const { user, router } = openSignedIn('/profile');

    expect(
      await screen.findByRole('heading', { name: 'Profile', level: 1 }, firstLoad),
    ).toBeVisible();
    expect(main().getByText('Ada Lovelace')).toBeVisible();
    expect(await main().findByText('+1 555 123 4567')).toBeVisible();

    await user.click(main().getByRole('link', { name: 'Notification preferences' }));
    expect(
      await screen.findByRole('heading', { name: 'Notification preferences', level: 1 }, firstLoad),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile/notifications');
  });

  it('edits the name in the profile dialog and shows the new one', async () => {
    const { user, fetchMock } = openSignedIn('/profile');
    await screen.findByRole('heading', { name: 'Profile', level: 1 }, firstLoad);

    await user.click(main().getByRole('button', { name: 'Edit name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    const field = within(dialog).getByLabelText('Your name');
    expect(field).toHaveValue('Ada Lovelace');
    await user.clear(field);
    await user.type(field, 'Ada King');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await main().findByText('Ada King')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/auth/me' && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ name: 'Ada King' });
  });

  it('says when no name is set, and offers to set one', async () => {
    openSignedIn('/profile', { name: null });
    await screen.findByRole('heading', { name: 'Profile', level: 1 }, firstLoad);

    expect(main().getByText('No name set')).toBeVisible();
    expect(main().getByRole('button', { name: 'Set name' })).toBeVisible();
  });

  it('is where the notification preferences page’s Profile breadcrumb leads', async () => {
    const { user, router } = openSignedIn('/profile/notifications');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' }, firstLoad);

    await user.click(within(trail).getByRole('link', { name: 'Profile' }));

    expect(
      await screen.findByRole('heading', { name: 'Profile', level: 1 }, firstLoad),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
