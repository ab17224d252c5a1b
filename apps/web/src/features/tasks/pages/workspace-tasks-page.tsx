import { Link } from 'react-router';
import { UserRoundCheck } from 'lucide-react';
import { isId } from '@groundwork/shared/common/guards';
import { taskMessages } from '@groundwork/shared/tasks/constants';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { workspacesBreadcrumb } from '../../../lib/last-workspace';
import { paths } from '../../../lib/paths';
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
import { useNow } from '../../../lib/use-now';
import { useTaskFilters } from '../use-task-filters';

/** Every task of the workspace the caller can see, across projects, with a project filter. */
export function WorkspaceTasksPage() {
  const { workspaceId } = useRouteParams('workspaceId');
  if (!isId(workspaceId)) {
    return (
      <NotFoundNotice
        pageTitle="Tasks"
        title={taskMessages.workspaceIdRequired}
        backLabel={taskUiMessages.backToWorkspaces}
      />
    );
  }
  return <WorkspaceTasks workspaceId={workspaceId} />;
}

function WorkspaceTasks({ workspaceId }: { workspaceId: string }) {
  const { workspace, actor } = useWorkspaceActor(workspaceId);
  const { data: projects } = useWorkspaceProjects(workspaceId);
  const { filters, setFilter, clearFilters, setView, setColumn } = useTaskFilters();
  const now = useNow();
  const metrics = useTaskMetrics(workspaceId);

  return (
    <div className="space-y-5">
      <PageHeader
        title="Tasks"
        breadcrumbs={[
          workspacesBreadcrumb,
          { label: workspace?.name ?? 'Workspace', to: paths.workspace(workspaceId) },
          { label: 'Tasks' },
        ]}
        description={workspace ? `Every task in ${workspace.name} you can see.` : undefined}
        actions={
          <>
            {/* A phone has My Tasks in its bottom bar; the desktop header has no room for it. */}
            <Link
              to={paths.myTasks(workspaceId)}
              className={cn(buttonClasses('secondary'), 'max-md:hidden')}
            >
              <UserRoundCheck aria-hidden size={16} />
              {taskUiMessages.myTasksTitle}
            </Link>
            <TaskViewToggle view={filters.view} onChange={setView} />
          </>
        }
      />
      <TaskMetrics metrics={metrics.data} failed={metrics.isError} />
      <TaskFilterPanel
        filters={filters}
        onChange={setFilter}
        onClear={clearFilters}
        projects={projects ?? []}
        members={workspace?.members ?? []}
      />
      <TaskListSection
        workspaceId={workspaceId}
        filters={filters}
        onColumnChange={setColumn}
        actor={actor}
        members={workspace?.members ?? []}
        projects={projects ?? []}
        now={now}
        emptyDescription={taskUiMessages.emptyWorkspace}
      />
    </div>
  );
}
