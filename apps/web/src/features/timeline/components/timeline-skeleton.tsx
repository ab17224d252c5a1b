import { Skeleton } from '../../../components/ui/spinner';

/** The timeline's shape while its code or its lists load: the controls, then bars. */
export function TimelineSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <span role="status" className="sr-only">
        Loading timeline...
      </span>
      <div aria-hidden className="flex justify-between">
        <Skeleton className="h-8 w-52" />
        <Skeleton className="h-5 w-40 max-sm:hidden" />
      </div>
      <div aria-hidden className="space-y-3 rounded-lg border border-line bg-surface p-4">
        {[40, 55, 30, 65].map((width, index) => (
          <div key={width} className="flex items-center gap-4">
            <Skeleton className="h-4 w-32 shrink-0 max-sm:w-20" />
            <div style={{ width: `${width}%`, marginLeft: `${index * 6}%` }}>
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
