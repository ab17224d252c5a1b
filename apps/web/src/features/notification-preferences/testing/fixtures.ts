import {
  defaultNotificationPreferences,
  type NotificationPreferences,
} from '@groundwork/shared/notifications/notification-preferences';
import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { jsonResponse, meResponse, stubApi } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const preferencesPagePath = '/profile/notifications';

/** The first find of a test waits for the page's lazy chunk as well. */
export const firstLoad = { timeout: 20_000 };

export function makePreferences(
  overrides: Partial<NotificationPreferences> = {},
): NotificationPreferences {
  return {
    timeZone: 'America/Chicago',
    quietHours: { ...defaultNotificationPreferences.quietHours },
    sms: { ...defaultNotificationPreferences.sms },
    dailyDigest: { ...defaultNotificationPreferences.dailyDigest },
    smsOptedOut: false,
    ...overrides,
  };
}

type Routes = Parameters<typeof stubApi>[0];

/**
 * The preferences screen for the signed-in user of the fetch stubs: the preferences given, no
 * undelivered or waiting messages, and a PUT that answers the saved preferences merged with the body, as the
 * server does. `routes` replaces any of these.
 */
export function openPreferences(preferences: NotificationPreferences, routes: Routes = {}) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'session-token');
  let saved = preferences;
  const fetchMock = stubApi({
    'GET /api/auth/me': () => jsonResponse(meResponse),
    'GET /api/notifications/unread-count': () => jsonResponse({ count: 0 }),
    'GET /api/events': () =>
      new Response(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } }),
    'GET /api/notification-preferences': () => jsonResponse(saved),
    'GET /api/notification-preferences/undelivered': () => jsonResponse({ count: 0 }),
    'GET /api/notification-preferences/waiting': () =>
      jsonResponse({ count: 0, firstSendAt: null, lastSendAt: null }),
    'PUT /api/notification-preferences': (init) => {
      const body = JSON.parse(String(init.body)) as Partial<NotificationPreferences>;
      saved = {
        ...saved,
        ...body,
        sms: { ...saved.sms, ...body.sms },
        dailyDigest: { ...saved.dailyDigest, ...body.dailyDigest },
      };
      return jsonResponse(saved);
    },
    ...routes,
  });
  return { ...renderApp(preferencesPagePath), fetchMock };
}

/** The bodies sent with PUT /api/notification-preferences, parsed. */
export function savedBodies(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        init?.method === 'PUT' &&
        new URL(String(input), 'http://localhost').pathname === '/api/notification-preferences',
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** Loads the lazily imported page and the shell once, so the first test is not slowed by them. */
export async function loadPreferenceChunks(): Promise<void> {
  await Promise.all([
    import('../pages/notification-preferences-page'),
    import('../components/preferences-content'),
    import('../../../app/shell/app-shell'),
  ]);
}
