import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { MarkAllRead, Notification } from '@groundwork/shared/notifications/schemas';
import { apiClient } from '../../../lib/api-client';
import { notificationUiMessages } from '../notification-messages';
import { notificationKeys, notificationPath } from './query-keys';

/** Notification lists and counts refetch after each notification action (000 §7). */
function useNotificationMutation<Variables>(request: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: (error) => toast.error(error.message),
  });
}

export function useMarkNotificationRead() {
  return useNotificationMutation((notificationId: string) =>
    apiClient.put<Notification>(notificationPath(notificationId, 'read'), undefined, {
      fallbackMessage: notificationUiMessages.markReadFailed,
    }),
  );
}

/** Marks every unread notification of the caller read, in every workspace. */
export function useMarkAllNotificationsRead() {
  return useNotificationMutation(() =>
    apiClient.put<MarkAllRead>('/api/notifications/mark-all-read', undefined, {
      fallbackMessage: notificationUiMessages.markAllReadFailed,
    }),
  );
}

export function useDismissNotification() {
  return useNotificationMutation((notificationId: string) =>
    apiClient.delete<undefined>(notificationPath(notificationId), {
      fallbackMessage: notificationUiMessages.dismissFailed,
    }),
  );
}
