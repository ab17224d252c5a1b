import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';

export function PrivacyPage() {
  return (
    <>
      <PageHeader title="Privacy" />
      <Card className="max-w-3xl space-y-4 p-6 leading-relaxed text-ink-soft">
        <section className="space-y-1">
          <h2 className="font-semibold text-ink">What Groundwork keeps</h2>
          <p>
            Your phone number, which is how you sign in; the name you choose to show; and what you
            and your team put into workspaces: projects, tasks, comments, files, ventures and
            pledges.
          </p>
        </section>
        <section className="space-y-1">
          <h2 className="font-semibold text-ink">Sign-in codes</h2>
          <p>
            Codes are sent to your phone by text message. Only a fingerprint of each code is stored,
            and it stops working after ten minutes. Your browser keeps a sign-in token until you log
            out.
          </p>
        </section>
        <section className="space-y-1">
          <h2 className="font-semibold text-ink">Who is responsible</h2>
          <p>
            Groundwork is self-hosted. The person or organisation running this server holds your
            data and is responsible for it; ask them to see, correct or delete it. The app contains
            no advertising or analytics trackers.
          </p>
        </section>
      </Card>
    </>
  );
}
