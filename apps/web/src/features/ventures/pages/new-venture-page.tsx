import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
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
        breadcrumbs={[
          workspacesBreadcrumb,
          { label: workspaceName ?? 'Workspace', to: paths.workspace(workspaceId) },
          { label: 'Ventures', to: paths.ventures(workspaceId) },
          { label: 'Create Venture' },
        ]}
      />
      <VentureWizard workspaceId={workspaceId} />
    </div>
  );
}
