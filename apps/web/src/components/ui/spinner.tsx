import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A turning indicator; give it a label when nothing else on screen says what is loading. */
export function Spinner({ size = 16, label }: { size?: number; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden size={size} className="animate-spin text-accent" />
      {label && <span className="text-muted">{label}</span>}
    </span>
  );
}

/** A grey placeholder in the shape of content that is still loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200/70', className)} />;
}

/** Placeholders while something loads: screen readers hear `status` instead of the shapes. */
export function LoadingPlaceholder({
  status,
  className,
  children,
}: {
  /** What is loading, e.g. 'Loading settings...'. */
  status: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span role="status" className="sr-only">
        {status}
      </span>
      {children}
    </div>
  );
}

/** A list's placeholder rows while it loads, under any other placeholders given as children. */
export function SkeletonRows({
  label,
  count,
  rowClassName,
  className = 'space-y-2',
  children,
}: {
  /** What is loading, e.g. 'Loading members'. */
  label: string;
  count: number;
  rowClassName: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div aria-busy="true" aria-label={label} className={className}>
      {children}
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}

/** Covers the screen while something the whole app waits for is loading. */
export function FullScreenLoader({ message }: { message: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-canvas p-6">
      <Spinner size={20} label={message} />
    </div>
  );
}
