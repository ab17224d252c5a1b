import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';

export function NotificationsPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  return (
    <PageHeader
      title="Notifications"
      breadcrumbs={[
        { label: 'Workspaces', to: paths.workspaces() },
        { label: 'Workspace', to: paths.workspace(workspaceId) },
        { label: 'Notifications' },
      ]}
    />
  );
}
