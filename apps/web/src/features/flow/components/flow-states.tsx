import { TriangleAlert, Workflow } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { listInWords } from '@groundwork/shared/common/list';

/** The loading and empty states of the Flow View (001 §2), in the canvas's place. */
export function FlowMessage({
  title,
  message,
  loading = false,
}: {
  title: string;
  message?: string;
  loading?: boolean;
}) {
  return (
    <div className="flex min-h-80 flex-col items-center justify-center rounded-lg border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      {loading ? (
        <Spinner size={20} label={title} />
      ) : (
        <>
          <span className="mb-3 flex size-10 items-center justify-center rounded-full bg-subtle text-muted">
            <Workflow aria-hidden size={20} />
          </span>
          <p className="font-medium text-ink">{title}</p>
          {message && <p className="mt-1 max-w-md text-[13px] text-muted">{message}</p>}
        </>
      )}
    </div>
  );
}

/** A failed source (001 §2): its message and a Retry that reloads the page. */
export function FlowError({ title, message }: { title: string; message: string }) {
  return (
    <ErrorState
      title={title}
      message={message}
      onRetry={() => window.location.reload()}
      className="min-h-80 justify-center"
    />
  );
}

/** Expanded projects whose tasks did not come: which, and a Retry that asks for them again. */
export function FlowTasksFailed({
  projectNames,
  onRetry,
}: {
  projectNames: readonly string[];
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-danger-soft px-3 py-2 text-[13px] text-ink"
    >
      <TriangleAlert aria-hidden size={16} className="shrink-0 text-danger" />
      <span className="min-w-0 flex-1">
        The tasks of {listInWords(projectNames)} could not be loaded.
      </span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
