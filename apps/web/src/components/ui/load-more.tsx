import { useRef, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { useNearWindow } from '../../lib/use-near-window';
import { useNextPage, type NextPageState } from '../../lib/use-next-page';
import { Button, type ButtonSize } from './button';

// Start the next page a little before the end of the list comes into view.
const PREFETCH_MARGIN = '200px';

/** What the end of a paged list says: its button, the button while fetching, a failed page. */
export interface LoadMoreLabels {
  loadMore: string;
  loading: string;
  failed: string;
}

/** What the end of a list of `things` (a plural, e.g. 'ventures') says, in the app's usual words. */
export function pagedListLabels(things: string): LoadMoreLabels {
  return { loadMore: 'Load more', loading: 'Loading…', failed: `Could not load more ${things}.` };
}

export interface LoadMoreButtonProps {
  onLoadMore: () => void;
  isLoading: boolean;
  /** The last next page failed: it is asked again from the button. */
  isFailed: boolean;
  labels: LoadMoreLabels;
  /** Small at the end of a list within a page; the search screen's list is the page. */
  size?: ButtonSize;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The Load more button at a list's end, with the reason above it when the last page failed. */
export function LoadMoreButton({
  onLoadMore,
  isLoading,
  isFailed,
  labels,
  size = 'sm',
  className,
  ref,
}: LoadMoreButtonProps) {
  return (
    <div ref={ref} className={cn('flex flex-col items-center gap-2', className)}>
      {isFailed && (
        <p role="alert" className="text-center text-[13px] text-danger">
          {labels.failed}
        </p>
      )}
      <Button variant="secondary" size={size} disabled={isLoading} onClick={onLoadMore}>
        {isLoading ? labels.loading : labels.loadMore}
      </Button>
    </div>
  );
}

export interface LoadMoreProps extends Omit<LoadMoreButtonProps, 'ref'> {
  /** A stable function (a query's `fetchNextPage`, or one kept with useCallback). */
  onLoadMore: () => void;
  /** The last next page failed: it is asked again from the button only, not in a loop. */
  isFailed: boolean;
  /** Replaces the space above the button (`pt-3`). */
  className?: string;
}

/**
 * The end of a list with more pages: the next page is fetched as this end nears the window, and
 * the Load more button does it for keyboards and screen readers (and retries a failed page).
 */
export function LoadMore({ className = 'pt-3', ...buttonProps }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { onLoadMore, isLoading, isFailed } = buttonProps;
  useNearWindow(sentinel, onLoadMore, {
    isEnabled: !isLoading && !isFailed,
    margin: PREFETCH_MARGIN,
  });
  return <LoadMoreButton {...buttonProps} ref={sentinel} className={className} />;
}

/** The end of a paged query's list: Load more while a next page is left, nothing after the last. */
export function PagedListEnd({
  pages,
  labels,
  className,
}: {
  pages: NextPageState;
  labels: LoadMoreLabels;
  className?: string;
}) {
  const { fetchMore } = useNextPage(pages);
  if (!pages.hasNextPage) return null;
  return (
    <LoadMore
      onLoadMore={fetchMore}
      isLoading={pages.isFetchingNextPage}
      isFailed={pages.isFetchNextPageError}
      labels={labels}
      className={className}
    />
  );
}
