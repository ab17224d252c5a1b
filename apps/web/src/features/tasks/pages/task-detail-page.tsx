import { useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, FolderKanban, Paperclip, Pencil, Trash2 } from 'lucide-react';
import { formatUsd } from '@groundwork/shared/common/money';
import { daysUntilDue, pluralize } from '@groundwork/shared/common/relative-time';
import { isId } from '@groundwork/shared/common/guards';
import { can } from '@groundwork/shared/permissions/can';
import type { ProjectAccess } from '@groundwork/shared/permissions/visibility';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { taskFilterLabels } from '@groundwork/shared/tasks/constants';
import { LabelChips } from '../../../components/label-chip';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatLocalDate } from '../../../lib/format';
import { formatPhoneNumber } from '../../../lib/phone-number';
import { useWaitingSubjects } from '../../../lib/queued-writes/use-waiting-writes';
import { paths } from '../../../lib/paths';
import { useRouteParams } from '../../../lib/use-route-params';
import { useWorkspaceActor } from '../../../lib/workspace-detail';
import { workspaceTrail } from '../../../lib/workspace-trail';
import { useProject } from '../api/get-context';
import { useTask } from '../api/get-task';
import { useChangeTaskStatus } from '../api/mutate-task';
import { CommentsSection } from '../components/comments-section';
import { DeleteTaskDialog } from '../components/delete-task-dialog';
import { NotFoundNotice } from '../components/invalid-ids';
import { TaskPriorityBadge, TaskStatusBadge } from '../../../components/status-badges';
import { DueBadge, WaitingBadge } from '../components/task-badges';
import { LazyTaskFormDialog } from '../components/lazy-task-form-dialog';
import { TaskStatusControl } from '../components/task-status-control';
import { dueStateOf } from '../components/task-view';
import { taskLabelMessages, taskUiMessages } from '../task-messages';
import { useNow } from '../../../lib/use-now';

/** What the app puts in the task detail's Files section; the page itself knows no files. */
export type TaskFilesSectionComponent = ComponentType<{
  workspaceId: string;
  projectId: string;
  taskId: string;
}>;

/** What the app puts in the task detail's Checklists section, under its details. */
export type TaskChecklistsSectionComponent = ComponentType<{
  workspaceId: string;
  task: Task;
  /** Undefined when the project could not be loaded. */
  project: ProjectAccess | undefined;
}>;

/** What the app puts in the task detail's Activity section, below everything else. */
export type TaskActivitySectionComponent = ComponentType<{ workspaceId: string; taskId: string }>;

/**
 * One task with every field of 000 §2 Task detail, its actions, checklists, comments, files and
 * history.
 */
export function TaskDetailPage({
  checklistsSection,
  filesSection,
  activitySection,
}: {
  checklistsSection?: TaskChecklistsSectionComponent;
  filesSection?: TaskFilesSectionComponent;
  activitySection?: TaskActivitySectionComponent;
}) {
  const { workspaceId, projectId, taskId } = useRouteParams('workspaceId', 'projectId', 'taskId');
  const validIds = [workspaceId, projectId, taskId].every(isId);
  const taskQuery = useTask(workspaceId, taskId, validIds);
  const backToTasks = paths.projectTasks(workspaceId, projectId);

  const isMissing =
    !validIds ||
    (taskQuery.error instanceof ApiError && taskQuery.error.status === 404) ||
    (taskQuery.data !== undefined && taskQuery.data.projectId !== projectId);
  if (isMissing) {
    return (
      <NotFoundNotice
        pageTitle="Task"
        title={taskUiMessages.notFound}
        description={!validIds ? taskUiMessages.missingIds : undefined}
        backLabel="Back to Tasks"
        backTo={backToTasks}
      />
    );
  }
  if (taskQuery.isError) return <QueryErrorState query={taskQuery} title="Error loading task" />;
  if (!taskQuery.data) return <TaskDetailSkeleton />;
  return (
    <TaskDetail
      task={taskQuery.data}
      workspaceId={workspaceId}
      checklistsSection={checklistsSection}
      filesSection={filesSection}
      activitySection={activitySection}
    />
  );
}

function TaskDetailSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" data-skeleton="task">
      <Skeleton className="h-4 w-64" />
      <Skeleton className="h-8 w-80" />
      <Skeleton className="h-64" />
      <Skeleton className="h-40" />
    </div>
  );
}

/** 'N days remaining', 'Due today' or 'N days overdue', for a task not yet complete. */
function daysPhrase(task: Task, now: Date): string | null {
  if (!task.dueDate || task.status === 'complete') return null;
  const days = daysUntilDue(task.dueDate, now);
  if (days === 0) return 'Due today';
  return days > 0 ? `${pluralize(days, 'day')} remaining` : `${pluralize(-days, 'day')} overdue`;
}

