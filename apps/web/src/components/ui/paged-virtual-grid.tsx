import { useNextPage, type NextPageState } from '../../lib/use-next-page';
import { LoadMoreButton, type LoadMoreLabels } from './load-more';
import { VirtualGrid, type VirtualGridProps } from './virtual-grid';

export interface PagedVirtualGridProps<T> extends Omit<VirtualGridProps<T>, 'onEndReached'> {
  /** The paged query the items come from. */
  pages: NextPageState;
  labels: LoadMoreLabels;
  /** Classes of the Load more button's row. */
  loadMoreClassName?: string;
}

/**
 * The items of a paged query in a virtual grid: the next page is fetched as the grid's end nears
 * the window, and the Load more button under it does it for keyboards and screen readers (and
 * fetches a failed page again).
 */
export function PagedVirtualGrid<T>({
  pages,
  labels,
  loadMoreClassName,
  ...gridProps
}: PagedVirtualGridProps<T>) {
  const { fetchMore, canFetchMore } = useNextPage(pages);
  return (
    <>
      <VirtualGrid {...gridProps} onEndReached={canFetchMore ? fetchMore : undefined} />
      {pages.hasNextPage && (
        <LoadMoreButton
          className={loadMoreClassName}
          onLoadMore={fetchMore}
          isLoading={pages.isFetchingNextPage}
          isFailed={pages.isFetchNextPageError}
          labels={labels}
        />
      )}
    </>
  );
}
