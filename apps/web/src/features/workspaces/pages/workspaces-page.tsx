import { PageHeader } from '../../../components/ui/page-header';

export function WorkspacesPage() {
  return <PageHeader title="Workspaces" breadcrumbs={[{ label: 'Workspaces' }]} />;
}
