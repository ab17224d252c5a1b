import { lazy, Suspense } from 'react';
import { useWriteConflicts } from '../../../lib/queued-writes/conflicts';

// The dialog and its form pieces load only when a conflict comes up.
const TaskConflictDialog = lazy(() => import('./task-conflict-dialog'));

/**
 * Asks the signed-in person, one edit at a time, what to do with an edit someone else overtook
 * while it waited. Mounted once, in the signed-in frame, so it asks wherever the person is.
 */
export function TaskWriteConflicts({ userId }: { userId: string }) {
  const [conflict] = useWriteConflicts(userId);
  if (!conflict) return null;
  return (
    <Suspense>
      <TaskConflictDialog key={conflict.id} conflict={conflict} />
    </Suspense>
  );
}
