import { LoadingPlaceholder, Skeleton } from '../../../components/ui/spinner';

const activityLoadingMessage = 'Loading activity...';

/**
 * The lines of a history while it loads; a module of its own, so that the page holding a lazily
 * loaded feed can show it while the feed's code arrives.
 */
export function ActivityListSkeleton() {
  return (
    <LoadingPlaceholder status={activityLoadingMessage}>
      <div aria-hidden className="divide-y divide-line">
        {['w-3/4', 'w-2/3', 'w-4/5', 'w-1/2'].map((width) => (
          <div key={width} className="py-3">
            <Skeleton className={`h-4 max-w-full ${width}`} />
          </div>
        ))}
      </div>
    </LoadingPlaceholder>
  );
}
