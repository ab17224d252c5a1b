import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarRange } from 'lucide-react';
import { can, type PermissionActor } from '@groundwork/shared/permissions/can';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { projectHealthLooks } from '../../lib/project-health-looks';
import { cn } from '../../lib/cn';
import { useNow } from '../../lib/use-now';
import { useViewportWidth } from '../../lib/viewport-width';
import {
  useTimelineProjects,
  useTimelineTasks,
  writeSavedProject,
  writeSavedTask,
} from './api/timeline-queries';
import { TimelineChart } from './components/timeline-chart';
import type { CommitDate } from './components/timeline-rows';
import { TimelineSkeleton } from './components/timeline-skeleton';
import { TimelineWeekList } from './components/timeline-week-list';
import { statusFill } from './timeline-colors';
import {
  DEFAULT_ZOOM,
  buildTimelineRows,
  hasAnyDates,
  timelineRange,
  zoomLevels,
  type TimelineZoom,
} from './timeline-model';

/**
 * The save calls the timeline makes, the projects and tasks features' own mutation hooks (with
 * their toasts and refreshes), plugged in by the app since features do not import each other.
 */
export interface TimelineMutations {
  useUpdateProject: () => {
    mutateAsync: (variables: {
      workspaceId: string;
      projectId: string;
      input: { targetEndDate: string };
    }) => Promise<Project>;
  };
  useUpdateTask: (workspaceId: string) => {
    mutateAsync: (variables: { taskId: string; input: { dueDate: string } }) => Promise<Task>;
  };
}

export interface TimelineTabProps {
  workspaceId: string;
  actor: PermissionActor;
  mutations: TimelineMutations;
}

/** Below this width the timeline is a list by week. */
export const NARROW_BELOW_PX = 640;

const isNarrowWidth = (width: number) => width < NARROW_BELOW_PX;

function useIsNarrow(): boolean {
  return useViewportWidth(isNarrowWidth, false);
}

/**
 * The workspace's Timeline tab: each project as a bar from its start to its target end, coloured
 * by health, its dated tasks as marks coloured by status, today as a line. Managers move ends and
 * due dates by dragging or with the keyboard; on a phone it is a list by week.
 */
export function TimelineTab({ workspaceId, actor, mutations }: TimelineTabProps) {
  const projects = useTimelineProjects(workspaceId);
  const tasks = useTimelineTasks(workspaceId);
  const now = useNow();
  const isNarrow = useIsNarrow();
  const [zoom, setZoom] = useState<TimelineZoom>(DEFAULT_ZOOM);
  const commit = useDateSaving(workspaceId, mutations);

  const rows = useMemo(
    () => (projects.data && tasks.data ? buildTimelineRows(projects.data, tasks.data, now) : null),
    [projects.data, tasks.data, now],
  );
  const range = useMemo(() => (rows ? timelineRange(rows, now, zoom) : null), [rows, now, zoom]);

  const failed = projects.error ?? tasks.error;
  if (failed && !rows) {
    return (
      <ErrorState
        title="Error Loading Timeline"
        message={failed.message}
        isRetrying={projects.isFetching || tasks.isFetching}
        onRetry={() => {
          if (projects.error) void projects.refetch();
          if (tasks.error) void tasks.refetch();
        }}
      />
    );
  }
  if (!rows || !range || !projects.data) return <TimelineSkeleton />;
  if (!hasAnyDates(projects.data, rows)) {
    return (
      <EmptyState
        icon={CalendarRange}
        title="No projects with dates yet"
        description="Give a project a start or target end date, or a task a due date, to see it here."
      />
    );
  }
  if (isNarrow) return <TimelineWeekList rows={rows} now={now} />;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ZoomControl value={zoom} onChange={setZoom} />
        <Legend />
      </div>
      <TimelineChart
        rows={rows}
        range={range}
        zoom={zoom}
        now={now}
        canEditProjects={can(actor, 'project:update')}
        canEditTasks={can(actor, 'task:update')}
        pending={commit.pending}
        onCommit={commit.save}
      />
    </div>
  );
}

/**
 * Saves a moved date through the features' mutation hooks. The mark stays where it was put while
 * the request runs; a refusal (toasted by the hook with the server's message) puts it back.
 */
function useDateSaving(workspaceId: string, mutations: TimelineMutations) {
  const queryClient = useQueryClient();
  const updateProject = mutations.useUpdateProject();
  const updateTask = mutations.useUpdateTask(workspaceId);
  const [pending, setPending] = useState<ReadonlyMap<string, Date>>(() => new Map());
  // mutateAsync keeps its identity, so the rows keep one save function and moving a mark never
  // redraws the others.
  const saveProjectEnd = updateProject.mutateAsync;
  const saveTaskDue = updateTask.mutateAsync;

  const save = useCallback<CommitDate>(
    (target, date) => {
      setPending((current) => new Map(current).set(target.id, date));
      const iso = date.toISOString();
      const request: Promise<unknown> =
        target.kind === 'project'
          ? saveProjectEnd({
              workspaceId,
              projectId: target.id,
              input: { targetEndDate: iso },
            }).then((saved) => writeSavedProject(queryClient, workspaceId, saved))
          : saveTaskDue({ taskId: target.id, input: { dueDate: iso } }).then((saved) =>
              writeSavedTask(queryClient, workspaceId, saved),
            );
      const settle = () =>
        setPending((current) => {
          if (current.get(target.id) !== date) return current;
          const next = new Map(current);
          next.delete(target.id);
          return next;
        });
      request.then(settle, settle);
    },
    [queryClient, workspaceId, saveProjectEnd, saveTaskDue],
  );
  return { pending, save };
}

function ZoomControl({
  value,
  onChange,
}: {
  value: TimelineZoom;
  onChange: (zoom: TimelineZoom) => void;
}) {
  return (
    <div className="inline-flex items-center gap-2 text-[13px] text-muted">
      <span aria-hidden>Zoom</span>
      <SegmentedControl
        label="Zoom"
        options={zoomLevels}
        value={value}
        onChange={onChange}
        look="solid"
      />
    </div>
  );
}

function Legend() {
  return (
    <ul
      aria-label="Legend"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted"
    >
      {(['healthy', 'warning', 'critical'] as const).map((health) => (
        <li key={health} className="inline-flex items-center gap-1.5">
          <span aria-hidden className={cn('h-2 w-4 rounded-sm', projectHealthLooks[health].fill)} />
          {projectHealthLooks[health].label}
        </li>
      ))}
      {(
        [
          ['to_do', 'To Do'],
          ['in_progress', 'In Progress'],
          ['complete', 'Complete'],
        ] as const
      ).map(([status, label]) => (
        <li key={status} className="inline-flex items-center gap-1.5">
          <span aria-hidden className={cn('size-2 rotate-45 rounded-[1px]', statusFill[status])} />
          {label}
        </li>
      ))}
      <li className="inline-flex items-center gap-1.5">
        <span aria-hidden className="h-3 w-0.5 bg-red-600" />
        Today
      </li>
    </ul>
  );
}
