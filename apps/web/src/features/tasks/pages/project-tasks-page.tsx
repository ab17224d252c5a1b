import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { isId } from '@groundwork/shared/common/guards';
import { can } from '@groundwork/shared/permissions/can';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { newTaskQuery, paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { useWorkspaceActor } from '../../../lib/workspace-detail';
import { useProject } from '../api/get-context';
import { NotFoundNotice } from '../components/invalid-ids';
import { LazyTaskFormDialog } from '../components/lazy-task-form-dialog';
import { TaskOverview } from '../components/task-overview';
import { taskUiMessages } from '../task-messages';

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
  const [creatingByButton, setCreatingByButton] = useState(false);
  // The command palette's New task comes here with `?create=task`: the form opens once the
  // person's standing is known to allow it, and closing it takes the query away.
  const [searchParams, setSearchParams] = useSearchParams();
  const isAskedToCreate = searchParams.get(newTaskQuery.name) === newTaskQuery.value;
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
      <TaskOverview
        workspaceId={workspaceId}
        projectId={projectId}
        projects={project ? [project] : []}
        title={project ? `${project.name} Tasks` : 'Tasks'}
        trail={[
          { label: project?.name ?? 'Project', to: paths.project(workspaceId, projectId) },
          { label: 'Tasks' },
        ]}
        description={project?.description ?? undefined}
        primaryAction={createButton}
        emptyDescription={taskUiMessages.emptyProject}
        emptyAction={createButton}
        hidden={isWaiting}
      >
        {creating && (
          <LazyTaskFormDialog
            open
            onOpenChange={setCreating}
            workspaceId={workspaceId}
            projectId={projectId}
            members={workspace?.members ?? []}
          />
        )}
      </TaskOverview>
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
