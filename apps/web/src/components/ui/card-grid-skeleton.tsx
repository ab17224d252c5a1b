import { Card } from './card';
import { Skeleton } from './spinner';

const SKELETON_CARDS = 3;

/**
 * Three placeholder cards while a grid of cards loads, each a title with a badge beside it, the
 * lines given and a row of two buttons; screen readers hear the status instead.
 */
export function CardGridSkeleton({
  className,
  status,
  badgeClassName,
  lineClassNames,
  kind,
}: {
  /** The grid's classes, the same as the loaded grid's. */
  className: string;
  status: string;
  badgeClassName: string;
  lineClassNames: readonly string[];
  /** Marks each card with `data-skeleton`, for the tests that wait for it. */
  kind?: string;
}) {
  return (
    <div className={className}>
      <span role="status" className="sr-only">
        {status}
      </span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card key={index} aria-hidden data-skeleton={kind} className="space-y-3 p-4">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className={badgeClassName} />
          </div>
          {lineClassNames.map((lineClassName, line) => (
            <Skeleton key={line} className={lineClassName} />
          ))}
          <div className="flex gap-2 border-t border-line pt-3">
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-8 w-16" />
          </div>
        </Card>
      ))}
    </div>
  );
}
