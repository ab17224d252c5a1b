import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';

export function WorkspaceFilesPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  return (
    <PageHeader
      title="Files"
      breadcrumbs={[
        workspacesBreadcrumb,
        { label: 'Workspace', to: paths.workspace(workspaceId) },
        { label: 'Files' },
      ]}
    />
  );
}
