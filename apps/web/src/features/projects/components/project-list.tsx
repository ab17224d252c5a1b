import { useState, type ReactNode } from 'react';
import { FolderKanban } from 'lucide-react';
import { sortProjects } from '@groundwork/shared/projects/rules';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useRestoreProject } from '../api/archive-project';
import { projectUiMessages } from '../project-messages';
import type { ProjectView } from '../project-view';
import { ArchiveProjectDialog, ProjectFormDialog } from './lazy-dialogs';
import { ProjectCard } from './project-card';
import { gridClasses, ProjectListSkeleton } from './project-list-skeleton';

export interface ProjectListProps {
  workspaceId: string;
  projects: ProjectView[] | undefined;
  error: Error | null;
  isRetrying: boolean;
  onRetry: () => void;
  /** Whether the person may create and manage projects: it picks the empty text and the actions. */
  canManage: boolean;
  /** The next step under the empty text, e.g. a Create Project button. */
  emptyAction?: ReactNode;
}

/** The project cards in the order of 000 §9, with the four states of a list. */
export function ProjectList({
  workspaceId,
  projects,
  error,
  isRetrying,
  onRetry,
  canManage,
  emptyAction,
}: ProjectListProps) {
  const [editing, setEditing] = useState<ProjectView | null>(null);
  const [archiving, setArchiving] = useState<ProjectView | null>(null);
  const restoreProject = useRestoreProject();

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
        title={canManage ? projectUiMessages.emptyForManager : projectUiMessages.emptyForMember}
        action={canManage ? emptyAction : undefined}
      />
    );
  }

  const now = new Date();
  return (
    <>
      {/* The cards' titles are third-level headings: the list names the level between them and
          the page's title. */}
      <h2 className="sr-only">Projects</h2>
      <ul aria-label="Projects" className={gridClasses}>
        {sortProjects(projects, now).map((project) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              now={now}
              actions={{
                canManage,
                onEdit: setEditing,
                onArchive: setArchiving,
                onRestore: (target) => restoreProject.mutate(target),
                restoringId: restoreProject.isPending ? restoreProject.variables.id : null,
              }}
            />
          </li>
        ))}
      </ul>
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
