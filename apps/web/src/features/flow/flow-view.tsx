import '@xyflow/react/dist/style.css';
import './flow-view.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Controls,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
  useStoreApi,
  type Edge,
  type OnSelectionChangeFunc,
  type ReactFlowInstance,
  type ReactFlowState,
  type Viewport,
} from '@xyflow/react';
import {
  FLOW_CONNECTION_RADIUS,
  FLOW_DEFAULT_ZOOM,
  FLOW_MAX_ZOOM,
  FLOW_MIN_ZOOM,
  FLOW_NODE_SIZES,
  FLOW_SNAP_GRID,
} from '@groundwork/shared/common/constants';
import {
  buildFlowGraph,
  flowNodeId,
  flowViewState,
  notificationTargetKind,
  type FlowGraph,
  type FlowNotification,
  type FlowProject,
  type FlowWorkspace,
} from '@groundwork/shared/flow/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { useExpandedProjectTasks, type FlowSourceQueries } from './api/get-flow-sources';
import { FlowError, FlowMessage, FlowTasksFailed } from './components/flow-states';
import {
  FlowNodeActionsContext,
  flowNodeHandles,
  flowNodeTypes,
  handleIds,
  moreTasksHandles,
  type FlowCanvasNode,
} from './components/flow-nodes';
import { initiallyCollapsed, visibleGraph, type VisibleGraph } from './collapse';
import { layoutFlow, type LayoutPositions } from './layout';
import { cn } from '../../lib/cn';

/** Set when the graph is first on screen; the bench measures up to it. */
const FIRST_GRAPH_MARK = 'flow:first-graph';

/** The Flow View tab (001 §2): the workspace, its projects, tasks and notifications as a graph. */
export default function FlowView({
  workspaceId,
  sources: { workspace, projects, tasks, notifications },
}: {
  workspaceId: string;
  sources: FlowSourceQueries;
}) {
  const view = flowViewState({
    workspace: { ...workspace, hasData: Boolean(workspace.data) },
    projects: { ...projects, count: projects.data?.length ?? null },
    tasks,
    notifications,
  });
  if (view.state === 'loading') return <FlowMessage loading title={view.message} />;
  if (view.state === 'error') return <FlowError title={view.title} message={view.message} />;
  if (view.state === 'empty' || !workspace.data || !projects.data) {
    return <FlowMessage title="No data to visualize" message={emptyMessage} />;
  }
  return (
    <ReactFlowProvider>
      <FlowCanvas
        key={workspaceId}
        workspaceId={workspaceId}
        workspace={workspace.data}
        projects={projects.data}
        notifications={notifications.data ?? []}
        allTasks={tasks.all}
      />
    </ReactFlowProvider>
  );
}

