import { FLOW_NODE_SIZES } from '@groundwork/shared/common/constants';
import {
  buildFlowGraph,
  flowNodeId,
  notificationTargetKind,
  type FlowGraph,
  type FlowNode,
  type FlowNotification,
  type FlowProject,
  type FlowWorkspace,
} from '@groundwork/shared/flow/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { flowNodeHandles, moreTasksHandles, type FlowCanvasNode } from './components/flow-nodes';
import type { VisibleGraph } from './collapse';
import { layoutFlow, type LayoutPositions } from './layout';

/** The graph of what is loaded; the workspace and its projects are always there. */
export function graphOf(
  workspace: FlowWorkspace,
  projects: readonly FlowProject[],
  tasks: readonly Task[] | null,
  notifications: readonly FlowNotification[],
): FlowGraph {
  return buildFlowGraph({ workspace, projects, tasks, notifications }) ?? { nodes: [], edges: [] };
}

/**
 * The notifications the graph can place: with tasks loaded by project, those about a task not
 * loaded are left out (they would float, with nothing to point at).
 */
export function aboutShownTasks(
  notifications: readonly FlowNotification[],
  tasks: readonly Task[],
): FlowNotification[] {
  const shown = new Set(tasks.map((task) => task.id));
  return notifications.filter(
    (notification) =>
      notificationTargetKind(notification.type) !== 'task' ||
      shown.has(notification.taskId ?? notification.relatedId ?? ''),
  );
}

/** A project's tasks past its first page, drawn as one node under it. */
export interface MoreTasks {
  id: string;
  projectNodeId: string;
  projectId: string;
  projectName: string;
  count: number;
}

export function moreTasksOf(
  moreCounts: ReadonlyMap<string, number>,
  projects: readonly FlowProject[],
): MoreTasks[] {
  return projects.flatMap((project) => {
    const count = moreCounts.get(project.id);
    if (count === undefined) return [];
    return [
      {
        id: `more:${project.id}`,
        projectNodeId: flowNodeId('project', project.id),
        projectId: project.id,
        projectName: project.name,
        count,
      },
    ];
  });
}

/** The project each task node belongs to, from the `contains` edges. */
export function projectsOfTasks(graph: FlowGraph): Map<string, string> {
  const projectOfTask = new Map<string, string>();
  for (const edge of graph.edges) {
    if (edge.kind === 'contains' && edge.target.startsWith('task:')) {
      projectOfTask.set(edge.target, edge.source.slice('project:'.length));
    }
  }
  return projectOfTask;
}

/** The visible graph with the "+N more" nodes, laid out together. */
export interface LaidOut {
  visible: VisibleGraph;
  more: MoreTasks[];
  /** Whether tasks are loaded by expanded project (a workspace with many tasks). */
  tasksByProject: boolean;
}

/** The "+N more" nodes' edges: each hangs under its project, as a task would. */
export function moreTasksEdges(more: readonly MoreTasks[]) {
  return more.map((node) => ({
    id: `${node.projectNodeId}->${node.id}`,
    kind: 'contains' as const,
    source: node.projectNodeId,
    target: node.id,
  }));
}

export function layoutWithMore({ visible, more }: LaidOut): LayoutPositions {
  return layoutFlow({
    nodes: [...visible.nodes, ...more.map((node) => ({ id: node.id, kind: 'task' as const }))],
    edges: [...visible.edges, ...moreTasksEdges(more)],
  });
}

/** What every canvas node has, whatever its kind. */
type CanvasNodeBase = Pick<
  FlowCanvasNode,
  'id' | 'position' | 'width' | 'height' | 'measured' | 'handles' | 'connectable'
>;

/** What the canvas needs to know besides the laid-out graph to draw its nodes. */
export interface CanvasNodeContext {
  positions: LayoutPositions;
  /** Where people dragged nodes to. */
  moved: ReadonlyMap<string, { x: number; y: number }>;
  collapsed: ReadonlySet<string>;
  projectOfTask: ReadonlyMap<string, string>;
  /** Whether each node carries its size and handles, so React Flow draws only those on screen. */
  sizedAhead: boolean;
}

/** How a screen reader names a node: its kind, then its name, title or message. */
function ariaLabelOf(node: FlowNode): string {
  switch (node.kind) {
    case 'workspace':
      return `Workspace ${node.data.name}`;
    case 'project':
      return `Project ${node.data.name}`;
    case 'task':
      return `Task ${node.data.title}`;
    case 'notification':
      return `Notification ${node.data.message}`;
  }
}

function graphNodeOf(
  node: FlowNode,
  base: CanvasNodeBase,
  { visible, tasksByProject }: LaidOut,
  { collapsed, projectOfTask }: CanvasNodeContext,
): FlowCanvasNode {
  const ownId = node.id.slice(node.kind.length + 1);
  const labelled = { ...base, ariaLabel: ariaLabelOf(node) };
  switch (node.kind) {
    case 'workspace':
      return { ...labelled, type: 'workspace', data: node.data };
    case 'project': {
      const isCollapsed = collapsed.has(node.id);
      // Loaded by project, a collapsed project's tasks are not in the graph: its count stands
      // for them.
      const hiddenCount =
        (visible.hiddenCounts.get(node.id) ?? 0) +
        (tasksByProject && isCollapsed ? node.data.taskCount : 0);
      const data = { ...node.data, projectId: ownId, collapsed: isCollapsed, hiddenCount };
      return { ...labelled, type: 'project', data };
    }
    case 'task': {
      const data = { ...node.data, taskId: ownId, projectId: projectOfTask.get(node.id) ?? null };
      return { ...labelled, type: 'task', data };
    }
    case 'notification':
      return { ...labelled, type: 'notification', data: node.data };
  }
}

/**
 * The canvas's nodes for the visible graph. With `sizedAhead`, each carries its size and its
 * handles (flowNodeHandles), so React Flow draws only the nodes on screen.
 */
export function toCanvasNodes(laidOut: LaidOut, context: CanvasNodeContext): FlowCanvasNode[] {
  const { positions, moved, sizedAhead } = context;
  const nodes: FlowCanvasNode[] = [];
  for (const node of laidOut.more) {
    const position = moved.get(node.id) ?? positions[node.id];
    if (!position) continue;
    const size = FLOW_NODE_SIZES.task;
    nodes.push({
      id: node.id,
      type: 'more',
      position,
      ...size,
      ...(sizedAhead && { measured: size, handles: moreTasksHandles }),
      connectable: false,
      data: { projectId: node.projectId, projectName: node.projectName, count: node.count },
      ariaLabel: `${node.count} more tasks of ${node.projectName}`,
    });
  }
  for (const node of laidOut.visible.nodes) {
    const position = moved.get(node.id) ?? positions[node.id];
    if (!position) continue;
    const size = FLOW_NODE_SIZES[node.kind];
    const base: CanvasNodeBase = {
      id: node.id,
      position,
      ...size,
      ...(sizedAhead && { measured: size, handles: flowNodeHandles[node.kind] }),
      connectable: false,
    };
    nodes.push(graphNodeOf(node, base, laidOut, context));
  }
  return nodes;
}
