import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';

export function EditVenturePage() {
  const { workspaceId, ventureId } = useRouteParams('workspaceId', 'ventureId');
  return (
    <PageHeader
      title="Edit Venture"
      breadcrumbs={[
        workspacesBreadcrumb,
        { label: 'Workspace', to: paths.workspace(workspaceId) },
        { label: 'Ventures', to: paths.ventures(workspaceId) },
        { label: 'Venture', to: paths.venture(workspaceId, ventureId) },
        { label: 'Edit Venture' },
      ]}
    />
  );
}
