import { TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export interface ErrorStateProps {
  /** The heading, e.g. 'Error Loading Projects'. */
  title: string;
  /** Why it failed, usually the error's message. */
  message: string;
  onRetry: () => void;
  /** True while the retry runs; the button then says so. */
  isRetrying?: boolean;
  /** Extra classes, e.g. a height when it stands in a larger element's place. */
  className?: string;
}

/** What a list or page shows when its data could not be loaded: heading, reason and Retry. */
export function ErrorState({
  title,
  message,
  onRetry,
  isRetrying = false,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-lg border border-red-200 bg-danger-soft px-6 py-10 text-center',
        className,
      )}
    >
      <span className="mb-3 flex size-10 items-center justify-center rounded-full bg-surface text-danger">
        <TriangleAlert aria-hidden size={20} />
      </span>
      <h2 className="font-semibold text-ink">{title}</h2>
      <p className="mt-1 max-w-md break-words text-ink-soft">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}

/** A query as a retry needs it: why it failed, how to ask again, whether it is asking. */
interface RetryableQuery {
  error: Error | null;
  refetch: () => unknown;
  isFetching: boolean;
}

/** A failed query's error state: its message (else `title`), and Retry that fetches it again. */
export function QueryErrorState({
  query,
  title,
  fallbackMessage = title,
  className,
}: {
  query: RetryableQuery;
  title: string;
  /** What it says when the error carries no message of its own. */
  fallbackMessage?: string;
  className?: string;
}) {
  return (
    <ErrorState
      title={title}
      message={query.error?.message ?? fallbackMessage}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
      className={className}
    />
  );
}
