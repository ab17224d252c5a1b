import { createContext, use, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Handle, Position, type Node, type NodeHandle, type NodeProps } from '@xyflow/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { FLOW_NODE_SIZES } from '@groundwork/shared/common/constants';
import type { FlowNode, FlowNodeKind } from '@groundwork/shared/flow/rules';
import {
  ProjectStatusBadge,
  TaskPriorityBadge,
  TaskStatusBadge,
} from '../../../components/status-badges';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';

/** What the project and task nodes need beyond their own data: where links go, and collapse. */
export interface FlowNodeActions {
  workspaceId: string;
  toggleProject: (nodeId: string) => void;
}
export const FlowNodeActionsContext = createContext<FlowNodeActions | null>(null);

function useFlowNodeActions(): FlowNodeActions {
  const actions = use(FlowNodeActionsContext);
  if (!actions) throw new Error('Flow nodes are drawn inside FlowNodeActionsContext');
  return actions;
}

type DataOf<K extends FlowNode['kind']> = Extract<FlowNode, { kind: K }>['data'];

type WorkspaceNode = Node<DataOf<'workspace'>, 'workspace'>;
type ProjectNode = Node<
  DataOf<'project'> & { projectId: string; collapsed: boolean; hiddenCount: number },
  'project'
>;
type TaskNode = Node<DataOf<'task'> & { projectId: string | null; taskId: string }, 'task'>;
type NotificationNode = Node<DataOf<'notification'>, 'notification'>;
/** A project's tasks beyond the first page it shows: how many, and a way to all of them. */
type MoreTasksNode = Node<{ projectId: string; projectName: string; count: number }, 'more'>;
export type FlowCanvasNode =
  WorkspaceNode | ProjectNode | TaskNode | NotificationNode | MoreTasksNode;

// Edges attach at fixed handles: `contains` leaves a node's bottom for the next one's top,
// `notifies` leaves a notification's top for the bottom of what it is about.
export const handleIds = { out: 'out', in: 'in', notified: 'notified' } as const;
const handleClass = '!size-2 !border-0 !bg-line-strong';
// The handles' size in pixels (`size-2`); React Flow centres a handle on its node's edge.
const handleSize = 8;

function handleAt(
  kind: FlowNodeKind,
  id: string,
  type: NodeHandle['type'],
  position: Position.Top | Position.Bottom,
): NodeHandle {
  const { width, height } = FLOW_NODE_SIZES[kind];
  return {
    id,
    type,
    position,
    x: (width - handleSize) / 2,
    y: (position === Position.Top ? 0 : height) - handleSize / 2,
    width: handleSize,
    height: handleSize,
  };
}

/**
 * Where each kind of node has its handles, as the views below draw them. Given with the nodes,
 * they let the canvas place edges without measuring a node first, so it draws only the nodes on
 * screen; otherwise React Flow draws every new node once, on screen or not, to measure it.
 */
export const flowNodeHandles: Record<FlowNodeKind, NodeHandle[]> = {
  workspace: [
    handleAt('workspace', handleIds.out, 'source', Position.Bottom),
    handleAt('workspace', handleIds.notified, 'target', Position.Bottom),
  ],
  project: [
    handleAt('project', handleIds.in, 'target', Position.Top),
    handleAt('project', handleIds.out, 'source', Position.Bottom),
    handleAt('project', handleIds.notified, 'target', Position.Bottom),
  ],
  task: [
    handleAt('task', handleIds.in, 'target', Position.Top),
    handleAt('task', handleIds.notified, 'target', Position.Bottom),
  ],
  notification: [handleAt('notification', handleIds.out, 'source', Position.Top)],
};

/** Which way each handle faces, and the side of its node where it sits unless told. */
const handleRoles = {
  in: { type: 'target', position: Position.Top },
  out: { type: 'source', position: Position.Bottom },
  notified: { type: 'target', position: Position.Bottom },
} as const;

function FixedHandle({
  role,
  position = handleRoles[role].position,
}: {
  role: keyof typeof handleRoles;
  position?: Position;
}) {
  return (
    <Handle
      id={handleIds[role]}
      type={handleRoles[role].type}
      position={position}
      isConnectable={false}
      className={handleClass}
    />
  );
}

function NodeCard({
  kind,
  selected,
  accent,
  children,
}: {
  kind: string;
  selected: boolean;
  accent: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex size-full flex-col gap-1 overflow-hidden rounded-lg border border-l-4 bg-surface px-3 py-1.5 text-left shadow-sm',
        accent,
        selected ? 'ring-2 ring-accent' : 'border-line',
      )}
    >
      <p className="text-[11px] font-medium tracking-wide text-muted uppercase">{kind}</p>
      {children}
    </div>
  );
}

