import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import {
  firstLoad,
  loadPreferenceChunks,
  makePreferences,
  openPreferences,
  savedBodies,
} from '../testing/fixtures';

const switchNamed = (name: string) => screen.getByRole('switch', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const findForm = () => screen.findByRole('region', { name: 'Text messages' }, firstLoad);

describe('Notification preferences', () => {
  beforeAll(loadPreferenceChunks, 60_000);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows every preference as saved, with nothing to save yet', async () => {
    openPreferences(
      makePreferences({
        quietHours: { start: '22:30', end: '06:45' },
        dailyDigest: { enabled: true, at: '07:15' },
      }),
    );
    const texts = await findForm();
    expect(
      screen.getByRole('heading', { name: 'Notification preferences', level: 1 }),
    ).toBeVisible();

    const kinds = within(texts).getAllByRole('switch');
    expect(
      kinds.map((kind) => [
        (kind as HTMLInputElement).checked,
        (kind as HTMLInputElement).labels?.[0]?.textContent,
      ]),
    ).toEqual([
      [true, 'Task assigned to me'],
      [true, 'Due date reminders'],
      [true, 'Overdue tasks'],
      [false, 'Comments on my tasks'],
      [false, 'Mentions'],
      [false, 'Project updates'],
      [true, 'Workspace invitations'],
      [false, 'Venture updates'],
    ]);
    expect(switchNamed('Quiet hours')).toBeChecked();
    expect(screen.getByLabelText('Start')).toHaveValue('22:30');
    expect(screen.getByLabelText('End')).toHaveValue('06:45');
    expect(switchNamed('Daily digest')).toBeChecked();
    expect(screen.getByLabelText('Send at')).toHaveValue('07:15');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText(/could not be delivered/)).not.toBeInTheDocument();
    expect(screen.queryByText('Text messages are off')).not.toBeInTheDocument();
  });

  it('offers texts for mentions, off until the person turns them on', async () => {
    const { user, fetchMock } = openPreferences(makePreferences());
    await findForm();
    expect(switchNamed('Mentions')).not.toBeChecked();
    await user.click(switchNamed('Mentions'));
    await user.click(saveButton());
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(savedBodies(fetchMock)).toEqual([{ sms: { task_mention: true } }]);
  });

  it('saves only the switches that changed, then has nothing left to save', async () => {
    const { user, fetchMock } = openPreferences(makePreferences());
    await findForm();

    await user.click(switchNamed('Project updates'));
    await user.click(switchNamed('Task assigned to me'));
    // Turned on and off again: unchanged, so not sent.
    await user.click(switchNamed('Venture updates'));
    await user.click(switchNamed('Venture updates'));
    expect(switchNamed('Project updates')).toBeChecked();
    await user.click(saveButton());

    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(savedBodies(fetchMock)).toEqual([
      { sms: { project_update: true, task_assignment: false } },
    ]);
    expect(switchNamed('Project updates')).toBeChecked();
    expect(switchNamed('Task assigned to me')).not.toBeChecked();
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('sends null when quiet hours are switched off, and both times when they are changed', async () => {
    const { user, fetchMock } = openPreferences(makePreferences());
    await findForm();

    await user.click(switchNamed('Quiet hours'));
    expect(screen.queryByLabelText('Start')).not.toBeInTheDocument();
    await user.click(saveButton());
    await screen.findByText('Preferences saved');
    await waitFor(() => expect(saveButton()).toBeDisabled());

    // On again, with the times that were there before, and a later start.
    await user.click(switchNamed('Quiet hours'));
    expect(screen.getByLabelText('End')).toHaveValue('08:00');
    const start = screen.getByLabelText('Start');
    await user.clear(start);
    await user.type(start, '23:00');
    await user.click(saveButton());

    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(2));
    expect(savedBodies(fetchMock)).toEqual([
      { quietHours: null },
      { quietHours: { start: '23:00', end: '08:00' } },
    ]);
  });

  it('turns on the daily digest at a chosen time and changes the time zone', async () => {
    const { user, fetchMock } = openPreferences(makePreferences());
    await findForm();

    expect(screen.queryByLabelText('Send at')).not.toBeInTheDocument();
    await user.click(switchNamed('Daily digest'));
    const at = screen.getByLabelText('Send at');
    expect(at).toHaveValue('07:00');
    await user.clear(at);
    await user.type(at, '06:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Paris');
    await user.click(saveButton());

    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    expect(savedBodies(fetchMock)).toEqual([
      { timeZone: 'Europe/Paris', dailyDigest: { enabled: true, at: '06:30' } },
    ]);
  });

  it("offers this device's time zone when the saved one differs", async () => {
    const resolvedOptions = new Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...resolvedOptions,
      timeZone: 'Asia/Kolkata',
    });
    const { user, fetchMock } = openPreferences(makePreferences());
    await findForm();

    await user.click(
      screen.getByRole('button', { name: "Use this device's time zone (Asia/Kolkata)" }),
    );
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata');
    expect(screen.queryByRole('button', { name: /Use this device/ })).not.toBeInTheDocument();
    await user.click(saveButton());

    await waitFor(() => expect(savedBodies(fetchMock)).toEqual([{ timeZone: 'Asia/Kolkata' }]));
  });

  it('keeps a time that was cleared from being saved, naming the field', async () => {
    const { user, fetchMock } = openPreferences(makePreferences());
    await findForm();

    await user.clear(screen.getByLabelText('End'));
    await user.click(saveButton());

    expect(
      await screen.findByText('End time must be a time of day as HH:MM (24-hour)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('End')).toHaveFocus();
    expect(savedBodies(fetchMock)).toEqual([]);
  });

  it('says text messages are off after STOP and how to turn them back on, switches still editable', async () => {
    const { user } = openPreferences(makePreferences({ smsOptedOut: true }));
    await findForm();

    expect(screen.getByText('Text messages are off')).toBeVisible();
    expect(screen.getByText(/You replied STOP/)).toHaveTextContent(
      'Reply START to turn them back on',
    );
    await user.click(switchNamed('Comments on my tasks'));
    expect(switchNamed('Comments on my tasks')).toBeChecked();
    expect(saveButton()).toBeEnabled();
  });

  it.each([
    [1, '1 message could not be delivered'],
    [3, '3 messages could not be delivered'],
  ])('says %i undelivered as "%s"', async (count, text) => {
    openPreferences(makePreferences(), {
      'GET /api/notification-preferences/undelivered': () => jsonResponse({ count }),
    });
    await findForm();
    expect(await screen.findByText(text)).toBeVisible();
  });

  describe('texts waiting to be sent', () => {
    // 22:30 on March 2 in Chicago, the preferences' zone: quiet hours until 08:00 tomorrow.
    const now = new Date('2026-03-03T04:30:00.000Z');
    const at8 = '2026-03-03T14:00:00.000Z';
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const waitingAnswer = (count: number, firstSendAt: string | null, lastSendAt = firstSendAt) =>
      jsonResponse({ count, firstSendAt, lastSendAt });

    it.each([
      [1, at8, at8, '1 text is waiting and will be sent tomorrow at 8:00 AM'],
      [2, at8, at8, '2 texts are waiting and will be sent tomorrow at 8:00 AM'],
      // Quiet hours turned off since: due later today.
      [1, '2026-03-03T05:00:00.000Z', undefined, '1 text is waiting and will be sent at 11:00 PM'],
      // Past the day's cap, then held by the next day's quiet hours.
      [
        1,
        '2026-03-04T14:00:00.000Z',
        undefined,
        '1 text is waiting and will be sent on Mar 4 at 8:00 AM',
      ],
      [
        3,
        at8,
        '2026-03-04T14:00:00.000Z',
        '3 texts are waiting; the first will be sent tomorrow at 8:00 AM',
      ],
    ])('says %i waiting, due at %s, as "%s"', async (count, first, last, text) => {
      openPreferences(makePreferences(), {
        'GET /api/notification-preferences/waiting': () =>
          waitingAnswer(count, first, last ?? first),
      });
      await findForm();
      expect(await screen.findByText(text)).toBeVisible();
      expect(screen.getByText(/Texts wait during quiet hours/)).toBeVisible();
    });

    it('says nothing while none waits', async () => {
      openPreferences(makePreferences());
      await findForm();
      expect(screen.queryByText(/waiting/)).not.toBeInTheDocument();
    });

    it('asks again once a save may have changed what waits', async () => {
      let waiting = 1;
      const { user } = openPreferences(makePreferences(), {
        'GET /api/notification-preferences/waiting': () =>
          waitingAnswer(waiting, waiting ? at8 : null),
      });
      await findForm();
      expect(
        await screen.findByText('1 text is waiting and will be sent tomorrow at 8:00 AM'),
      ).toBeVisible();

      waiting = 0;
      await user.click(switchNamed('Task assigned to me'));
      await user.click(saveButton());
      await waitFor(() => expect(screen.queryByText(/text is waiting/)).not.toBeInTheDocument());
    });
  });

  it('shows the reason a save was refused beside the form and keeps the changes', async () => {
    const { user } = openPreferences(makePreferences(), {
      'PUT /api/notification-preferences': () =>
        jsonResponse(
          {
            error: 'timeZone must be an IANA time zone, such as America/Chicago',
            code: 'VALIDATION_FAILED',
          },
          400,
        ),
    });
    await findForm();

    await user.click(switchNamed('Overdue tasks'));
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('timeZone must be an IANA time zone, such as America/Chicago');
    expect(screen.queryByText('Preferences saved')).not.toBeInTheDocument();
    expect(switchNamed('Overdue tasks')).not.toBeChecked();
    expect(saveButton()).toBeEnabled();
  });

  it('puts every change back with Discard changes', async () => {
    const { user } = openPreferences(makePreferences());
    await findForm();

    await user.click(switchNamed('Venture updates'));
    await user.click(switchNamed('Quiet hours'));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));

    expect(switchNamed('Venture updates')).not.toBeChecked();
    expect(switchNamed('Quiet hours')).toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('shows the loading state, then an error with Retry that loads them', async () => {
    let answer = () => jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 503);
    const { user } = openPreferences(makePreferences(), {
      'GET /api/notification-preferences': () => answer(),
    });
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(
      within(alert).getByRole('heading', {
        name: 'Failed to load preferences. Please try again.',
      }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Database unavailable');

    answer = () => jsonResponse(makePreferences());
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findForm()).toBeInTheDocument();
  });

  it('shows placeholders while the preferences load', async () => {
    openPreferences(makePreferences(), {
      'GET /api/notification-preferences': () => new Promise<Response>(() => {}),
    });
    expect(await screen.findByLabelText('Loading preferences', {}, firstLoad)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('is reached from the profile dialog, which closes on the way', async () => {
    const { user, router } = openPreferences(makePreferences());
    await findForm();

    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    // The dialog's code loads on first use, slowly on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    const link = within(dialog).getByRole('link', { name: 'Notification preferences' });
    expect(link).toHaveAttribute('href', '/profile/notifications');
    expect(link).toHaveAccessibleDescription('Text messages, quiet hours and the daily digest');
    await user.click(link);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile/notifications');
  });
});
