import { useEffect, useRef } from 'react';
import { Button } from './button';

// Start the next page a little before the end of the list comes into view.
const PREFETCH_MARGIN = '200px';

export interface LoadMoreProps {
  /** A stable function (a query's `fetchNextPage`, or one kept with useCallback). */
  onLoadMore: () => void;
  isLoading: boolean;
  /** The last next page failed: it is asked again from the button only, not in a loop. */
  isFailed: boolean;
  labels: { loadMore: string; loading: string; failed: string };
}

/**
 * The end of a list with more pages: the next page is fetched as this end nears the window, and
 * the Load more button does it for keyboards and screen readers (and retries a failed page).
 */
export function LoadMore({ onLoadMore, isLoading, isFailed, labels }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const canAutoLoad = !isLoading && !isFailed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    // A new observer after each page: it reports at once whether the end is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onLoadMore, canAutoLoad]);

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 pt-3">
      {isFailed && (
        <p role="alert" className="text-center text-[13px] text-danger">
          {labels.failed}
        </p>
      )}
      <Button variant="secondary" size="sm" disabled={isLoading} onClick={onLoadMore}>
        {isLoading ? labels.loading : labels.loadMore}
      </Button>
    </div>
  );
}
