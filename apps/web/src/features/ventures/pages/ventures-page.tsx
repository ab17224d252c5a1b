import { Link, useSearchParams } from 'react-router';
import { Plus, Rocket, X } from 'lucide-react';
import { pledgeExplainer } from '@groundwork/shared/pledges/constants';
import { ventureTexts } from '@groundwork/shared/ventures/rules';
import { oneOfOrUndefined } from '@groundwork/shared/common/guards';
import {
  ventureCategories,
  ventureCategoryLabels,
  ventureStatusLabels,
  ventureStatuses,
} from '@groundwork/shared/ventures/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Select } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import {
  useWorkspaceName,
  useWorkspaceVentureCount,
  useWorkspaceVenturePages,
} from '../api/get-ventures';
import type { VentureListFilters } from '../api/query-keys';
import { PagedVentureGrid, VentureGridSkeleton } from '../components/venture-card';
import { newVenturePath } from '../venture-paths';

/** The workspace's ventures with status and category filters kept in the address (001 §2). */
export function VenturesPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  const workspaceName = useWorkspaceName(workspaceId);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: VentureListFilters = {
    status: oneOfOrUndefined(ventureStatuses, searchParams.get('status')),
    type: oneOfOrUndefined(ventureCategories, searchParams.get('type')),
  };
  const hasFilters = filters.status !== undefined || filters.type !== undefined;
  const venturesQuery = useWorkspaceVenturePages(workspaceId, filters);
  const countQuery = useWorkspaceVentureCount(workspaceId, filters);
  // A next page that failed leaves the pages before it on screen, with the reason at their end.
  const isListError = venturesQuery.isError && !venturesQuery.isFetchNextPageError;

  function setFilter(name: 'status' | 'type', value: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  const createLink = (
    <Link to={newVenturePath(workspaceId)} className={buttonClasses('primary')}>
      <Plus aria-hidden size={16} />
      Create Venture
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Ventures"
        breadcrumbs={[
          workspacesBreadcrumb,
          { label: workspaceName ?? 'Workspace', to: paths.workspace(workspaceId) },
          { label: 'Ventures' },
        ]}
        description={pledgeExplainer}
        actions={createLink}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="space-y-1 max-md:w-full">
          <span className="block text-[13px] font-medium text-ink-soft">Status</span>
          <Select
            value={filters.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
          >
            <option value="">All statuses</option>
            {ventureStatuses.map((status) => (
              <option key={status} value={status}>
                {ventureStatusLabels[status]}
              </option>
            ))}
          </Select>
        </label>
        <label className="space-y-1 max-md:w-full">
          <span className="block text-[13px] font-medium text-ink-soft">Category</span>
          <Select
            value={filters.type ?? ''}
            onChange={(event) => setFilter('type', event.target.value)}
          >
            <option value="">All categories</option>
            {ventureCategories.map((category) => (
              <option key={category} value={category}>
                {ventureCategoryLabels[category]}
              </option>
            ))}
          </Select>
        </label>
        {hasFilters && (
          <Button variant="secondary" onClick={() => setSearchParams({}, { replace: true })}>
            <X aria-hidden size={16} />
            Clear filters
          </Button>
        )}
      </div>
      {isListError ? (
        <ErrorState
          title={ventureTexts.loadFailed}
          message={venturesQuery.error?.message ?? ventureTexts.loadFailed}
          onRetry={() => void venturesQuery.refetch()}
          isRetrying={venturesQuery.isFetching}
        />
      ) : !venturesQuery.data ? (
        <VentureGridSkeleton />
      ) : venturesQuery.data.length === 0 ? (
        <EmptyState
          icon={Rocket}
          title={ventureTexts.empty}
          description={hasFilters ? ventureTexts.emptyFiltered : undefined}
          action={createLink}
        />
      ) : (
        <div className="space-y-3">
          {/* The count is the server's, of the whole filtered list, not of the pages fetched. */}
          {countQuery.data !== undefined && (
            <p className="text-[13px] text-muted" aria-live="polite">
              {ventureTexts.venturesFound(countQuery.data)}
            </p>
          )}
          <PagedVentureGrid
            ventures={venturesQuery.data}
            hasNextPage={venturesQuery.hasNextPage}
            isFetchingNextPage={venturesQuery.isFetchingNextPage}
            isFetchNextPageError={venturesQuery.isFetchNextPageError}
            fetchNextPage={venturesQuery.fetchNextPage}
          />
        </div>
      )}
    </>
  );
}