/** The graph of what is loaded; the workspace and its projects are always there. */
function graphOf(
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
function aboutShownTasks(
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
interface MoreTasks {
  id: string;
  projectNodeId: string;
  projectId: string;
  projectName: string;
  count: number;
}

function moreTasksOf(
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

const emptyMessage = 'Create a workspace and add projects to see the visualization';

/** The project each task node belongs to, from the `contains` edges. */
function projectsOfTasks(graph: FlowGraph): Map<string, string> {
  const projectOfTask = new Map<string, string>();
  for (const edge of graph.edges) {
    if (edge.kind === 'contains' && edge.target.startsWith('task:')) {
      projectOfTask.set(edge.target, edge.source.slice('project:'.length));
    }
  }
  return projectOfTask;
}

/**
 * The canvas's nodes for the visible graph. With `sizedAhead`, each carries its size and its
 * handles (flowNodeHandles), so React Flow draws only the nodes on screen.
 */
function toCanvasNodes(
  { visible, more, tasksByProject }: LaidOut,
  positions: LayoutPositions,
  moved: ReadonlyMap<string, { x: number; y: number }>,
  collapsed: ReadonlySet<string>,
  projectOfTask: ReadonlyMap<string, string>,
  sizedAhead: boolean,
): FlowCanvasNode[] {
  const nodes: FlowCanvasNode[] = [];
  for (const node of more) {
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
  for (const node of visible.nodes) {
    const position = moved.get(node.id) ?? positions[node.id];
    if (!position) continue;
    const size = FLOW_NODE_SIZES[node.kind];
    const common = {
      id: node.id,
      position,
      ...size,
      ...(sizedAhead && { measured: size, handles: flowNodeHandles[node.kind] }),
      connectable: false,
    };
    const ownId = node.id.slice(node.kind.length + 1);
    switch (node.kind) {
      case 'workspace':
        nodes.push({
          ...common,
          type: 'workspace',
          data: node.data,
          ariaLabel: `Workspace ${node.data.name}`,
        });
        break;
      case 'project':
        nodes.push({
          ...common,
          type: 'project',
          data: {
            ...node.data,
            projectId: ownId,
            collapsed: collapsed.has(node.id),
            // Loaded by project, a collapsed project's tasks are not in the graph: its count
            // stands for them.
            hiddenCount:
              (visible.hiddenCounts.get(node.id) ?? 0) +
              (tasksByProject && collapsed.has(node.id) ? node.data.taskCount : 0),
          },
          ariaLabel: `Project ${node.data.name}`,
        });
        break;
      case 'task':
        nodes.push({
          ...common,
          type: 'task',
          data: { ...node.data, taskId: ownId, projectId: projectOfTask.get(node.id) ?? null },
          ariaLabel: `Task ${node.data.title}`,
        });
        break;
      case 'notification':
        nodes.push({
          ...common,
          type: 'notification',
          data: node.data,
          ariaLabel: `Notification ${node.data.message}`,
        });
        break;
    }
  }
  return nodes;
}

/**
 * On a phone (001 §2's 1.56 would show a corner of one node) the graph opens fitted, but never
 * smaller than this: the nodes' smallest text, 11 px, then reads at 12 px.
 */
const FLOW_PHONE_MIN_ZOOM = 12 / 11;

// Room above the workspace node for the row of 44 px zoom buttons.
const phoneTopInset = 68;

function isPhoneWidth(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767.98px)').matches
  );
}

const noMoves: ReadonlyMap<string, { x: number; y: number }> = new Map();

/** How many new nodes are drawn a frame while a relayout adds those on screen. */
const NEW_NODES_PER_FRAME = { first: 4, most: 32, shortFrameMs: 34, longFrameMs: 67 };

/**
 * The nodes of `next` not drawn yet that would be on screen, nearest the middle of the screen
 * first. The others are drawn at once: off screen, they cost next to nothing.
 */
function nodesComingOnScreen(
  next: FlowCanvasNode[],
  { nodeLookup, transform: [x, y, zoom], width, height }: ReactFlowState<FlowCanvasNode>,
): FlowCanvasNode[] {
  const left = -x / zoom;
  const top = -y / zoom;
  const right = left + width / zoom;
  const bottom = top + height / zoom;
  const middle = { x: (left + right) / 2, y: (top + bottom) / 2 };
  const distance = ({ position, width: nodeWidth = 0, height: nodeHeight = 0 }: FlowCanvasNode) =>
    Math.hypot(position.x + nodeWidth / 2 - middle.x, position.y + nodeHeight / 2 - middle.y);
  return next
    .filter(
      ({ id, position, width: nodeWidth = 0, height: nodeHeight = 0 }) =>
        !nodeLookup.has(id) &&
        position.x < right &&
        position.x + nodeWidth > left &&
        position.y < bottom &&
        position.y + nodeHeight > top,
    )
    .sort((a, b) => distance(a) - distance(b));
}

/** Where the canvas opens: its size, and on a wide screen the viewport centred on the workspace. */
interface Opening {
  width: number;
  height: number;
  viewport: Viewport | undefined;
}

/**
 * A canvas without a size (not laid out) cannot tell which nodes are on screen: there React Flow
 * measures each node, as it does by default, instead of being told their sizes.
 */
function isSizedAhead(width: number, height: number): boolean {
  return width > 0 && height > 0;
}

/** The visible graph with the "+N more" nodes, laid out together. */
interface LaidOut {
  visible: VisibleGraph;
  more: MoreTasks[];
  /** Whether tasks are loaded by expanded project (a workspace with many tasks). */
  tasksByProject: boolean;
}

function layoutWithMore({ visible, more }: LaidOut): LayoutPositions {
  return layoutFlow({
    nodes: [...visible.nodes, ...more.map((node) => ({ id: node.id, kind: 'task' as const }))],
    edges: [
      ...visible.edges,
      ...more.map((node) => ({
        kind: 'contains' as const,
        source: node.projectNodeId,
        target: node.id,
      })),
    ],
  });
}

function FlowCanvas({
  workspaceId,
  workspace,
  projects,
  notifications,
  allTasks,
}: {
  workspaceId: string;
  workspace: FlowWorkspace;
  projects: readonly FlowProject[];
  notifications: readonly FlowNotification[];
  /** Every task, or null when each expanded project loads its own first page. */
  allTasks: Task[] | null;
}) {
  const tasksByProject = allTasks === null;
  const [collapsed, setCollapsed] = useState(() =>
    tasksByProject
      ? new Set(projects.map((project) => flowNodeId('project', project.id)))
      : initiallyCollapsed(graphOf(workspace, projects, allTasks, notifications)),
  );
  const expandedIds = useMemo(
    () =>
      tasksByProject
        ? projects
            .filter((project) => !collapsed.has(flowNodeId('project', project.id)))
            .map((project) => project.id)
        : [],
    [tasksByProject, projects, collapsed],
  );
  const expanded = useExpandedProjectTasks(workspaceId, expandedIds);
  const graph = useMemo(() => {
    if (!tasksByProject) return graphOf(workspace, projects, allTasks, notifications);
    const shownNotifications = aboutShownTasks(notifications, expanded.tasks);
    return graphOf(workspace, projects, expanded.tasks, shownNotifications);
  }, [tasksByProject, workspace, projects, allTasks, notifications, expanded.tasks]);
  const laidOut = useMemo<LaidOut>(
    () => ({
      visible: visibleGraph(graph, collapsed),
      more: moreTasksOf(expanded.moreCounts, projects),
      tasksByProject,
    }),
    [graph, collapsed, expanded.moreCounts, projects, tasksByProject],
  );
  const { visible } = laidOut;
  const projectOfTask = useMemo(() => projectsOfTasks(graph), [graph]);
  const positions = useMemo(() => layoutWithMore(laidOut), [laidOut]);
  const [first] = useState({ laidOut, positions, collapsed, projectOfTask });
  const workspaceNodeId = graph.nodes.find((node) => node.kind === 'workspace')?.id;
  const [isPhone] = useState(isPhoneWidth);

  // Where people dragged nodes to; a relayout leaves those where they were put.
  const [moved, setMoved] = useState<ReadonlyMap<string, { x: number; y: number }>>(noMoves);
  const [nodes, setNodes, onNodesChange] = useNodesState<FlowCanvasNode>([]);
  const drawnFrom = useRef<{ laidOut: LaidOut; positions: LayoutPositions } | null>(null);

  // The canvas is measured as it reaches the page, before the graph is drawn in it, so the graph
  // opens where it should in its first drawing rather than being moved there after it.
  const canvasRef = useRef<HTMLElement | null>(null);
  const [opening, setOpening] = useState<Opening | null>(null);
  const measureCanvas = useCallback(
    (canvas: HTMLElement | null) => {
      canvasRef.current = canvas;
      if (!canvas || drawnFrom.current) return;
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      const start = workspaceNodeId ? first.positions[workspaceNodeId] : undefined;
      let viewport: Viewport | undefined;
      if (start && width > 0 && height > 0 && !isPhone) {
        const size = FLOW_NODE_SIZES.workspace;
        viewport = {
          x: width / 2 - (start.x + size.width / 2) * FLOW_DEFAULT_ZOOM,
          y: height / 2 - (start.y + size.height / 2) * FLOW_DEFAULT_ZOOM,
          zoom: FLOW_DEFAULT_ZOOM,
        };
      }
      setOpening({ width, height, viewport });
      drawnFrom.current = first;
      setNodes(
        toCanvasNodes(
          first.laidOut,
          first.positions,
          noMoves,
          first.collapsed,
          first.projectOfTask,
          isSizedAhead(width, height),
        ),
      );
    },
    [first, workspaceNodeId, isPhone, setNodes],
  );
  const sizedAhead = opening !== null && isSizedAhead(opening.width, opening.height);

  // A relayout (a project expanded, fresh data) moves the nodes already drawn and adds the new
  // ones; those that come on screen are added a few a frame, the nearest the middle first, so
  // that expanding several projects at once never holds the page up.
  const store = useStoreApi<FlowCanvasNode>();
  const [isDrawing, setIsDrawing] = useState(false);
  useEffect(() => {
    if (!drawnFrom.current) return;
    if (drawnFrom.current.laidOut === laidOut && drawnFrom.current.positions === positions) return;
    drawnFrom.current = { laidOut, positions };
    const next = toCanvasNodes(laidOut, positions, moved, collapsed, projectOfTask, sizedAhead);
    const waiting = sizedAhead ? nodesComingOnScreen(next, store.getState()) : [];
    const waitingIds = new Set(waiting.map((node) => node.id));
    setNodes((current) => {
      const selected = new Set(current.filter((node) => node.selected).map((node) => node.id));
      return next
        .filter((node) => !waitingIds.has(node.id))
        .map((node) => (selected.has(node.id) ? { ...node, selected: true } : node));
    });
    setIsDrawing(waiting.length > 0);
    if (waiting.length === 0) return;
    let perFrame = NEW_NODES_PER_FRAME.first;
    let last = performance.now();
    let frame = requestAnimationFrame(function drawSome(now) {
      // More a frame while frames stay short, fewer once one runs long (a slower machine).
      const gap = now - last;
      last = now;
      if (gap > NEW_NODES_PER_FRAME.longFrameMs) perFrame = Math.max(1, Math.floor(perFrame / 2));
      else if (gap < NEW_NODES_PER_FRAME.shortFrameMs) {
        perFrame = Math.min(NEW_NODES_PER_FRAME.most, perFrame * 2);
      }
      const some = waiting.splice(0, perFrame);
      setNodes((current) => [...current, ...some]);
      if (waiting.length > 0) frame = requestAnimationFrame(drawSome);
      else setIsDrawing(false);
    });
    return () => cancelAnimationFrame(frame);
    // Moves are recorded when a drag ends; the node is already there, so no redraw for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [laidOut, positions, collapsed, projectOfTask, sizedAhead, setNodes, store]);

  // Clicking a node (or choosing it with the keyboard) animates the edges that touch it.
  const [activeNodeId, setActiveNodeId] = useState<string | null>(null);
  const onSelectionChange = useCallback<OnSelectionChangeFunc<FlowCanvasNode>>(
    ({ nodes: selectedNodes }) => setActiveNodeId(selectedNodes[0]?.id ?? null),
    [],
  );
  const edges = useMemo<Edge[]>(
    () =>
      [
        ...visible.edges,
        ...laidOut.more.map((node) => ({
          id: `${node.projectNodeId}->${node.id}`,
          kind: 'contains' as const,
          source: node.projectNodeId,
          target: node.id,
        })),
      ].map((edge) => ({
        id: edge.id,
        source: edge.source,
        target: edge.target,
        sourceHandle: handleIds.out,
        targetHandle: edge.kind === 'contains' ? handleIds.in : handleIds.notified,
        animated:
          activeNodeId !== null && (edge.source === activeNodeId || edge.target === activeNodeId),
        className: edge.kind,
        focusable: false,
        selectable: false,
        // Edges answer no pointer, so they need no wider invisible path to catch one.
        interactionWidth: 0,
      })),
    [visible.edges, laidOut.more, activeNodeId],
  );

  const onInit = useCallback(
    (instance: ReactFlowInstance<FlowCanvasNode>) => {
      const start = workspaceNodeId ? first.positions[workspaceNodeId] : undefined;
      const canvas = canvasRef.current?.getBoundingClientRect();
      if (start && canvas && isPhone) {
        const { width } = FLOW_NODE_SIZES.workspace;
        const bounds = instance.getNodesBounds(instance.getNodes());
        const fitZoom = Math.min(canvas.width / bounds.width, canvas.height / bounds.height) * 0.95;
        if (fitZoom >= FLOW_PHONE_MIN_ZOOM) {
          void instance.fitView({
            padding: { top: `${phoneTopInset}px`, x: '12px', bottom: '12px' },
            maxZoom: FLOW_DEFAULT_ZOOM,
          });
        } else {
          // Too big to fit at a readable size: the top of the tree, the workspace first, and
          // the rest a drag (or the fit-view button) away.
          void instance.setCenter(
            start.x + width / 2,
            start.y + (canvas.height / 2 - phoneTopInset) / FLOW_PHONE_MIN_ZOOM,
            { zoom: FLOW_PHONE_MIN_ZOOM },
          );
        }
      } else if (start && !opening?.viewport) {
        const { width, height } = FLOW_NODE_SIZES.workspace;
        void instance.setCenter(start.x + width / 2, start.y + height / 2, {
          zoom: FLOW_DEFAULT_ZOOM,
        });
      }
      requestAnimationFrame(() => performance.mark(FIRST_GRAPH_MARK));
    },
    // Centring happens once, on the first layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const actions = useMemo(
    () => ({
      workspaceId,
      toggleProject: (nodeId: string) =>
        setCollapsed((current) => {
          const next = new Set(current);
          if (!next.delete(nodeId)) next.add(nodeId);
          return next;
        }),
    }),
    [workspaceId],
  );

  const failedProjectNames = projects
    .filter((project) => expanded.failedProjectIds.includes(project.id))
    .map((project) => project.name);
  return (
    <FlowNodeActionsContext value={actions}>
      {failedProjectNames.length > 0 && (
        <FlowTasksFailed projectNames={failedProjectNames} onRetry={expanded.retry} />
      )}
      <section
        ref={measureCanvas}
        aria-label="Workspace graph"
        aria-busy={isDrawing}
        className={cn(
          'relative h-[70vh] min-h-[420px] w-full overflow-hidden rounded-lg border border-line bg-subtle',
          // A phone gives the graph the screen's whole width.
          'max-md:-mx-4 max-md:w-auto max-md:rounded-none max-md:border-x-0',
        )}
      >
        {opening && (
          <ReactFlow<FlowCanvasNode>
            nodes={nodes}
            edges={edges}
            nodeTypes={flowNodeTypes}
            onNodesChange={onNodesChange}
            onNodeDragStop={(_, __, dragged) =>
              setMoved((current) => {
                const next = new Map(current);
                for (const node of dragged) next.set(node.id, node.position);
                return next;
              })
            }
            onSelectionChange={onSelectionChange}
            onInit={onInit}
            nodesConnectable={false}
            edgesFocusable={false}
            connectionRadius={FLOW_CONNECTION_RADIUS}
            snapToGrid
            snapGrid={[...FLOW_SNAP_GRID]}
            minZoom={FLOW_MIN_ZOOM}
            maxZoom={FLOW_MAX_ZOOM}
            defaultViewport={opening.viewport ?? { x: 0, y: 0, zoom: FLOW_DEFAULT_ZOOM }}
            onlyRenderVisibleElements
            ariaLabelConfig={{
              'controls.ariaLabel': 'Graph controls',
              'controls.zoomIn.ariaLabel': 'Zoom in',
              'controls.zoomOut.ariaLabel': 'Zoom out',
              'controls.fitView.ariaLabel': 'Fit view',
            }}
          >
            {/* On a phone the buttons sit in a row above the first node rather than over it. */}
            <Controls
              position={isPhone ? 'top-right' : 'top-left'}
              orientation={isPhone ? 'horizontal' : 'vertical'}
              showInteractive={false}
            />
          </ReactFlow>
        )}
      </section>
    </FlowNodeActionsContext>
  );
}
