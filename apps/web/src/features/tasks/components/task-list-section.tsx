import { lazy, memo, Suspense, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { ListChecks } from 'lucide-react';
import { can } from '@groundwork/shared/permissions/can';
import type { ProjectAccess } from '@groundwork/shared/permissions/resources';
import type { Task } from '@groundwork/shared/tasks/schemas';
import type { TaskStatus } from '@groundwork/shared/tasks/constants';
import { useCurrentUser } from '../../../lib/current-user';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/spinner';
import { PagedVirtualGrid } from '../../../components/ui/paged-virtual-grid';
import { isTemporaryId } from '../../../lib/queued-writes/queued-write';
import { useWaitingSubjects } from '../../../lib/queued-writes/use-waiting-writes';
import { useNow } from '../../../lib/use-now';
import { useWorkspaceActor } from '../../../lib/workspace-detail';
import { useTaskPages } from '../api/get-tasks';
import { useChangeTaskStatus } from '../api/mutate-task';
import { taskListLabels, taskUiMessages } from '../task-messages';
import {
  ASSIGNEE_ME,
  hasActiveFilters,
  listFiltersOf,
  type TaskFilterState,
} from '../use-task-filters';
import { DeleteTaskDialog } from './delete-task-dialog';
import { TaskCard, taskCardProps, type TaskCardActions, type TaskCardSettings } from './task-card';
import { LazyTaskFormDialog } from './lazy-task-form-dialog';
import { TASK_CARD_HEIGHT_PX } from './task-view';

// The board, and @dnd-kit with it, loads only when someone opens the board.
const TaskBoard = lazy(() => import('./task-board'));

// The list draws only the cards near the window: cards already drawn are not drawn again as it
// scrolls, as their task, time and actions are the same objects.
const ListedTaskCard = memo(TaskCard);

export interface TaskListSectionProps {
  workspaceId: string;
  /** Set on a project's page; otherwise the filters' project, if any. */
  projectId?: string;
  filters: TaskFilterState;
  /** Only the tasks assigned to the signed-in person (My Tasks), whatever the filters say. */
  onlyMine?: boolean;
  /** A phone's board shows one column at a time: the person chose another. */
  onColumnChange?: (column: TaskStatus) => void;
  /** The projects the tasks belong to, for deciding who may change a status. */
  projects: Array<ProjectAccess & { id: string }>;
  emptyDescription: string;
  /** The next step on an empty list, e.g. a Create Task button. */
  emptyAction?: ReactNode;
}

/**
 * The filtered tasks as a grid or a board, in their four states, with edit and delete. The grid
 * comes a page at a time, the next as its end nears the window (or with Load more); so does each
 * of the board's columns, which asks for its own pages.
 */
export function TaskListSection({
  workspaceId,
  projectId,
  filters,
  onlyMine = false,
  onColumnChange,
  projects,
  emptyDescription,
  emptyAction,
}: TaskListSectionProps) {
  const currentUserId = useCurrentUser().data?.id;
  const { workspace, actor } = useWorkspaceActor(workspaceId);
  const now = useNow();
  const listFilters = listFiltersOf(
    workspaceId,
    projectId,
    onlyMine ? { ...filters, assignee: ASSIGNEE_ME } : filters,
    currentUserId,
  );
  const isBoard = filters.view === 'board';
  const tasksQuery = useTaskPages(listFilters, !isBoard);
  const changeStatus = useChangeTaskStatus(workspaceId);
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  const canManage = actor !== null && can(actor, 'task:update');
  const canChangeStatusOf = (task: Task) => {
    if (!actor) return false;
    const project = projects.find((candidate) => candidate.id === task.projectId);
    // A listed task's project is one the caller sees; the server has the last word.
    return project ? can(actor, 'task:update-status', project) : true;
  };

  const waiting = useWaitingSubjects();
  const onStatusChange = useCallback(
    (changed: Task, status: TaskStatus) => void changeStatus(changed, status),
    [changeStatus],
  );
  // Two sets of actions, one per answer to "may change the status", shared by every card.
  const actionsByStatusAccess = useMemo(() => {
    const actions = (canChangeStatus: boolean): TaskCardActions => ({
      canManage,
      canChangeStatus,
      onEdit: setEditing,
      onDelete: setDeleting,
      onStatusChange,
    });
    return {
      mayChange: actions(true),
      mayNotChange: actions(false),
      // A task made offline has no id the server knows yet: nothing can be done to it until then.
      notYetSaved: { ...actions(false), canManage: false },
    };
  }, [canManage, onStatusChange]);
  const actionsFor = (task: Task): TaskCardActions => {
    if (isTemporaryId(task.id)) return actionsByStatusAccess.notYetSaved;
    return canChangeStatusOf(task)
      ? actionsByStatusAccess.mayChange
      : actionsByStatusAccess.mayNotChange;
  };
  const cards: TaskCardSettings = {
    now,
    actionsFor,
    showProject: projectId === undefined,
    waitingIds: waiting,
  };
  const headingId = useId();

  let content: ReactNode;
  if (isBoard) {
    content = (
      <Suspense fallback={<TaskListSkeleton />}>
        <TaskBoard
          filters={listFilters}
          cards={cards}
          column={filters.column}
          onColumnChange={onColumnChange}
        />
      </Suspense>
    );
  } else if (tasksQuery.isPending) {
    content = <TaskListSkeleton />;
    // A next page that failed leaves the pages before it on screen, with the reason at their end.
  } else if (!tasksQuery.data || (tasksQuery.isError && !tasksQuery.isFetchNextPageError)) {
    content = (
      <ErrorState
        title={taskUiMessages.listErrorTitle}
        message={tasksQuery.error?.message ?? taskUiMessages.fetchListFailed}
        onRetry={() => void tasksQuery.refetch()}
        isRetrying={tasksQuery.isFetching}
      />
    );
  } else if (tasksQuery.data.length === 0) {
    const filtered = hasActiveFilters(filters);
    content = (
      <EmptyState
        icon={ListChecks}
        title={taskUiMessages.emptyTitle}
        description={filtered ? taskUiMessages.emptyFiltered : emptyDescription}
        action={filtered ? undefined : emptyAction}
      />
    );
  } else {
    content = (
      <>
        <PagedVirtualGrid
          items={tasksQuery.data}
          itemKey={(task) => task.id}
          estimatedRowHeight={TASK_CARD_HEIGHT_PX}
          renderItem={(task) => <ListedTaskCard {...taskCardProps(task, cards)} />}
          pages={tasksQuery}
          labels={taskListLabels}
          loadMoreClassName="pt-4"
        />
      </>
    );
  }

  return (
    <>
      <section aria-busy={!isBoard && tasksQuery.isFetching} aria-labelledby={headingId}>
        {/* The cards' titles are third-level headings (under a board's columns too): the list
            names the level between them and the page's title. */}
        <h2 id={headingId} className="sr-only">
          Tasks
        </h2>
        {content}
      </section>
      {editing && (
        <LazyTaskFormDialog
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          workspaceId={workspaceId}
          projectId={editing.projectId}
          task={editing}
          members={workspace?.members ?? []}
        />
      )}
      <DeleteTaskDialog
        workspaceId={workspaceId}
        task={deleting}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function TaskListSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-56" />
      ))}
    </div>
  );
}
