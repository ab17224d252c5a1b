import { useQuery } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  UndeliveredSms,
  WaitingSms,
} from '@groundwork/shared/notifications/notification-preferences';
import { apiQueryOptions } from '../../../lib/api-query';
import { notificationPreferencesKeys, notificationPreferencesPath } from './query-keys';

/** The signed-in person's notification preferences. */
export function useNotificationPreferences() {
  return useQuery({
    ...apiQueryOptions<NotificationPreferences>(
      notificationPreferencesKeys.detail(),
      notificationPreferencesPath,
      { fallbackMessage: 'Failed to fetch preferences' },
    ),
    // The screen edits a copy; refetching on focus would only matter to another tab's changes.
    refetchOnWindowFocus: false,
  });
}

/**
 * A line of extra information about the person's texts, GET /api/notification-preferences/{part}:
 * a failure leaves it out rather than asking again and again.
 */
function textsNoteQueryOptions<Answer>(part: 'undelivered' | 'waiting') {
  return {
    ...apiQueryOptions<Answer>(
      notificationPreferencesKeys[part](),
      `${notificationPreferencesPath}/${part}`,
    ),
    retry: false,
  };
}

/** How many of the person's text messages could not be delivered after every retry (30 days). */
export function useUndeliveredSms() {
  return useQuery(textsNoteQueryOptions<UndeliveredSms>('undelivered'));
}

/**
 * The person's texts waiting to be sent (quiet hours, the day's cap) and when they go out; the
 * live stream says when that moved (a change of subject `notification`).
 */
export function useWaitingSms() {
  return useQuery(textsNoteQueryOptions<WaitingSms>('waiting'));
}
