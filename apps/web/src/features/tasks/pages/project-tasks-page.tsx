import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';

export function ProjectTasksPage() {
  const { workspaceId, projectId } = useRouteParams('workspaceId', 'projectId');
  return (
    <PageHeader
      title="Tasks"
      breadcrumbs={[
        workspacesBreadcrumb,
        { label: 'Workspace', to: paths.workspace(workspaceId) },
        { label: 'Project', to: paths.project(workspaceId, projectId) },
        { label: 'Tasks' },
      ]}
    />
  );
}
