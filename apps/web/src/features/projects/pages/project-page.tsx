import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';

export function ProjectPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  return (
    <PageHeader
      title="Project"
      breadcrumbs={[
        workspacesBreadcrumb,
        { label: 'Workspace', to: paths.workspace(workspaceId) },
        { label: 'Projects', to: paths.projects(workspaceId) },
        { label: 'Project' },
      ]}
    />
  );
}
