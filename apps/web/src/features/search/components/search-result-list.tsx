import { useId } from 'react';
import { Link } from 'react-router';
import {
  CheckSquare,
  FileText,
  FolderKanban,
  MessageSquare,
  Rocket,
  type LucideIcon,
} from 'lucide-react';
import { searchResultTypes, type SearchResultType } from '@groundwork/shared/search/constants';
import type { SearchResult } from '@groundwork/shared/search/schemas';
import { groupByType, searchResultPath } from '../result-links';
import { searchTypeLabels } from '../search-messages';
import { ResultText } from './highlighted-text';

export const searchTypeIcons: Record<SearchResultType, LucideIcon> = {
  task: CheckSquare,
  project: FolderKanban,
  comment: MessageSquare,
  file: FileText,
  venture: Rocket,
};

/** Results grouped by kind, each a link to what it found, the matched words emphasised. */
export function SearchResultList({
  workspaceId,
  results,
  query,
}: {
  workspaceId: string;
  results: SearchResult[];
  query: string;
}) {
  return (
    <div className="space-y-6">
      {groupByType(results, searchResultTypes).map((group) => (
        <ResultGroup key={group.type} {...group} workspaceId={workspaceId} query={query} />
      ))}
    </div>
  );
}

function ResultGroup({
  type,
  results,
  workspaceId,
  query,
}: {
  type: SearchResultType;
  results: SearchResult[];
  workspaceId: string;
  query: string;
}) {
  const headingId = useId();
  const Icon = searchTypeIcons[type];
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="mb-2 flex items-center gap-2 text-[13px] font-semibold text-muted"
      >
        <Icon aria-hidden size={16} />
        {searchTypeLabels[type]}
      </h2>
      <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
        {results.map((result) => (
          <li key={`${result.type}:${result.id}`}>
            <Link
              to={searchResultPath(workspaceId, result)}
              className="block min-w-0 px-4 py-3 hover:bg-subtle max-md:min-h-11"
            >
              <ResultText result={result} query={query} look="block" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
