import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  preferenceMessages,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@groundwork/shared/notifications/notification-preferences';
import { apiClient } from '../../../lib/api-client';
import { notificationPreferencesKeys, notificationPreferencesPath } from './query-keys';

const savePreferencesFailed = 'Failed to save preferences';

function updateNotificationPreferences(
  input: UpdateNotificationPreferences,
): Promise<NotificationPreferences> {
  return apiClient.put<NotificationPreferences>(notificationPreferencesPath, input, {
    fallbackMessage: savePreferencesFailed,
  });
}

/**
 * Saves the fields that changed; the answer (the whole object) replaces the cached one. A failure
 * is left to the form, which shows it beside the Save button.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(notificationPreferencesKeys.detail(), preferences);
      // A kind turned off (or the digest on) leaves fewer texts waiting.
      void queryClient.invalidateQueries({ queryKey: notificationPreferencesKeys.waiting() });
      toast.success(preferenceMessages.saved);
    },
  });
}
