import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { ProjectView } from '../project-view';

/** What the shared rules let the person do to a project (can()): each button shows only then. */
export interface ProjectPermissions {
  canEdit: boolean;
  canArchive: boolean;
  canRestore: boolean;
}

/**
 * Edit, then Restore for an archived project or Archive for any other. On a card they are small
 * and each names its project, as a list of cards repeats them.
 */
export function ProjectActionButtons({
  project,
  isArchived,
  permissions,
  onEdit,
  onRestore,
  isRestoring,
  onArchive,
  inCard = false,
}: {
  project: ProjectView;
  isArchived: boolean;
  permissions: ProjectPermissions;
  onEdit: () => void;
  onRestore: () => void;
  isRestoring: boolean;
  onArchive: () => void;
  inCard?: boolean;
}) {
  const size = inCard ? 'sm' : 'md';
  const iconSize = inCard ? 14 : 16;
  const labelOf = (action: string) => (inCard ? `${action} ${project.name}` : undefined);
  return (
    <>
      {permissions.canEdit && (
        <Button variant="secondary" size={size} onClick={onEdit} aria-label={labelOf('Edit')}>
          <Pencil aria-hidden size={iconSize} />
          Edit
        </Button>
      )}
      {isArchived && permissions.canRestore && (
        <Button
          variant="secondary"
          size={size}
          onClick={onRestore}
          disabled={isRestoring}
          aria-label={labelOf('Restore')}
        >
          <ArchiveRestore aria-hidden size={iconSize} />
          {isRestoring ? 'Restoring...' : 'Restore'}
        </Button>
      )}
      {!isArchived && permissions.canArchive && (
        <Button
          variant="ghost-danger"
          size={size}
          onClick={onArchive}
          aria-label={labelOf('Archive')}
        >
          <Archive aria-hidden size={iconSize} />
          Archive
        </Button>
      )}
    </>
  );
}
