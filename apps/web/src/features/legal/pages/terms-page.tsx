import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';

export function TermsPage() {
  return (
    <>
      <PageHeader title="Terms" />
      <Card className="max-w-3xl space-y-4 p-6 leading-relaxed text-ink-soft">
        <section className="space-y-1">
          <h2 className="font-semibold text-ink">Who provides this service</h2>
          <p>
            Groundwork is software run by the operator of this server. Your use of it is between you
            and them, under any terms they set in addition to these.
          </p>
        </section>
        <section className="space-y-1">
          <h2 className="font-semibold text-ink">Your part</h2>
          <p>
            Use Groundwork for lawful work, keep your phone and sign-in codes to yourself, and only
            upload content you have the right to share with your workspace.
          </p>
        </section>
        <section className="space-y-1">
          <h2 className="font-semibold text-ink">Ventures and pledges</h2>
          <p>
            Groundwork records pledges between backers and a venture&apos;s creator; it does not
            process payments.
          </p>
        </section>
        <section className="space-y-1">
          <h2 className="font-semibold text-ink">No warranty</h2>
          <p>
            The service is provided as it is, without warranty. The operator may change or stop it.
          </p>
        </section>
      </Card>
    </>
  );
}
