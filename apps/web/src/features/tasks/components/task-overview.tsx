import type { ReactNode } from 'react';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { BreadcrumbItem } from '../../../components/ui/breadcrumbs';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { useWorkspaceDetail } from '../../../lib/workspace-detail';
import { useWorkspaceLabels } from '../../../lib/workspace-labels';
import { workspaceTrail } from '../../../lib/workspace-trail';
import { useWorkspaceProjects } from '../api/get-context';
import { useTaskMetrics } from '../api/get-task-metrics';
import { useTaskFilters } from '../use-task-filters';
import { TaskFilterPanel } from './task-filter-panel';
import { TaskListSection, type TaskListSectionProps } from './task-list-section';
import { TaskMetrics } from './task-metrics';
import { TaskViewToggle } from './task-view-toggle';

export interface TaskOverviewProps extends Pick<
  TaskListSectionProps,
  'workspaceId' | 'projectId' | 'onlyMine' | 'emptyDescription' | 'emptyAction'
> {
  /** Given on a project's page (which has no Project filter); otherwise the workspace's. */
  projects?: Project[];
  title: string;
  /** The breadcrumbs after the workspace's own. */
  trail: BreadcrumbItem[];
  /** The line under the title; one made from the workspace's name waits for the workspace. */
  description?: string | ((workspaceName: string) => string);
  /** A header action drawn before the Grid/Board toggle. */
  leadingAction?: ReactNode;
  /** The page's main button, drawn after the toggle. */
  primaryAction?: ReactNode;
  /** Built but not shown while the page waits for what its header needs. */
  hidden?: boolean;
  /** What the page opens over itself, e.g. its form dialog. */
  children?: ReactNode;
}

/**
 * A page of tasks (000 §2 Tasks page): the header with the Grid/Board toggle, the metric tiles,
 * the filters, and the tasks as a grid or a board. The filters and the view live in the URL.
 */
export function TaskOverview({
  projects: givenProjects,
  title,
  trail,
  description,
  leadingAction,
  primaryAction,
  hidden,
  children,
  ...listProps
}: TaskOverviewProps) {
  const { workspaceId, projectId, onlyMine } = listProps;
  const { data: workspace } = useWorkspaceDetail(workspaceId);
  const workspaceProjects = useWorkspaceProjects(workspaceId, givenProjects === undefined);
  const projects = givenProjects ?? workspaceProjects.data ?? [];
  const members = workspace?.members ?? [];
  const labels = useWorkspaceLabels(workspaceId).data;
  const { filters, setFilter, clearFilters, setView, setColumn } = useTaskFilters();
  // On My Tasks the assignee is the reader, whatever a link's assignee says.
  const shownFilters = onlyMine ? { ...filters, assignee: undefined } : filters;
  const currentUserId = useCurrentUser().data?.id;
  // The tiles count every task of the page, whatever the filters show.
  const metrics = useTaskMetrics(
    workspaceId,
    projectId,
    onlyMine ? { assignedTo: currentUserId } : undefined,
  );

  return (
    <div className="space-y-5" hidden={hidden}>
      <PageHeader
        title={title}
        breadcrumbs={[...workspaceTrail(workspaceId, workspace?.name), ...trail]}
        description={
          typeof description === 'function' ? workspace && description(workspace.name) : description
        }
        actions={
          <>
            {leadingAction}
            <TaskViewToggle view={filters.view} onChange={setView} />
            {primaryAction}
          </>
        }
      />
      <TaskMetrics metrics={metrics.data} failed={metrics.isError} />
      <TaskFilterPanel
        filters={shownFilters}
        onChange={setFilter}
        onClear={clearFilters}
        projects={projectId === undefined ? projects : undefined}
        members={onlyMine ? undefined : members}
        labels={labels}
      />
      <TaskListSection
        {...listProps}
        filters={shownFilters}
        onColumnChange={setColumn}
        projects={projects}
      />
      {children}
    </div>
  );
}