/** A node's name on one line, cut short on the canvas, whole in its tooltip. */
function NodeTitle({ text, sizeClass }: { text: string; sizeClass: string }) {
  return (
    <p className={cn('truncate', sizeClass, 'font-semibold text-ink')} title={text}>
      {text}
    </p>
  );
}

const linkClass =
  'nodrag nopan rounded text-[12px] font-medium text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

function WorkspaceNodeView({ data, selected }: NodeProps<WorkspaceNode>) {
  return (
    <NodeCard kind="Workspace" selected={selected} accent="border-l-accent">
      <p className="line-clamp-2 text-[15px] font-semibold break-words text-ink">{data.name}</p>
      <div className="mt-auto flex items-center gap-2">
        <Badge tone="indigo">{data.badge}</Badge>
        {data.memberCount !== null && (
          <span className="text-[12px] text-ink-soft">
            {data.memberCount} {data.memberCount === 1 ? 'member' : 'members'}
          </span>
        )}
      </div>
      <FixedHandle role="out" />
      <FixedHandle role="notified" />
    </NodeCard>
  );
}

function ProjectNodeView({ id, data, selected }: NodeProps<ProjectNode>) {
  const { workspaceId, toggleProject } = useFlowNodeActions();
  return (
    <NodeCard kind="Project" selected={selected} accent="border-l-violet-500">
      <FixedHandle role="in" />
      <NodeTitle text={data.name} sizeClass="text-[14px]" />
      <div className="flex items-center gap-2">
        <ProjectStatusBadge status={data.status} />
        <span className="text-[12px] text-ink-soft">
          {data.taskCount} {data.taskCount === 1 ? 'task' : 'tasks'}
        </span>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2">
        <Link to={paths.projectTasks(workspaceId, data.projectId)} className={linkClass}>
          View tasks <span className="sr-only">of {data.name}</span>
        </Link>
        <button
          type="button"
          aria-expanded={!data.collapsed}
          onClick={() => toggleProject(id)}
          className="nodrag nopan inline-flex items-center gap-0.5 rounded text-[12px] text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {data.collapsed ? (
            <ChevronRight aria-hidden size={14} />
          ) : (
            <ChevronDown aria-hidden size={14} />
          )}
          {data.collapsed ? `Expand (${data.hiddenCount}) ` : 'Collapse '}
          <span className="sr-only">{data.name}</span>
        </button>
      </div>
      <FixedHandle role="out" />
      <FixedHandle role="notified" />
    </NodeCard>
  );
}

function TaskNodeView({ data, selected }: NodeProps<TaskNode>) {
  const { workspaceId } = useFlowNodeActions();
  return (
    <NodeCard kind="Task" selected={selected} accent="border-l-blue-500">
      <FixedHandle role="in" />
      <NodeTitle text={data.title} sizeClass="text-[13px]" />
      <div className="flex items-center gap-1.5">
        <TaskStatusBadge status={data.status} />
        <TaskPriorityBadge priority={data.priority} />
      </div>
      {data.projectId && (
        <Link
          to={paths.task(workspaceId, data.projectId, data.taskId)}
          className={cn(linkClass, 'mt-auto self-start')}
        >
          Open task <span className="sr-only">{data.title}</span>
        </Link>
      )}
      <FixedHandle role="notified" />
    </NodeCard>
  );
}

function NotificationNodeView({ data, selected }: NodeProps<NotificationNode>) {
  return (
    <NodeCard kind="Notification" selected={selected} accent="border-l-amber-500">
      <FixedHandle role="out" position={Position.Top} />
      <p className="line-clamp-3 text-[13px] break-words text-ink">{data.message}</p>
      <div className="mt-auto">
        <Badge tone={data.readLabel === 'Read' ? 'zinc' : 'amber'}>{data.readLabel}</Badge>
      </div>
    </NodeCard>
  );
}

/** Drawn with a task's size and its way in, under the project's first page of tasks. */
export const moreTasksHandles: NodeHandle[] = [
  handleAt('task', handleIds.in, 'target', Position.Top),
];

function MoreTasksNodeView({ data, selected }: NodeProps<MoreTasksNode>) {
  const { workspaceId } = useFlowNodeActions();
  return (
    <NodeCard kind="Tasks" selected={selected} accent="border-l-blue-300">
      <FixedHandle role="in" />
      <p className="text-[15px] font-semibold text-ink tabular-nums">+{data.count} more</p>
      <Link
        to={paths.projectTasks(workspaceId, data.projectId)}
        className={cn(linkClass, 'mt-auto self-start')}
      >
        View all tasks <span className="sr-only">of {data.projectName}</span>
      </Link>
    </NodeCard>
  );
}

export const flowNodeTypes = {
  workspace: WorkspaceNodeView,
  project: ProjectNodeView,
  task: TaskNodeView,
  notification: NotificationNodeView,
  more: MoreTasksNodeView,
};
