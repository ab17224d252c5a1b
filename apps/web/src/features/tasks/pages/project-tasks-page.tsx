import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { isId } from '@groundwork/shared/common/guards';
import { can } from '@groundwork/shared/permissions/can';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { newTaskQuery, paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { useWorkspaceActor } from '../../../lib/workspace-detail';
import { useProject } from '../api/get-context';
import { useTaskMetrics } from '../api/get-task-metrics';
import { NotFoundNotice } from '../components/invalid-ids';
import { TaskFilterPanel } from '../components/task-filter-panel';
import { LazyTaskFormDialog } from '../components/lazy-task-form-dialog';
import { TaskListSection } from '../components/task-list-section';
import { TaskMetrics } from '../components/task-metrics';
import { TaskViewToggle } from '../components/task-view-toggle';
import { taskUiMessages } from '../task-messages';
import { useNow } from '../../../lib/use-now';
import { useTaskFilters } from '../use-task-filters';

/** A project's tasks (000 §2 Tasks page): metrics, filters, and a grid or board of cards. */
export function ProjectTasksPage() {
  const { workspaceId, projectId } = useRouteParams('workspaceId', 'projectId');
  const validIds = isId(workspaceId) && isId(projectId);
  const projectQuery = useProject(workspaceId, projectId, validIds);
  const isMissing =
    !validIds || (projectQuery.error instanceof ApiError && projectQuery.error.status === 404);

  if (isMissing) {
    return (
      <NotFoundNotice
        pageTitle="Tasks"
        title={taskUiMessages.invalidIds}
        backLabel={taskUiMessages.backToWorkspaces}
      />
    );
  }
  return <ProjectTasks workspaceId={workspaceId} projectId={projectId} />;
}

function ProjectTasks({ workspaceId, projectId }: { workspaceId: string; projectId: string }) {
  const { workspace, actor, workspaceQuery } = useWorkspaceActor(workspaceId);
  const projectQuery = useProject(workspaceId, projectId);
  const project = projectQuery.data;
  const { filters, setFilter, clearFilters, setView, setColumn } = useTaskFilters();
  const [creatingByButton, setCreatingByButton] = useState(false);
  // The command palette's New task comes here with `?create=task`: the form opens once the
  // person's standing is known to allow it, and closing it takes the query away.
  const [searchParams, setSearchParams] = useSearchParams();
  const isAskedToCreate = searchParams.get(newTaskQuery.name) === newTaskQuery.value;
  const now = useNow();
  // The tiles count the whole project, whatever the filters show.
  const metrics = useTaskMetrics(workspaceId, projectId);
  const canCreate = actor !== null && can(actor, 'task:create');
  const creating = creatingByButton || (isAskedToCreate && canCreate);
  const setCreating = (open: boolean) => {
    setCreatingByButton(open);
    if (!open && isAskedToCreate) {
      setSearchParams(
        (params) => {
          params.delete(newTaskQuery.name);
          return params;
        },
        { replace: true },
      );
    }
  };
  const createButton = canCreate ? (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden size={16} />
      Create Task
    </Button>
  ) : undefined;

  // The title, the trail, the Create Task button and each card's controls come from the project and
  // the workspace: drawn before them, the page moved under the reader as they arrived (a layout
  // shift of 0.14 on a phone when the tasks came first). The page is built hidden meanwhile rather
  // than not at all, so that the list asks for its tasks with everything else, and once.
  const isWaiting = projectQuery.isPending || workspaceQuery.isPending;
  return (
    <>
      {isWaiting && <ProjectTasksSkeleton />}
      <div className="space-y-5" hidden={isWaiting}>
        <PageHeader
          title={project ? `${project.name} Tasks` : 'Tasks'}
          breadcrumbs={[
            workspacesBreadcrumb,
            { label: workspace?.name ?? 'Workspace', to: paths.workspace(workspaceId) },
            { label: project?.name ?? 'Project', to: paths.project(workspaceId, projectId) },
            { label: 'Tasks' },
          ]}
          description={project?.description ?? undefined}
          actions={
            <>
              <TaskViewToggle view={filters.view} onChange={setView} />
              {createButton}
            </>
          }
        />
        <TaskMetrics metrics={metrics.data} failed={metrics.isError} />
        <TaskFilterPanel
          filters={filters}
          onChange={setFilter}
          onClear={clearFilters}
          members={workspace?.members ?? []}
        />
        <TaskListSection
          workspaceId={workspaceId}
          projectId={projectId}
          filters={filters}
          onColumnChange={setColumn}
          actor={actor}
          members={workspace?.members ?? []}
          projects={project ? [project] : []}
          now={now}
          emptyDescription={taskUiMessages.emptyProject}
          emptyAction={createButton}
        />
        {creating && (
          <LazyTaskFormDialog
            open
            onOpenChange={setCreating}
            workspaceId={workspaceId}
            projectId={projectId}
            members={workspace?.members ?? []}
          />
        )}
      </div>
    </>
  );
}

function ProjectTasksSkeleton() {
  return (
    <div className="space-y-5" aria-busy="true" data-skeleton="project-tasks">
      <div className="space-y-3">
        <Skeleton className="h-4 w-64 max-w-full" />
        <Skeleton className="h-8 w-80 max-w-full" />
      </div>
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
    </div>
  );
}
