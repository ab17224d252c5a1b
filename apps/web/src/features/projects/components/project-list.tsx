import { memo, useMemo, useState, type ReactNode } from 'react';
import { FolderKanban } from 'lucide-react';
import { can, type PermissionActor } from '@groundwork/shared/permissions/can';
import { sortProjects } from '@groundwork/shared/projects/rules';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { pagedListLabels } from '../../../components/ui/load-more';
import { PagedVirtualGrid } from '../../../components/ui/paged-virtual-grid';
import type { NextPageState } from '../../../lib/use-next-page';
import { useRestoreProject } from '../api/archive-project';
import { projectUiMessages } from '../project-messages';
import type { ProjectView } from '../project-view';
import { ArchiveProjectDialog, ProjectFormDialog } from './lazy-dialogs';
import { ProjectCard, type ProjectCardActions } from './project-card';
import { ProjectListSkeleton } from './project-list-skeleton';

const projectListLabels = pagedListLabels('projects');

// Cards already drawn are not drawn again as the list scrolls: their project and actions stay.
const ListedProjectCard = memo(ProjectCard);
/** About a project card's height: the virtual list's estimate of a row. */
const PROJECT_CARD_HEIGHT_PX = 240;

export interface ProjectListProps {
  workspaceId: string;
  projects: ProjectView[] | undefined;
  error: Error | null;
  isRetrying: boolean;
  onRetry: () => void;
  /** Who is looking (null until known): whether they may create picks the empty text, and
   * whether they may edit, archive and restore decides each card's buttons. */
  actor: PermissionActor | null;
  /** The next step under the empty text, for those who may create, e.g. a Create Project button. */
  emptyAction?: ReactNode;
  paging: NextPageState;
}

/**
 * The project cards in the order of 000 §9, with the four states of a list. They come a page at
 * a time, the next as the list's end nears the window (or from Load more), and only the rows near
 * the window are drawn.
 */
export function ProjectList({
  workspaceId,
  projects,
  error,
  isRetrying,
  onRetry,
  actor,
  emptyAction,
  paging,
}: ProjectListProps) {
  const [editing, setEditing] = useState<ProjectView | null>(null);
  const [archiving, setArchiving] = useState<ProjectView | null>(null);
  const restoreProject = useRestoreProject();
  // The server sends them in this order; the rule is applied again as health moves with time.
  const [now] = useState(() => new Date());
  const sorted = useMemo(() => (projects ? sortProjects(projects, now) : []), [projects, now]);
  const restoringId = restoreProject.isPending ? restoreProject.variables.id : null;
  const { mutate: restore } = restoreProject;
  const canCreate = actor !== null && can(actor, 'project:create');
  const canEdit = actor !== null && can(actor, 'project:update');
  const canArchive = actor !== null && can(actor, 'project:archive');
  const canRestore = actor !== null && can(actor, 'project:restore');
  const actions = useMemo<ProjectCardActions>(
    () => ({
      canEdit,
      canArchive,
      canRestore,
      onEdit: setEditing,
      onArchive: setArchiving,
      onRestore: (target) => restore(target),
      restoringId,
    }),
    [canEdit, canArchive, canRestore, restore, restoringId],
  );

  if (error && !projects) {
    return (
      <ErrorState
        title={projectUiMessages.listErrorTitle}
        message={error.message}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  if (!projects) return <ProjectListSkeleton />;
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={FolderKanban}
        title={canCreate ? projectUiMessages.emptyForManager : projectUiMessages.emptyForMember}
        action={canCreate ? emptyAction : undefined}
      />
    );
  }

  return (
    <>
      {/* The cards' titles are third-level headings: the list names the level between them and
          the page's title. */}
      <h2 className="sr-only">Projects</h2>
      <PagedVirtualGrid
        label="Projects"
        items={sorted}
        itemKey={(project) => project.id}
        estimatedRowHeight={PROJECT_CARD_HEIGHT_PX}
        renderItem={(project) => (
          <ListedProjectCard project={project} now={now} actions={actions} />
        )}
        pages={paging}
        labels={projectListLabels}
        loadMoreClassName="pt-4"
      />
      <ProjectFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        workspaceId={workspaceId}
        project={editing ?? undefined}
      />
      <ArchiveProjectDialog
        project={archiving}
        onOpenChange={(open) => !open && setArchiving(null)}
      />
    </>
  );
}
