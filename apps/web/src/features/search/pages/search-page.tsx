import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  SEARCH_QUERY_MAX_LENGTH,
  searchResultTypes,
  type SearchResultType,
} from '@groundwork/shared/search/constants';
import { PageHeader } from '../../../components/ui/page-header';
import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { SearchResults } from '../components/search-results';
import { SearchTypeFilter } from '../components/search-type-filter';
import { searchUiMessages } from '../search-messages';
import { useDebouncedValue } from '../use-debounced-value';
import { useWorkspaceSearch } from '../use-workspace-search';

const isSearchResultType = (value: string | null): value is SearchResultType =>
  (searchResultTypes as readonly (string | null)[]).includes(value);

/** The workspace's name when another screen already fetched it; the trail does not wait for it. */
function useCachedWorkspaceName(workspaceId: string): string | undefined {
  const queryClient = useQueryClient();
  const detail = queryClient.getQueryData<{ name?: unknown }>([
    'workspaces',
    'detail',
    workspaceId,
  ]);
  return typeof detail?.name === 'string' ? detail.name : undefined;
}

/**
 * The search screen: words and kind in the URL (`?q=&type=`), so a search can be shared, reloaded
 * and gone back to; the words reach the URL, and the server, once typing pauses.
 */
export function SearchPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  const typeParam = searchParams.get('type');
  const type = isSearchResultType(typeParam) ? typeParam : undefined;
  const [text, setText] = useState(urlQuery);
  const typed = useDebouncedValue(text).trim();
  const inputId = useId();
  const workspaceName = useCachedWorkspaceName(workspaceId);

  useEffect(() => {
    if (typed === urlQuery) return;
    setSearchParams(
      (params) => {
        if (typed) params.set('q', typed);
        else params.delete('q');
        return params;
      },
      { replace: true },
    );
  }, [typed, urlQuery, setSearchParams]);

  const chooseType = (next: SearchResultType | undefined) =>
    setSearchParams(
      (params) => {
        if (next) params.set('type', next);
        else params.delete('type');
        return params;
      },
      { replace: true },
    );

  const search = useWorkspaceSearch({ workspaceId, q: urlQuery, type });

  return (
    <>
      <PageHeader
        title={searchUiMessages.pageTitle}
        breadcrumbs={[
          workspacesBreadcrumb,
          { label: workspaceName ?? 'Workspace', to: paths.workspace(workspaceId) },
          { label: searchUiMessages.pageTitle },
        ]}
      />
      <div className="min-w-0 space-y-4">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="space-y-3">
          <label htmlFor={inputId} className="sr-only">
            {searchUiMessages.label}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              size={16}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
            />
            <input
              id={inputId}
              type="search"
              value={text}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
              placeholder={searchUiMessages.placeholder}
              autoComplete="off"
              // The screen is opened to search: the field is what a person wants first.
              autoFocus
              className="h-10 w-full min-w-0 rounded-md border border-line-strong bg-surface pr-3 pl-9 text-ink placeholder:text-muted focus:border-accent max-md:h-11"
            />
          </div>
          <SearchTypeFilter value={type} onChange={chooseType} />
        </form>
        <SearchResults search={search} workspaceId={workspaceId} query={urlQuery} />
      </div>
    </>
  );
}
