import { useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CalendarRange,
  CircleCheckBig,
  DollarSign,
  FileText,
  ListTodo,
  Percent,
  SearchX,
  TrendingUp,
} from 'lucide-react';
import { formatUsd } from '@groundwork/shared/common/money';
import { projectMetricHints } from '@groundwork/shared/dashboard/constants';
import { relativeDueText } from '@groundwork/shared/common/relative-time';
import { can } from '@groundwork/shared/permissions/can';
import { projectDurationDays } from '@groundwork/shared/projects/rules';
import { buttonClasses } from '../../../components/ui/button';
import type { BreadcrumbItem } from '../../../components/ui/breadcrumbs';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { MetricCard } from '../../../components/ui/metric-card';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { Skeleton } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { browserTimeZone, formatLocalDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { useRestoreProject } from '../api/archive-project';
import { useProject } from '../api/get-project';
import { ArchiveProjectDialog, ProjectFormDialog } from '../components/lazy-dialogs';
import { ProjectStatusBadge } from '../../../components/status-badges';
import { HealthMarker, OverdueBadge, ProgressBar } from '../components/project-badges';
import {
  ProjectActionButtons,
  type ProjectPermissions,
} from '../components/project-action-buttons';
import { ProjectTeam } from '../components/project-team';
import { projectUiMessages } from '../project-messages';
import { insightsOf, type ProjectView } from '../project-view';
import { useWorkspaceActor } from '../../../lib/workspace-detail';
import { workspaceTrail } from '../../../lib/workspace-trail';

/** What the app puts in the project page's Activity section, below everything else. */
export type ProjectActivitySectionComponent = ComponentType<{
  workspaceId: string;
  projectId: string;
}>;

/** One project: its details, metrics, team, history and the way to its tasks and files. */
export function ProjectPage({
  activitySection,
}: {
  activitySection?: ProjectActivitySectionComponent;
}) {
  const { workspaceId, projectId } = useRouteParams('workspaceId', 'projectId');
  const { workspace, actor } = useWorkspaceActor(workspaceId);
  const { data: project, error, refetch, isFetching } = useProject(workspaceId, projectId);

  const trail = (projectName: string) => [
    ...workspaceTrail(workspaceId, workspace?.name),
    { label: 'Projects', to: paths.projects(workspaceId) },
    { label: projectName },
  ];

  if (error instanceof ApiError && error.status === 404) {
    return (
      <>
        <PageHeader title="Project" breadcrumbs={trail('Project')} />
        <EmptyState
          icon={SearchX}
          title={projectUiMessages.notFound}
          description="It may have been removed, or you may not be on its team."
          action={
            <Link to={paths.projects(workspaceId)} className={buttonClasses()}>
              Back to Projects
            </Link>
          }
        />
      </>
    );
  }
  if (error && !project) {
    return (
      <>
        <PageHeader title="Project" breadcrumbs={trail('Project')} />
        <ErrorState
          title={projectUiMessages.projectErrorTitle}
          message={error.message}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      </>
    );
  }
  if (!project) return <ProjectPageSkeleton />;

  return (
    <ProjectDetail
      project={project}
      breadcrumbs={trail(project.name)}
      permissions={{
        canEdit: actor !== null && can(actor, 'project:update'),
        canArchive: actor !== null && can(actor, 'project:archive'),
        canRestore: actor !== null && can(actor, 'project:restore'),
      }}
      team={
        actor && workspace ? (
          <ProjectTeam project={project} members={workspace.members} actor={actor} />
        ) : (
          <Skeleton className="h-32 w-full" />
        )
      }
      activitySection={activitySection}
    />
  );
}

function ProjectDetail({
  project,
  breadcrumbs,
  permissions,
  team,
  activitySection: ActivitySection,
}: {
  project: ProjectView;
  breadcrumbs: BreadcrumbItem[];
  permissions: ProjectPermissions;
  team: ReactNode;
  activitySection?: ProjectActivitySectionComponent;
}) {
  const navigate = useNavigate();
  const [isEditOpen, setEditOpen] = useState(false);
  const [isArchiveOpen, setArchiveOpen] = useState(false);
  const restoreProject = useRestoreProject();
  const now = new Date();
  const { status, isOverdue, health, costEfficiency } = insightsOf(project, now);
  const duration = projectDurationDays(project.startDate, project.targetEndDate);

  return (
    <>
      <PageHeader
        title={project.name}
        breadcrumbs={breadcrumbs}
        badge={
          <span className="flex flex-wrap items-center gap-2">
            <ProjectStatusBadge status={status} />
            {isOverdue && <OverdueBadge />}
            <HealthMarker health={health} />
          </span>
        }
        description={project.type && <p>{project.type}</p>}
        // On a phone the numbers come first, above the fold, before the buttons and the details.
        summary={
          <ul
            aria-label="Project metrics"
            className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-5"
          >
            <li className="col-span-2 lg:col-span-1">
              <Card className="h-full p-4 max-md:p-3">
                <p className="mb-3 max-md:mb-2 flex items-center justify-between text-[13px] font-medium text-muted">
                  Progress
                  <TrendingUp aria-hidden size={16} className="text-faint" />
                </p>
                <ProgressBar progress={project.progress} label="Task progress" />
              </Card>
            </li>
            <li>
              <MetricCard
                className="h-full max-md:p-3"
                title="Tasks"
                icon={CircleCheckBig}
                value={project.taskCount}
                subtitle={`${project.completedTaskCount} completed`}
              />
            </li>
            <li>
              <MetricCard
                className="h-full max-md:p-3"
                title="Total Investment"
                icon={DollarSign}
                value={formatUsd(project.totalInvestment)}
                subtitle={
                  project.estimatedCost === null
                    ? 'No estimate'
                    : `Estimated cost ${formatUsd(project.estimatedCost)}`
                }
                hint={projectMetricHints.totalInvestment}
              />
            </li>
            <li>
              <MetricCard
                className="h-full max-md:p-3"
                title="Cost Efficiency"
                icon={Percent}
                value={costEfficiency === null ? '—' : `${costEfficiency}%`}
                subtitle={
                  costEfficiency === null ? 'Needs an estimate' : 'Of the estimate left unspent'
                }
              />
            </li>
            <li>
              <Card className="h-full p-4 max-md:p-3">
                <p className="mb-2 flex items-center justify-between text-[13px] font-medium text-muted">
                  Dates
                  <CalendarRange aria-hidden size={16} className="text-faint" />
                </p>
                <dl className="grid gap-x-3 text-[13px] sm:grid-cols-[auto_1fr] sm:gap-y-1">
                  <dt className="text-muted">Start</dt>
                  <dd className="text-ink">
                    {project.startDate ? formatLocalDate(project.startDate) : '—'}
                  </dd>
                  <dt className="text-muted max-sm:mt-1">Target end</dt>
                  <dd className="text-ink">
                    {project.targetEndDate ? (
                      <DueDate
                        targetEndDate={project.targetEndDate}
                        now={now}
                        isOverdue={isOverdue}
                      />
                    ) : (
                      '—'
                    )}
                  </dd>
                </dl>
              </Card>
            </li>
          </ul>
        }
        actions={
          <>
            <Link
              to={paths.projectTasks(project.workspaceId, project.id)}
              className={buttonClasses()}
            >
              <ListTodo aria-hidden size={16} />
              View Tasks
            </Link>
            <Link
              to={paths.workspaceFiles(project.workspaceId)}
              className={buttonClasses('secondary')}
            >
              <FileText aria-hidden size={16} />
              View Files
            </Link>
            <ProjectActionButtons
              project={project}
              isArchived={status === 'archived'}
              permissions={permissions}
              onEdit={() => setEditOpen(true)}
              onRestore={() => restoreProject.mutate(project)}
              isRestoring={restoreProject.isPending}
              onArchive={() => setArchiveOpen(true)}
            />
          </>
        }
      />
      <div className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card role="region" aria-labelledby="project-details-heading" className="p-4">
            <h2 id="project-details-heading" className="font-semibold text-ink">
              Details
            </h2>
            <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
              <Detail label="Description">
                <span className="break-words whitespace-pre-line">
                  {project.description ?? <span className="text-faint italic">None</span>}
                </span>
              </Detail>
              <Detail label="Type">{project.type ?? '—'}</Detail>
              <Detail label="Start Date">
                {project.startDate ? formatLocalDate(project.startDate) : '—'}
              </Detail>
              <Detail label="Target End Date">
                {project.targetEndDate ? (
                  <DueDate targetEndDate={project.targetEndDate} now={now} isOverdue={isOverdue} />
                ) : (
                  '—'
                )}
              </Detail>
              <Detail label="Duration">
                {duration === null ? '—' : `${duration} ${duration === 1 ? 'day' : 'days'}`}
              </Detail>
              <Detail label="Estimated Cost">
                {project.estimatedCost === null ? '—' : formatUsd(project.estimatedCost)}
              </Detail>
              <Detail label="Created">{formatLocalDate(project.createdAt)}</Detail>
              <Detail label="Last Updated">{formatLocalDate(project.updatedAt)}</Detail>
            </dl>
          </Card>
          {team}
        </div>
        {ActivitySection && (
          <ActivitySection workspaceId={project.workspaceId} projectId={project.id} />
        )}
      </div>
      <ProjectFormDialog
        open={isEditOpen}
        onOpenChange={setEditOpen}
        workspaceId={project.workspaceId}
        project={project}
      />
      <ArchiveProjectDialog
        project={isArchiveOpen ? project : null}
        onOpenChange={setArchiveOpen}
        onArchived={() => void navigate(paths.projects(project.workspaceId))}
      />
    </>
  );
}

/** The date, and the due phrase of 000 §9 beside it unless that phrase is the date itself. */
function DueDate({
  targetEndDate,
  now,
  isOverdue,
}: {
  targetEndDate: string;
  now: Date;
  isOverdue: boolean;
}) {
  const date = formatLocalDate(targetEndDate);
  const phrase = relativeDueText(targetEndDate, now, { timeZone: browserTimeZone() });
  return (
    <>
      {date}
      {phrase !== date && (
        <span className={isOverdue ? 'text-danger' : 'text-muted'}> ({phrase})</span>
      )}
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </>
  );
}

function ProjectPageSkeleton() {
  return (
    <PageSkeleton status="Loading project..." headerLines={['h-4 w-48', 'h-8 w-64 max-w-full']}>
      <div aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
      <Skeleton className="mt-6 h-48 w-full" />
    </PageSkeleton>
  );
}
