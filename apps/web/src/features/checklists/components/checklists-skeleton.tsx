import type { ReactNode } from 'react';
import { LoadingPlaceholder, Skeleton } from '../../../components/ui/spinner';
import { checklistUiMessages } from '../checklist-messages';

/** The section's heading row: 'Checklists', and beside it what the person may add. */
export function ChecklistsHeading({ id, action }: { id: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={id} className="text-base font-semibold text-ink">
        {checklistUiMessages.heading}
      </h2>
      {action}
    </div>
  );
}

/** A checklist's shape while the checklists, or the code that draws them, load. */
export function ChecklistsSkeleton() {
  return (
    <LoadingPlaceholder status={checklistUiMessages.loading} className="mt-3 space-y-3">
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-2" />
      <Skeleton className="h-9" />
      <Skeleton className="h-9" />
      <Skeleton className="h-9" />
    </LoadingPlaceholder>
  );
}
