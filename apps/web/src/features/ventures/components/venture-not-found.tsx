import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { workspacesBreadcrumb } from '../../../lib/last-workspace';

/** Where a venture page lands whose ids are malformed or lead nowhere, with the way back. */
export function VentureNotFound({
  pageTitle,
  title,
  backTo,
}: {
  pageTitle: string;
  title: string;
  backTo: string;
}) {
  return (
    <>
      <PageHeader title={pageTitle} breadcrumbs={[workspacesBreadcrumb, { label: pageTitle }]} />
      <EmptyState
        icon={SearchX}
        title={title}
        action={
          <Link to={backTo} className={buttonClasses('primary')}>
            Back to Ventures
          </Link>
        }
      />
    </>
  );
}

export function VenturePageSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <div className="h-4 w-64 animate-pulse rounded bg-slate-200/70" />
      <div className="h-8 w-80 animate-pulse rounded bg-slate-200/70" />
      <div className="h-48 animate-pulse rounded-lg bg-slate-200/70" />
      <div className="h-64 animate-pulse rounded-lg bg-slate-200/70" />
    </div>
  );
}

/** Where a venture page lands whose venture could not be loaded, with a Retry. */
export function VentureLoadFailed({
  query,
}: {
  query: { error: Error; refetch: () => Promise<unknown>; isFetching: boolean };
}) {
  return (
    <ErrorState
      title="Failed to load venture"
      message={query.error.message}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
