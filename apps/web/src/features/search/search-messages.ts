import type { SearchResultType } from '@groundwork/shared/search/constants';
import { SEARCH_QUERY_MIN_LENGTH } from '@groundwork/shared/search/constants';

/** The words of the search screen, the header field and the command palette. */
export const searchUiMessages = {
  label: 'Search',
  placeholder: 'Search tasks, projects, comments…',
  pageTitle: 'Search',
  typeFilterLabel: 'Show',
  allTypes: 'All',
  hint: `Type at least ${SEARCH_QUERY_MIN_LENGTH} characters to search.`,
  loading: 'Searching...',
  errorTitle: 'Search failed',
  fetchFailed: 'Search failed',
  noResults: (query: string) => `No results for “${query}”`,
  /** Said to screen readers as results arrive; more may be loaded when `hasMore`. */
  resultsShown: (count: number, hasMore: boolean) =>
    `${count.toLocaleString()}${hasMore ? '+' : ''} ${count === 1 && !hasMore ? 'result' : 'results'}`,
  noResultsHint: 'Try other words, or show every kind of result.',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  loadMoreFailed: 'More results could not be loaded.',
  offlineNote: 'Offline: searching what is on this device',
  paletteTitle: 'Search and commands',
  paletteInputLabel: 'Search or run a command',
  paletteEmpty: 'Nothing found',
  actionsGroup: 'Actions',
  myTasks: 'My Tasks',
  newTaskIn: (project: string) => `New task in ${project}`,
  goToWorkspace: (name: string) => `Go to workspace ${name}`,
  goToProject: (name: string) => `Go to project ${name}`,
  showAllResults: (query: string) => `See all results for “${query}”`,
} as const;

/** A kind of result, as its filter button and its group heading name it. */
export const searchTypeLabels: Record<SearchResultType, string> = {
  task: 'Tasks',
  project: 'Projects',
  comment: 'Comments',
  file: 'Files',
  venture: 'Ventures',
};
