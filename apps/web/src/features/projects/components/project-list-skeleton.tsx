import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';

const SKELETON_CARDS = 3;
const gridClasses = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

/** The 3 project placeholders of 000 §2 while the list loads. */
export function ProjectListSkeleton() {
  return (
    <div className={gridClasses}>
      <span role="status" className="sr-only">
        Loading projects...
      </span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card key={index} aria-hidden data-skeleton="project" className="space-y-3 p-4">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className="h-4 w-16" />
          </div>
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-2 w-full rounded-full" />
          <Skeleton className="h-3 w-2/3" />
          <div className="flex gap-2 border-t border-line pt-3">
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-8 w-16" />
          </div>
        </Card>
      ))}
    </div>
  );
}
