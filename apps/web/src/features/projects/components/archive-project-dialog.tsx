import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useArchiveProject } from '../api/archive-project';
import { archiveProjectConfirmation, projectUiMessages } from '../project-messages';
import type { ProjectView } from '../project-view';

/** Asks before archiving (000 §2 Projects page), in a danger dialog with the undo note. */
export function ArchiveProjectDialog({
  project,
  onOpenChange,
  onArchived,
}: {
  /** The project to archive; the dialog is open while one is given. */
  project: ProjectView | null;
  onOpenChange: (open: boolean) => void;
  onArchived?: () => void;
}) {
  const archiveProject = useArchiveProject();
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title="Archive Project"
      message={project ? archiveProjectConfirmation(project.name) : ''}
      note={projectUiMessages.archiveNote}
      confirmLabel="Archive Project"
      pendingLabel="Archiving..."
      isPending={archiveProject.isPending}
      variant="danger"
      onConfirm={() => {
        if (!project) return;
        archiveProject.mutate(project, {
          onSuccess: () => onArchived?.(),
          onSettled: () => onOpenChange(false),
        });
      }}
    />
  );
}
