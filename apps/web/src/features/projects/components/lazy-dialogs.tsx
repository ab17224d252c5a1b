import type { ComponentProps } from 'react';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { ArchiveProjectDialog as ArchiveDialog } from './archive-project-dialog';
import type { ProjectFormDialogProps } from './project-form-dialog';

// The dialogs, with the form library and validation behind them, load the first time one opens,
// so the pages' first load stays small.

export { LazyConfirmDialog as ConfirmDialog } from '../../../components/ui/lazy-dialog';

export const ProjectFormDialog = lazyDialog<ProjectFormDialogProps>(
  () => import('./project-form-dialog').then((m) => m.ProjectFormDialog),
  (props) => props.open,
);

export const ArchiveProjectDialog = lazyDialog<ComponentProps<typeof ArchiveDialog>>(
  () => import('./archive-project-dialog').then((m) => m.ArchiveProjectDialog),
  (props) => props.project !== null,
);