function TaskDetail({
  task,
  workspaceId,
  checklistsSection: ChecklistsSection,
  filesSection: FilesSection,
  activitySection: ActivitySection,
}: {
  task: Task;
  workspaceId: string;
  checklistsSection?: TaskChecklistsSectionComponent;
  filesSection?: TaskFilesSectionComponent;
  activitySection?: TaskActivitySectionComponent;
}) {
  const navigate = useNavigate();
  const now = useNow();
  const { workspace, actor, workspaceQuery } = useWorkspaceActor(workspaceId);
  const projectQuery = useProject(workspaceId, task.projectId);
  const project = projectQuery.data;
  const changeStatus = useChangeTaskStatus(workspaceId);
  const isWaiting = useWaitingSubjects().has(task.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The trail, the Edit and Delete buttons and the status control come from the workspace and the
  // project: drawn before them, the page would move under the reader as they arrive.
  if (workspaceQuery.isPending || projectQuery.isPending) return <TaskDetailSkeleton />;
  const { overdue, dueSoon } = dueStateOf(task, now);
  const canEdit = actor !== null && can(actor, 'task:update');
  const canDelete = actor !== null && can(actor, 'task:delete');
  const canChangeStatus =
    actor !== null && (project ? can(actor, 'task:update-status', project) : true);
  const backToTasks = paths.projectTasks(workspaceId, task.projectId);
  const days = daysPhrase(task, now);

  return (
    <div className="space-y-5">
      <PageHeader
        title={task.title}
        breadcrumbs={[
          ...workspaceTrail(workspaceId, workspace?.name),
          { label: task.projectName, to: backToTasks },
          { label: task.title },
        ]}
        badge={
          <div className="flex flex-wrap items-center gap-1.5">
            <TaskStatusBadge status={task.status} />
            <TaskPriorityBadge priority={task.priority} />
            <DueBadge overdue={overdue} dueSoon={dueSoon} />
            {isWaiting && <WaitingBadge />}
          </div>
        }
        actions={
          <>
            {canEdit && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil aria-hidden size={16} />
                Edit
              </Button>
            )}
            <Link
              to={paths.taskFiles(workspaceId, task.projectId, task.id)}
              className={buttonClasses('secondary')}
            >
              <Paperclip aria-hidden size={16} />
              View Files
            </Link>
            <Link to={backToTasks} className={buttonClasses('secondary')}>
              <ArrowLeft aria-hidden size={16} />
              Back to Tasks
            </Link>
            <Link
              to={paths.project(workspaceId, task.projectId)}
              className={buttonClasses('secondary')}
            >
              <FolderKanban aria-hidden size={16} />
              View Project
            </Link>
            {canDelete && (
              <Button variant="ghost-danger" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden size={16} />
                Delete
              </Button>
            )}
          </>
        }
      />

      <Card className="p-4 md:p-5">
        <h2 className="sr-only">Details</h2>
        <dl className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          <Item label="Status">
            {canChangeStatus ? (
              <TaskStatusControl
                status={task.status}
                label="Change status"
                onChange={(status) => void changeStatus(task, status)}
              />
            ) : (
              <TaskStatusBadge status={task.status} />
            )}
          </Item>
          <Item label="Priority">
            <TaskPriorityBadge priority={task.priority} />
          </Item>
          <Item label={taskLabelMessages.legend} wide>
            {task.labels?.length ? (
              <LabelChips labels={task.labels} />
            ) : (
              <span className="text-muted">{taskLabelMessages.none}</span>
            )}
          </Item>
          <Item label="Description" wide>
            {task.description ? (
              <p className="break-words whitespace-pre-wrap">{task.description}</p>
            ) : (
              <span className="text-faint italic">No description</span>
            )}
          </Item>
          <Item label="Due Date">
            {task.dueDate ? (
              <span className="flex flex-wrap items-center gap-2">
                {formatLocalDate(task.dueDate)}
                {days && (
                  <span
                    className={
                      overdue
                        ? 'font-medium text-danger'
                        : dueSoon
                          ? 'font-medium text-yellow-800'
                          : 'text-muted'
                    }
                  >
                    ({days})
                  </span>
                )}
              </span>
            ) : (
              <span className="text-muted">No due date</span>
            )}
          </Item>
          <Item label="Amount">
            {task.amount !== null ? (
              <span>
                <span className="font-medium tabular-nums">{formatUsd(task.amount)}</span>
                {task.transactionType && (
                  <span className="text-muted"> · {task.transactionType}</span>
                )}
              </span>
            ) : (
              <span className="text-muted">
                No amount{task.transactionType ? ` · ${task.transactionType}` : ''}
              </span>
            )}
          </Item>
          <Item label="Assignee">
            {task.assignee ? (
              <span className="flex flex-col">
                <span>{task.assignee.name?.trim() || taskUiMessages.noName}</span>
                <span className="text-[13px] text-muted">
                  {formatPhoneNumber(task.assignee.phoneNumber)}
                </span>
              </span>
            ) : (
              <span className="text-muted">{taskFilterLabels.unassigned}</span>
            )}
          </Item>
          <Item label="Project">
            <Link to={backToTasks} className="text-accent hover:underline">
              {task.projectName}
            </Link>
          </Item>
          <Item label="Created">{formatLocalDate(task.createdAt)}</Item>
          <Item label="Last Updated">{formatLocalDate(task.updatedAt)}</Item>
        </dl>
      </Card>

      {ChecklistsSection && (
        <ChecklistsSection workspaceId={workspaceId} task={task} project={project} />
      )}
      <CommentsSection
        workspaceId={workspaceId}
        taskId={task.id}
        actor={actor}
        workspace={workspace}
        project={project}
        now={now}
      />
      {FilesSection && (
        <FilesSection workspaceId={workspaceId} projectId={task.projectId} taskId={task.id} />
      )}
      {ActivitySection && <ActivitySection workspaceId={workspaceId} taskId={task.id} />}

      {editing && (
        <LazyTaskFormDialog
          open
          onOpenChange={setEditing}
          workspaceId={workspaceId}
          projectId={task.projectId}
          task={task}
          members={workspace?.members ?? []}
        />
      )}
      <DeleteTaskDialog
        workspaceId={workspaceId}
        task={deleting ? task : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(backToTasks, { replace: true })}
      />
    </div>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'md:col-span-2' : undefined}>
      <dt className="text-[13px] font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}
