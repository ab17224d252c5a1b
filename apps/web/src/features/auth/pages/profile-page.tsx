import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { BellRing, ChevronRight, Pencil } from 'lucide-react';
import { PhoneNumberText } from '../../../components/phone-number-text';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { profileTexts } from '../auth-messages';

// The form and its validation load only when someone edits their name.
const ProfileDialog = lazy(() =>
  import('../components/profile-dialog').then((m) => ({ default: m.ProfileDialog })),
);

/**
 * The signed-in person's profile: the name others see (edited in the profile dialog), the phone
 * number they sign in with, and the way to their notification preferences.
 */
export function ProfilePage() {
  const { data: user } = useCurrentUser();
  const [isEditing, setEditing] = useState(false);
  const preferencesHintId = useId();
  // The guard shows this page only once the signed-in person is known.
  if (!user) return null;

  return (
    <>
      <PageHeader title={profileTexts.title} breadcrumbs={[{ label: profileTexts.title }]} />
      <div className="max-w-2xl space-y-4">
        <Card className="flex flex-wrap items-start justify-between gap-3 p-5">
          <dl className="min-w-0 space-y-4">
            <div>
              <dt className="text-[13px] text-muted">{profileTexts.name}</dt>
              <dd className="mt-0.5 font-medium break-words text-ink">
                {user.name ?? (
                  <>
                    <span className="text-ink-soft italic">{profileTexts.noName}</span>
                    <span className="mt-0.5 block text-[13px] font-normal text-muted">
                      {profileTexts.noNameHint}
                    </span>
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-[13px] text-muted">{profileTexts.phoneNumber}</dt>
              <dd className="mt-0.5 font-medium text-ink tabular-nums">
                <PhoneNumberText value={user.phoneNumber} />
              </dd>
            </div>
          </dl>
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden size={14} />
            {user.name ? profileTexts.editName : profileTexts.setName}
          </Button>
        </Card>
        <Card>
          <Link
            to={paths.notificationPreferences()}
            aria-label={profileTexts.notificationPreferences}
            aria-describedby={preferencesHintId}
            className="flex min-h-11 items-center gap-3 rounded-lg px-5 py-4 hover:bg-subtle"
          >
            <BellRing aria-hidden size={16} className="shrink-0 text-muted" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink">
                {profileTexts.notificationPreferences}
              </span>
              <span id={preferencesHintId} className="block text-[13px] text-muted">
                {profileTexts.notificationPreferencesHint}
              </span>
            </span>
            <ChevronRight aria-hidden size={16} className="shrink-0 text-faint" />
          </Link>
        </Card>
      </div>
      {isEditing && (
        <Suspense>
          <ProfileDialog user={user} open onOpenChange={setEditing} />
        </Suspense>
      )}
    </>
  );
}
