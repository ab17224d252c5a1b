import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { deniedReason } from '@groundwork/shared/permissions/can';
import { GuardedButton } from '../../../components/ui/guarded-button';
import { PageHeader } from '../../../components/ui/page-header';
import { workspaceTrail } from '../../../lib/workspace-trail';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { useDashboardMetrics } from '../api/get-dashboard-metrics';
import { useProjectPages } from '../api/get-projects';
import { CostComparison } from '../components/cost-comparison';
import { ProjectFormDialog } from '../components/lazy-dialogs';
import { ProjectList } from '../components/project-list';
import { ProjectMetrics } from '../components/project-metrics';
import { ShowArchivedToggle } from '../components/show-archived-toggle';
import { useWorkspaceActor } from '../../../lib/workspace-detail';

/** The workspace's projects with its dashboard metrics (000 §2 Projects page). */
export function ProjectsPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  const navigate = useNavigate();
  const [isCreateOpen, setCreateOpen] = useState(false);
  const [showArchived, setShowArchived] = useState(false);
  const { workspace, actor, workspaceQuery } = useWorkspaceActor(workspaceId);
  const projectsQuery = useProjectPages(workspaceId, showArchived);
  const metricsQuery = useDashboardMetrics(workspaceId);
  // Always shown (000 §2 Projects page); to someone who may not create, disabled with the reason.
  const createDenial = actor === null ? null : deniedReason(actor, 'project:create');

  const createButton = (
    <GuardedButton
      deniedReason={createDenial}
      // Until the person's role is known, nobody opens the form.
      disabled={actor === null}
      onClick={() => setCreateOpen(true)}
    >
      <Plus aria-hidden size={16} />
      Create Project
    </GuardedButton>
  );

  return (
    <>
      <PageHeader
        title="Projects"
        breadcrumbs={[...workspaceTrail(workspaceId, workspace?.name), { label: 'Projects' }]}
        description={workspace && <p>Projects of {workspace.name}</p>}
        actions={createButton}
      />
      <div className="space-y-6">
        <section aria-label="Dashboard">
          <ProjectMetrics
            metrics={metricsQuery.data}
            error={metricsQuery.error}
            isRetrying={metricsQuery.isFetching}
            onRetry={() => void metricsQuery.refetch()}
          />
        </section>
        <section aria-labelledby="project-list-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="project-list-heading" className="text-base font-semibold text-ink">
              All projects
              {/* The server's count of the projects not archived; archived ones have none. */}
              {!showArchived && metricsQuery.data && (
                <span className="ml-2 text-sm font-normal text-muted">
                  ({metricsQuery.data.totalProjects})
                </span>
              )}
            </h2>
            <ShowArchivedToggle checked={showArchived} onChange={setShowArchived} />
          </div>
          <ProjectList
            workspaceId={workspaceId}
            // Until the person's role is known the empty text could be the wrong one.
            projects={workspaceQuery.isPending ? undefined : projectsQuery.data}
            error={projectsQuery.error}
            isRetrying={projectsQuery.isFetching}
            onRetry={() => void projectsQuery.refetch()}
            actor={actor}
            emptyAction={createButton}
            paging={projectsQuery}
          />
        </section>
        {projectsQuery.data && <CostComparison projects={projectsQuery.data} />}
      </div>
      <ProjectFormDialog
        open={isCreateOpen}
        onOpenChange={setCreateOpen}
        workspaceId={workspaceId}
        onCreated={(project) => void navigate(paths.projectTasks(workspaceId, project.id))}
      />
    </>
  );
}
