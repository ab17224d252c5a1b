import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '@groundwork/shared/live-updates/live-updates';
import type { WaitingSms } from '@groundwork/shared/notifications/notification-preferences';
import { jsonResponse } from '../test/fetch';
import { liveStream } from '../features/notifications/testing/fixtures';
import {
  firstLoad,
  loadPreferenceChunks,
  makePreferences,
  openPreferences,
} from '../features/notification-preferences/testing/fixtures';

/** A change about the person's own texts, as the stream sends it. */
function textsChange(type: string): LiveChange {
  return {
    type,
    subject: 'notification',
    workspaceId: null,
    projectId: null,
    taskId: null,
    actorId: null,
  };
}

describe('live updates of the notification preferences', () => {
  beforeAll(loadPreferenceChunks, 60_000);
  // 10:30 PM in Chicago, the preferences' zone.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T04:30:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows texts as off once the phone answered STOP, without a reload', async () => {
    const stream = liveStream();
    let preferences = makePreferences();
    openPreferences(preferences, {
      'GET /api/events': stream.route,
      'GET /api/notification-preferences': () => jsonResponse(preferences),
    });
    await screen.findByRole('region', { name: 'Text messages' }, firstLoad);
    await waitFor(() => expect(stream.connections).toBe(1));
    expect(screen.queryByText('Text messages are off')).not.toBeInTheDocument();

    preferences = { ...preferences, smsOptedOut: true };
    stream.send('change', textsChange('notification.sms-opted-out'));
    expect(await screen.findByText('Text messages are off')).toBeVisible();

    preferences = { ...preferences, smsOptedOut: false };
    stream.send('change', textsChange('notification.sms-opted-in'));
    await waitFor(() =>
      expect(screen.queryByText('Text messages are off')).not.toBeInTheDocument(),
    );
  });

  it('counts the texts quiet hours hold as they are held and sent', async () => {
    const stream = liveStream();
    let waiting: WaitingSms = { count: 0, firstSendAt: null, lastSendAt: null };
    openPreferences(makePreferences(), {
      'GET /api/events': stream.route,
      'GET /api/notification-preferences/waiting': () => jsonResponse(waiting),
    });
    await screen.findByRole('region', { name: 'Text messages' }, firstLoad);
    await waitFor(() => expect(stream.connections).toBe(1));

    const at8 = '2026-03-03T14:00:00.000Z';
    waiting = { count: 2, firstSendAt: at8, lastSendAt: at8 };
    stream.send('change', textsChange('notification.sms-waiting'));
    expect(
      await screen.findByText('2 texts are waiting and will be sent tomorrow at 8:00 AM'),
    ).toBeVisible();

    waiting = { count: 0, firstSendAt: null, lastSendAt: null };
    stream.send('change', textsChange('notification.sms-waiting'));
    await waitFor(() => expect(screen.queryByText(/texts are waiting/)).not.toBeInTheDocument());
  });
});
