import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';

export function WorkspaceDetailPage() {
  return (
    <PageHeader
      title="Workspace"
      breadcrumbs={[{ label: 'Workspaces', to: paths.workspaces() }, { label: 'Workspace' }]}
    />
  );
}
