import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { ConfirmDialogProps } from '../../../components/ui/confirm-dialog';
import type { ArchiveProjectDialog as ArchiveDialog } from './archive-project-dialog';
import type { ProjectFormDialogProps } from './project-form-dialog';

/*
 * The dialogs, with the form library, validation and dialog code behind them, load the first
 * time one opens, so the pages' first load stays small. Once loaded a dialog stays mounted, so
 * closing it can give the focus back to what opened it.
 */

const ProjectFormDialogChunk = lazy(() =>
  import('./project-form-dialog').then((m) => ({ default: m.ProjectFormDialog })),
);
const ArchiveProjectDialogChunk = lazy(() =>
  import('./archive-project-dialog').then((m) => ({ default: m.ArchiveProjectDialog })),
);
const ConfirmDialogChunk = lazy(() =>
  import('../../../components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** True from the first time `open` is true on. */
function useHasOpened(open: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened || open;
}

export function ProjectFormDialog(props: ProjectFormDialogProps) {
  const hasOpened = useHasOpened(props.open);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ProjectFormDialogChunk {...props} />
    </Suspense>
  );
}

export function ArchiveProjectDialog(props: ComponentProps<typeof ArchiveDialog>) {
  const hasOpened = useHasOpened(props.project !== null);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ArchiveProjectDialogChunk {...props} />
    </Suspense>
  );
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const hasOpened = useHasOpened(props.open);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogChunk {...props} />
    </Suspense>
  );
}
