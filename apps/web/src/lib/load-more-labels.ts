import type { LoadMoreLabels } from '../components/ui/load-more';

/** A list's messages for the end of its pages, as they are named in each feature's messages. */
interface PagedListMessages {
  loadMore: string;
  loadingMore: string;
  loadMoreFailed: string;
}

/** What the Load more button of a paged list says, from that list's messages. */
export function loadMoreLabels({
  loadMore,
  loadingMore,
  loadMoreFailed,
}: PagedListMessages): LoadMoreLabels {
  return { loadMore, loading: loadingMore, failed: loadMoreFailed };
}
