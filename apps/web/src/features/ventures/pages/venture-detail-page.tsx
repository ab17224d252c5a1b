import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';

export function VentureDetailPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  return (
    <PageHeader
      title="Venture"
      breadcrumbs={[
        workspacesBreadcrumb,
        { label: 'Workspace', to: paths.workspace(workspaceId) },
        { label: 'Ventures', to: paths.ventures(workspaceId) },
        { label: 'Venture' },
      ]}
    />
  );
}
