import type { SearchResultType } from '@groundwork/shared/search/constants';

/** What one search asks for; the words as they are sent (trimmed). */
export interface SearchFilters {
  workspaceId: string;
  q: string;
  type?: SearchResultType;
}

export const searchKeys = {
  all: ['search'] as const,
  /** Every search in one workspace. */
  workspace: (workspaceId: string) => [...searchKeys.all, workspaceId] as const,
  results: ({ workspaceId, q, type }: SearchFilters) =>
    [...searchKeys.workspace(workspaceId), { q, type }] as const,
};
