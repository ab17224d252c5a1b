import { lazy, Suspense } from 'react';
import type { TaskFormDialogProps } from './task-form-dialog';

// The form (react-hook-form, its resolver, date handling) loads when someone first opens it.
const TaskFormDialog = lazy(() =>
  import('./task-form-dialog').then((m) => ({ default: m.TaskFormDialog })),
);

/** The task form, fetched on first use so the task pages' first load stays small. */
export function LazyTaskFormDialog(props: TaskFormDialogProps) {
  return (
    <Suspense fallback={null}>
      <TaskFormDialog {...props} />
    </Suspense>
  );
}
