import { PageHeader } from '../../../components/ui/page-header';
import { venturesTrail } from '../venture-paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { useWorkspaceName } from '../api/get-ventures';
import { VentureWizard } from '../components/venture-wizard';

export function NewVenturePage() {
  const { workspaceId } = useRouteParams('workspaceId');
  const workspaceName = useWorkspaceName(workspaceId);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Create Venture"
        breadcrumbs={[...venturesTrail(workspaceId, workspaceName), { label: 'Create Venture' }]}
      />
      <VentureWizard workspaceId={workspaceId} />
    </div>
  );
}
