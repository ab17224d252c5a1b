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
import { QueryErrorState } from '../../../components/ui/error-state';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteParams } from '../../../lib/use-route-params';
import { workspaceTrail } from '../../../lib/workspace-trail';
import { isListError } from '../../../lib/list-error';
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
        breadcrumbs={[...workspaceTrail(workspaceId, workspaceName), { label: 'Ventures' }]}
        description={pledgeExplainer}
        actions={createLink}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <FilterSelect
          filter={filterSelects.status}
          value={filters.status}
          onChange={(value) => setFilter('status', value)}
        />
        <FilterSelect
          filter={filterSelects.type}
          value={filters.type}
          onChange={(value) => setFilter('type', value)}
        />
        {hasFilters && (
          <Button variant="secondary" onClick={() => setSearchParams({}, { replace: true })}>
            <X aria-hidden size={16} />
            Clear filters
          </Button>
        )}
      </div>
      {isListError(venturesQuery) ? (
        <QueryErrorState query={venturesQuery} title={ventureTexts.loadFailed} />
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
          <PagedVentureGrid ventures={venturesQuery.data} pages={venturesQuery} />
        </div>
      )}
    </>
  );
}

/** A filter of the list: its name and its choices, with a first choice that sets none. */
interface FilterChoices<Choice extends string> {
  label: string;
  choices: readonly Choice[];
  labels: Readonly<Record<Choice, string>>;
  anyLabel: string;
}

const filterSelects = {
  status: {
    label: 'Status',
    choices: ventureStatuses,
    labels: ventureStatusLabels,
    anyLabel: 'All statuses',
  },
  type: {
    label: 'Category',
    choices: ventureCategories,
    labels: ventureCategoryLabels,
    anyLabel: 'All categories',
  },
};

/** A filter's select under its name; an empty value sets no filter. */
function FilterSelect<Choice extends string>({
  filter: { label, ...choices },
  value,
  onChange,
}: {
  filter: FilterChoices<Choice>;
  value: Choice | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <label className="space-y-1 max-md:w-full">
      <span className="block text-[13px] font-medium text-ink-soft">{label}</span>
      <ChoiceSelect
        {...choices}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
