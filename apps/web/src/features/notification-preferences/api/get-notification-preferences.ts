import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  UndeliveredSms,
  WaitingSms,
} from '@groundwork/shared/notifications/preferences';
import { apiClient } from '../../../lib/api-client';
import { notificationPreferencesKeys, notificationPreferencesPath } from './query-keys';

function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiClient.get<NotificationPreferences>(notificationPreferencesPath, {
    signal,
    fallbackMessage: 'Failed to fetch preferences',
  });
}

function getNotificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesKeys.detail(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
    // The screen edits a copy; refetching on focus would only matter to another tab's changes.
    refetchOnWindowFocus: false,
  });
}

/** The signed-in person's notification preferences. */
export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}

function getUndeliveredSms(signal?: AbortSignal): Promise<UndeliveredSms> {
  return apiClient.get<UndeliveredSms>(`${notificationPreferencesPath}/undelivered`, { signal });
}

function getUndeliveredSmsQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesKeys.undelivered(),
    queryFn: ({ signal }) => getUndeliveredSms(signal),
    // A line of extra information: a failure leaves it out rather than asking again and again.
    retry: false,
  });
}

/** How many of the person's text messages could not be delivered after every retry (30 days). */
export function useUndeliveredSms() {
  return useQuery(getUndeliveredSmsQueryOptions());
}

function getWaitingSms(signal?: AbortSignal): Promise<WaitingSms> {
  return apiClient.get<WaitingSms>(`${notificationPreferencesPath}/waiting`, { signal });
}

/**
 * The person's texts waiting to be sent (quiet hours, the day's cap) and when they go out; the
 * live stream says when that moved (a change of subject `notification`).
 */
export function useWaitingSms() {
  return useQuery({
    queryKey: notificationPreferencesKeys.waiting(),
    queryFn: ({ signal }) => getWaitingSms(signal),
    // A line of extra information: a failure leaves it out rather than asking again and again.
    retry: false,
  });
}
