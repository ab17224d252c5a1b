import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';

/** The preferences screen's shape while its answers or its code are on the way. */
export function PreferencesSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading preferences"
      className="grid gap-6 lg:grid-cols-2 lg:items-start"
    >
      <Card className="space-y-4 p-4">
        <Skeleton className="h-5 w-32" />
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-6" />
        ))}
      </Card>
      <div className="space-y-6">
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} className="space-y-3 p-4">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-9" />
          </Card>
        ))}
      </div>
    </div>
  );
}
