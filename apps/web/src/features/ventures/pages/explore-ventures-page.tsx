import { PageHeader } from '../../../components/ui/page-header';

/** Live ventures across every workspace (DECISIONS.md "Ventures and pledges"). */
export function ExploreVenturesPage() {
  return <PageHeader title="Explore Ventures" breadcrumbs={[{ label: 'Ventures' }]} />;
}
