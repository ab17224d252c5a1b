import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { searchResultTypes, type SearchResultType } from '@groundwork/shared/search/constants';
import { PageHeader } from '../../../components/ui/page-header';
import { workspaceTrail } from '../../../lib/workspace-trail';
import { useRouteParams } from '../../../lib/use-route-params';
import { SearchField } from '../components/search-field';
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
  const workspaceName = useCachedWorkspaceName(workspaceId);

  // Each change replaces the history entry: the back button leaves the screen, not each word.
  const replaceParam = useCallback(
    (name: 'q' | 'type', value: string | undefined) =>
      setSearchParams(
        (params) => {
          if (value) params.set(name, value);
          else params.delete(name);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (typed !== urlQuery) replaceParam('q', typed);
  }, [typed, urlQuery, replaceParam]);

  const chooseType = (next: SearchResultType | undefined) => replaceParam('type', next);

  const search = useWorkspaceSearch({ workspaceId, q: urlQuery, type });

  return (
    <>
      <PageHeader
        title={searchUiMessages.pageTitle}
        breadcrumbs={[
          ...workspaceTrail(workspaceId, workspaceName),
          { label: searchUiMessages.pageTitle },
        ]}
      />
      <div className="min-w-0 space-y-4">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="space-y-3">
          <SearchField
            text={text}
            onTextChange={setText}
            className="relative"
            iconClassName="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
            inputClassName="h-10 w-full min-w-0 rounded-md border border-line-strong bg-surface pr-3 pl-9 text-ink placeholder:text-muted focus:border-accent max-md:h-11"
            // The screen is opened to search: the field is what a person wants first.
            autoFocus
          />
          <SearchTypeFilter value={type} onChange={chooseType} />
        </form>
        <SearchResults search={search} workspaceId={workspaceId} query={urlQuery} />
      </div>
    </>
  );
}
