import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  CalendarClock,
  DollarSign,
  FolderKanban,
  History,
  Pencil,
  Trash2,
  UserRound,
} from 'lucide-react';
import { formatUsd } from '@groundwork/shared/common/money';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { TaskStatus } from '@groundwork/shared/tasks/constants';
import { taskFilterLabels } from '@groundwork/shared/tasks/constants';
import { LabelChips } from '../../../components/label-chip';
import { Card } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { formatLocalDate } from '../../../lib/format';
import { isTemporaryId } from '../../../lib/queued-writes/queued-write';
import { paths } from '../../../lib/paths';
import { TaskPriorityBadge, TaskStatusBadge } from '../../../components/status-badges';
import { ChecklistBadge, DueBadge, WaitingBadge } from './task-badges';
import { TaskStatusControl } from './task-status-control';
import { PersonName } from '../../../components/person-name';
import { dueStateOf } from './task-view';

export interface TaskCardActions {
  /** Edit and Delete are for project managers and above. */
  canManage: boolean;
  /** Every member who sees the project may change the status. */
  canChangeStatus: boolean;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onStatusChange: (task: Task, status: TaskStatus) => void;
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-ink max-md:size-11';

export interface TaskCardProps {
  task: Task;
  now: Date;
  actions: TaskCardActions;
  showProject?: boolean;
  /** The board's grip, placed before the title. */
  dragHandle?: ReactNode;
  /** A change to the task waits for a connection. */
  isWaiting?: boolean;
  className?: string;
}

/** What every card of one grid or board shares. */
export interface TaskCardSettings {
  now: Date;
  /** What the person may do with each card, and what happens when they do. */
  actionsFor: (task: Task) => TaskCardActions;
  showProject: boolean;
  /** The tasks with a change waiting to be sent. */
  waitingIds: ReadonlySet<string>;
}

/** One task's card props, from what the cards of its list share. */
export function taskCardProps(task: Task, settings: TaskCardSettings): TaskCardProps {
  return {
    task,
    now: settings.now,
    actions: settings.actionsFor(task),
    showProject: settings.showProject,
    isWaiting: settings.waitingIds.has(task.id),
  };
}

/** One task with every element of 000 §2 Task card; red when overdue, yellow when due soon. */
export function TaskCard({
  task,
  now,
  actions,
  showProject = true,
  dragHandle,
  isWaiting = false,
  className,
}: TaskCardProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { overdue, dueSoon, dueText } = dueStateOf(task, now);
  // A task made offline has no page until the server has it.
  const taskLink = isTemporaryId(task.id)
    ? null
    : paths.task(task.workspaceId, task.projectId, task.id);

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      // A click anywhere but on a control opens the task; keyboards use the title's link.
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (!taskLink || target.closest('a, button, select, input, textarea, label')) return;
        void navigate(taskLink);
      }}
      className={cn(
        '@container flex h-full flex-col gap-3 p-4 transition-colors hover:border-line-strong',
        taskLink && 'cursor-pointer',
        overdue && 'border-red-300 bg-red-50/60',
        dueSoon && 'border-yellow-300 bg-yellow-50/60',
        className,
      )}
    >
      {/* On a narrow card (a phone, a board column) the title keeps the card's width, wrapping
          between words only, and the priority and the icon buttons take a row under it. */}
      <div className="flex items-start gap-2 @max-[20rem]:flex-wrap">
        {dragHandle}
        <h3
          id={titleId}
          data-task-title
          className="min-w-0 flex-1 font-semibold break-words text-ink"
        >
          {taskLink ? <TextLink to={taskLink}>{task.title}</TextLink> : task.title}
        </h3>
        <div className="flex shrink-0 items-start gap-2 @max-[20rem]:w-full @max-[20rem]:items-center @max-[20rem]:justify-between">
          <TaskPriorityBadge priority={task.priority} />
          {actions.canManage && (
            <div className="-my-1 -mr-2 flex shrink-0">
              <button
                type="button"
                aria-label="Edit task"
                title="Edit task"
                className={iconButton}
                onClick={() => actions.onEdit(task)}
              >
                <Pencil aria-hidden size={16} />
              </button>
              <button
                type="button"
                aria-label="Delete task"
                title="Delete task"
                className={cn(iconButton, 'hover:bg-danger-soft hover:text-danger')}
                onClick={() => actions.onDelete(task)}
              >
                <Trash2 aria-hidden size={16} />
              </button>
            </div>
          )}
        </div>
      </div>

      <p className="line-clamp-2 break-words text-muted">
        {task.description ?? <span className="text-faint italic">No description</span>}
      </p>

      <LabelChips labels={task.labels} />

      <div className="flex flex-wrap items-center gap-2">
        {actions.canChangeStatus ? (
          <TaskStatusControl
            status={task.status}
            onChange={(status) => actions.onStatusChange(task, status)}
          />
        ) : (
          <TaskStatusBadge status={task.status} />
        )}
        <DueBadge overdue={overdue} dueSoon={dueSoon} />
        <ChecklistBadge progress={task.checklist} />
        {isWaiting && <WaitingBadge />}
      </div>

      <dl className="mt-auto grid gap-1 text-[13px] text-muted">
        {dueText && (
          <Detail icon={<CalendarClock aria-hidden size={14} />} label="Due">
            <span
              className={cn(
                overdue && 'font-medium text-danger',
                dueSoon && 'font-medium text-yellow-800',
              )}
            >
              {dueText}
            </span>
          </Detail>
        )}
        {task.amount !== null && (
          <Detail icon={<DollarSign aria-hidden size={14} />} label="Amount">
            <span className="font-medium text-ink tabular-nums">{formatUsd(task.amount)}</span>
            {task.transactionType && <span> · {task.transactionType}</span>}
          </Detail>
        )}
        <Detail icon={<UserRound aria-hidden size={14} />} label="Assignee">
          {task.assignee ? <PersonName person={task.assignee} /> : taskFilterLabels.unassigned}
        </Detail>
        {showProject && (
          <Detail icon={<FolderKanban aria-hidden size={14} />} label="Project">
            <TextLink to={paths.projectTasks(task.workspaceId, task.projectId)}>
              {task.projectName}
            </TextLink>
          </Detail>
        )}
        {/* A bare date beside a calendar reads as the due date: this one says what it is. */}
        <Detail icon={<History aria-hidden size={14} />} label="Created" isLabelShown>
          {formatLocalDate(task.createdAt)}
        </Detail>
      </dl>
    </Card>
  );
}

function Detail({
  icon,
  label,
  isLabelShown = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  /** Shown beside the value, for a value that does not say what it is; otherwise read only. */
  isLabelShown?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      {icon}
      <dt className={isLabelShown ? 'shrink-0' : 'sr-only'}>{label}</dt>
      <dd className="min-w-0 truncate">{children}</dd>
    </div>
  );
}
