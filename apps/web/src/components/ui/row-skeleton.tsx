import { cn } from '../../lib/cn';
import { Skeleton } from './spinner';

/** A list row's placeholder inside the row: a picture or icon, a line and a shorter one under it. */
export function RowSkeleton({
  leadClassName,
  secondLineClassName,
}: {
  leadClassName: string;
  secondLineClassName: string;
}) {
  return (
    <>
      <Skeleton className={leadClassName} />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className={cn('h-3', secondLineClassName)} />
      </div>
    </>
  );
}
