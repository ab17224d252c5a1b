import type { UseQueryResult } from '@tanstack/react-query';
import {
  preferenceMessages,
  type NotificationPreferences,
  type WaitingSms,
} from '@groundwork/shared/notifications/notification-preferences';
import { ErrorState } from '../../../components/ui/error-state';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { PreferencesSkeleton } from './preferences-skeleton';

/** Below the page's title: the loading, error or editing state of the preferences. */
export function PreferencesContent({
  preferences,
  undeliveredCount,
  waiting,
}: {
  preferences: UseQueryResult<NotificationPreferences>;
  undeliveredCount: number | undefined;
  waiting: WaitingSms | undefined;
}) {
  // Once loaded, a failed refresh leaves the form (and what the person changed in it) alone.
  if (preferences.data) {
    return (
      <NotificationPreferencesForm
        preferences={preferences.data}
        undeliveredCount={undeliveredCount}
        waiting={waiting}
      />
    );
  }
  if (preferences.isError) {
    return (
      <ErrorState
        title={preferenceMessages.loadFailed}
        message={preferences.error.message}
        onRetry={() => void preferences.refetch()}
        isRetrying={preferences.isFetching}
      />
    );
  }
  return <PreferencesSkeleton />;
}
