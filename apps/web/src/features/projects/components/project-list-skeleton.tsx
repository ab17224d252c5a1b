import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';

/** The 3 project placeholders of 000 §2 while the list loads. */
export function ProjectListSkeleton() {
  return (
    <CardGridSkeleton
      className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      status="Loading projects..."
      badgeClassName="h-4 w-16"
      lineClassNames={[
        'h-5 w-20 rounded-full',
        'h-4 w-full',
        'h-2 w-full rounded-full',
        'h-3 w-2/3',
      ]}
      kind="project"
    />
  );
}
