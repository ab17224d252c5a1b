export const notificationPreferencesKeys = {
  all: ['notification-preferences'] as const,
  detail: () => [...notificationPreferencesKeys.all, 'detail'] as const,
  undelivered: () => [...notificationPreferencesKeys.all, 'undelivered'] as const,
  waiting: () => [...notificationPreferencesKeys.all, 'waiting'] as const,
};

export const notificationPreferencesPath = '/api/notification-preferences';
