import { PageHeader } from '../../../components/ui/page-header';

export function MyPledgesPage() {
  return <PageHeader title="My Pledges" breadcrumbs={[{ label: 'My Pledges' }]} />;
}
