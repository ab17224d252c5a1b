import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarClock, CalendarDays } from 'lucide-react';
import { PROJECT_CARD_ASSIGNEES_SHOWN } from '@groundwork/shared/common/constants';
import { formatUsd } from '@groundwork/shared/common/money';
import { relativeDueText } from '@groundwork/shared/common/relative-time';
import { roleLabels } from '@groundwork/shared/permissions/roles';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { browserTimeZone, formatLocalDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { PersonName } from '../../../components/person-name';
import { insightsOf, type ProjectView } from '../project-view';
import { ProjectActionButtons, type ProjectPermissions } from './project-action-buttons';
import { ProjectStatusBadge } from '../../../components/status-badges';
import { HealthMarker, OverdueBadge, ProgressBar } from './project-badges';

export interface ProjectCardActions extends ProjectPermissions {
  onEdit: (project: ProjectView) => void;
  onArchive: (project: ProjectView) => void;
  onRestore: (project: ProjectView) => void;
  /** The project being restored, whose button says so. */
  restoringId?: string | null;
}

/** One project with every element of 000 §2 Project card. */
export function ProjectCard({
  project,
  now,
  actions,
}: {
  project: ProjectView;
  now: Date;
  actions: ProjectCardActions;
}) {
  const titleId = useId();
  const { status, isOverdue, health } = insightsOf(project, now);
  const shownAssignees = project.assignments.slice(0, PROJECT_CARD_ASSIGNEES_SHOWN);
  const hiddenAssignees = project.assignments.length - shownAssignees.length;

  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words text-ink">
            <TextLink to={paths.project(project.workspaceId, project.id)}>{project.name}</TextLink>
          </h3>
          {project.type && <p className="text-[13px] text-muted">{project.type}</p>}
        </div>
        <HealthMarker health={health} />
      </div>

      <div className="flex flex-wrap gap-1.5">
        <ProjectStatusBadge status={status} />
        {isOverdue && <OverdueBadge />}
      </div>

      <p className="line-clamp-2 break-words text-muted">
        {project.description ?? <span className="text-faint italic">No description</span>}
      </p>

      <ProgressBar progress={project.progress} />

      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-[13px] sm:grid-cols-4">
        <Stat label="Tasks" value={project.taskCount} />
        <Stat label="Completed" value={project.completedTaskCount} />
        <Stat label="Assigned" value={project.assignments.length} />
        <Stat label="Investment" value={formatUsd(project.totalInvestment)} />
      </dl>

      {shownAssignees.length > 0 && (
        <ul aria-label="Assignees" className="flex flex-wrap gap-1.5 text-xs">
          {shownAssignees.map((assignment) => (
            <li
              key={assignment.userId}
              className="rounded-full bg-subtle px-2 py-0.5 text-ink-soft"
            >
              <PersonName person={assignment.user} />{' '}
              <span className="text-muted">· {roleLabels[assignment.role]}</span>
            </li>
          ))}
          {hiddenAssignees > 0 && (
            <li className="rounded-full px-1 py-0.5 text-muted">+{hiddenAssignees} more</li>
          )}
        </ul>
      )}

      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-muted">
        {project.startDate && (
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden size={14} />
            Start {formatLocalDate(project.startDate)}
          </span>
        )}
        {project.targetEndDate && (
          <span
            className={
              isOverdue
                ? 'inline-flex items-center gap-1 font-medium text-danger'
                : 'inline-flex items-center gap-1'
            }
          >
            <CalendarClock aria-hidden size={14} />
            {dueLabel(project.targetEndDate, now)}
          </span>
        )}
      </div>

      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        <Link
          to={paths.projectTasks(project.workspaceId, project.id)}
          className={buttonClasses('primary', 'sm')}
          aria-label={`View ${project.name}`}
        >
          View
          <ArrowRight aria-hidden size={14} />
        </Link>
        <ProjectActionButtons
          project={project}
          isArchived={status === 'archived'}
          permissions={actions}
          onEdit={() => actions.onEdit(project)}
          onRestore={() => actions.onRestore(project)}
          isRestoring={actions.restoringId === project.id}
          onArchive={() => actions.onArchive(project)}
          inCard
        />
      </div>
    </Card>
  );
}

/** The due phrase of 000 §9; beyond a week it is a bare date, which then says what it is. */
function dueLabel(targetEndDate: string, now: Date): string {
  const phrase = relativeDueText(targetEndDate, now, { timeZone: browserTimeZone() });
  return phrase === formatLocalDate(targetEndDate) ? `Due ${phrase}` : phrase;
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex items-baseline justify-between gap-2 sm:block">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink tabular-nums">{value}</dd>
    </div>
  );
}
