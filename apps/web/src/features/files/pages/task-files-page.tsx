import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';

export function TaskFilesPage() {
  const { workspaceId, projectId, taskId } = useRouteParams('workspaceId', 'projectId', 'taskId');
  return (
    <PageHeader
      title="Task Files"
      breadcrumbs={[
        workspacesBreadcrumb,
        { label: 'Workspace', to: paths.workspace(workspaceId) },
        { label: 'Project', to: paths.project(workspaceId, projectId) },
        { label: 'Task', to: paths.task(workspaceId, projectId, taskId) },
        { label: 'Files' },
      ]}
    />
  );
}
