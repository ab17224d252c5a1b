import { lazy, Suspense } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import {
  useNotificationPreferences,
  useUndeliveredSms,
  useWaitingSms,
} from '../api/get-notification-preferences';
import { PreferencesSkeleton } from '../components/preferences-skeleton';

// The form, its validation and the shared schemas come in a chunk of their own, fetched beside
// the preferences rather than before them.
const PreferencesContent = lazy(() =>
  import('../components/preferences-content').then((m) => ({ default: m.PreferencesContent })),
);

/**
 * The signed-in person's notification preferences, under their profile: which kinds also come by
 * text message, quiet hours, the daily digest and their time zone.
 */
export function NotificationPreferencesPage() {
  const preferences = useNotificationPreferences();
  const undelivered = useUndeliveredSms();
  const waiting = useWaitingSms();
  return (
    <>
      <PageHeader
        title="Notification preferences"
        breadcrumbs={[
          { label: 'Profile', to: paths.profile() },
          { label: 'Notification preferences' },
        ]}
        description="Choose what reaches you by text message, and when."
      />
      <Suspense fallback={<PreferencesSkeleton />}>
        <PreferencesContent
          preferences={preferences}
          undeliveredCount={undelivered.data?.count}
          waiting={waiting.data}
        />
      </Suspense>
    </>
  );
}
