import { Link } from 'react-router';
import { isId } from '@groundwork/shared/common/guards';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/use-now';
import { useRouteParams } from '../../../lib/use-route-params';
import { useWorkspaceActor } from '../../../lib/workspace-detail';
import { useWorkspaceProjects } from '../api/get-context';
import { useTaskMetrics } from '../api/get-task-metrics';
import { NotFoundNotice } from '../components/invalid-ids';
import { TaskFilterPanel } from '../components/task-filter-panel';
import { TaskListSection } from '../components/task-list-section';
import { TaskMetrics } from '../components/task-metrics';
import { TaskViewToggle } from '../components/task-view-toggle';
import { taskUiMessages } from '../task-messages';
import { useTaskFilters } from '../use-task-filters';

/**
 * The tasks assigned to the signed-in person, across the workspace's projects: what a contractor
 * opens first. GET /api/tasks answers one workspace at a time, so this is the workspace's.
 */
export function MyTasksPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  if (!isId(workspaceId)) {
    return (
      <NotFoundNotice
        pageTitle={taskUiMessages.myTasksTitle}
        title={taskMessages.workspaceIdRequired}
        backLabel={taskUiMessages.backToWorkspaces}
      />
    );
  }
  return <MyTasks workspaceId={workspaceId} />;
}

function MyTasks({ workspaceId }: { workspaceId: string }) {
  const { workspace, actor } = useWorkspaceActor(workspaceId);
  const { data: projects } = useWorkspaceProjects(workspaceId);
  const { filters, setFilter, clearFilters, setView, setColumn } = useTaskFilters();
  // The assignee is the reader here, whatever a link's assignee says.
  const shownFilters = { ...filters, assignee: undefined };
  const currentUserId = useCurrentUser().data?.id;
  const now = useNow();
  const metrics = useTaskMetrics(workspaceId, undefined, { assignedTo: currentUserId });

  return (
    <div className="space-y-5">
      <PageHeader
        title={taskUiMessages.myTasksTitle}
        breadcrumbs={[
          workspacesBreadcrumb,
          { label: workspace?.name ?? 'Workspace', to: paths.workspace(workspaceId) },
          { label: taskUiMessages.myTasksTitle },
        ]}
        description={workspace ? taskUiMessages.myTasksDescription(workspace.name) : undefined}
        actions={<TaskViewToggle view={filters.view} onChange={setView} />}
      />
      <TaskMetrics metrics={metrics.data} failed={metrics.isError} />
      <TaskFilterPanel
        filters={shownFilters}
        onChange={setFilter}
        onClear={clearFilters}
        projects={projects ?? []}
      />
      <TaskListSection
        workspaceId={workspaceId}
        filters={shownFilters}
        onlyMine
        onColumnChange={setColumn}
        actor={actor}
        members={workspace?.members ?? []}
        projects={projects ?? []}
        now={now}
        emptyDescription={taskUiMessages.emptyMine}
        emptyAction={
          <Link to={paths.workspaceTasks(workspaceId)} className={buttonClasses('secondary')}>
            {taskUiMessages.allTasks}
          </Link>
        }
      />
    </div>
  );
}
