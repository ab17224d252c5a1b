import type { ReactNode } from 'react';
import { LoadingPlaceholder, Skeleton } from './spinner';

/**
 * A page while it loads: a status line for screen readers, the header's placeholder lines (each
 * a Skeleton's classes: its height and width), and the body's placeholders as children.
 */
export function PageSkeleton({
  status,
  headerLines,
  children,
}: {
  /** What is loading, e.g. 'Loading project...'. */
  status: string;
  headerLines: readonly string[];
  children: ReactNode;
}) {
  return (
    <LoadingPlaceholder status={status}>
      <div aria-hidden className="mb-6 space-y-3">
        {headerLines.map((classes, index) => (
          <Skeleton key={index} className={classes} />
        ))}
      </div>
      {children}
    </LoadingPlaceholder>
  );
}
