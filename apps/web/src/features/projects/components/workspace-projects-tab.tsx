import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { deniedReason, type PermissionActor } from '@groundwork/shared/permissions/can';
import { GuardedButton } from '../../../components/ui/guarded-button';
import { useDashboardMetrics } from '../api/get-dashboard-metrics';
import { useProjectPages } from '../api/get-projects';
import { ProjectFormDialog } from './lazy-dialogs';
import { ProjectListSkeleton } from './project-list-skeleton';
import { ShowArchivedToggle } from './show-archived-toggle';

// The cards load beside the list's request, keeping the workspace page's first load small.
const ProjectList = lazy(() => import('./project-list').then((m) => ({ default: m.ProjectList })));

export interface WorkspaceProjectsTabProps {
  workspaceId: string;
  /** Who is looking: the shared rules decide what they may create, edit, archive and restore. */
  actor: PermissionActor;
  /** Places the tab: its count badge (the projects not archived) and its panel. */
  children: (tab: { count: number | undefined; content: ReactNode }) => ReactNode;
}

/** The Projects tab of the workspace detail (000 §2): the project list with its actions. */
export function WorkspaceProjectsTab({ workspaceId, actor, children }: WorkspaceProjectsTabProps) {
  const [isCreateOpen, setCreateOpen] = useState(false);
  const [showArchived, setShowArchived] = useState(false);
  // The badge is the server's count of the projects not archived, not the cards loaded so far.
  const metrics = useDashboardMetrics(workspaceId);
  const shown = useProjectPages(workspaceId, showArchived);

  // Shown to everyone, as on the projects page; disabled with the reason for those who may not.
  const createButton = (
    <GuardedButton
      deniedReason={deniedReason(actor, 'project:create')}
      onClick={() => setCreateOpen(true)}
    >
      <Plus aria-hidden size={16} />
      Create Project
    </GuardedButton>
  );

  const content = (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {createButton}
        <ShowArchivedToggle checked={showArchived} onChange={setShowArchived} />
      </div>
      <Suspense fallback={<ProjectListSkeleton />}>
        <ProjectList
          workspaceId={workspaceId}
          projects={shown.data}
          error={shown.error}
          isRetrying={shown.isFetching}
          onRetry={() => void shown.refetch()}
          actor={actor}
          paging={shown}
        />
      </Suspense>
      <ProjectFormDialog
        open={isCreateOpen}
        onOpenChange={setCreateOpen}
        workspaceId={workspaceId}
      />
    </div>
  );

  return children({ count: metrics.data?.totalProjects, content });
}
