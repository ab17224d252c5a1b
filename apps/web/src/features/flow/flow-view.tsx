import '@xyflow/react/dist/style.css';
import './flow-view.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  Controls,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
  type Edge,
  type OnSelectionChangeFunc,
  type ReactFlowInstance,
} from '@xyflow/react';
import {
  FLOW_CONNECTION_RADIUS,
  FLOW_DEFAULT_ZOOM,
  FLOW_MAX_ZOOM,
  FLOW_MIN_ZOOM,
  FLOW_SNAP_GRID,
} from '@groundwork/shared/common/constants';
import {
  flowNodeId,
  flowViewState,
  type FlowNotification,
  type FlowProject,
  type FlowWorkspace,
} from '@groundwork/shared/flow/rules';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { useExpandedProjectTasks, type FlowSourceQueries } from './api/get-flow-sources';
import { FlowError, FlowMessage, FlowTasksFailed } from './components/flow-states';
import {
  FlowNodeActionsContext,
  flowNodeTypes,
  handleIds,
  type FlowCanvasNode,
} from './components/flow-nodes';
import { initiallyCollapsed, visibleGraph } from './collapse';
import {
  aboutShownTasks,
  graphOf,
  layoutWithMore,
  moreTasksEdges,
  moreTasksOf,
  projectsOfTasks,
  toCanvasNodes,
  type LaidOut,
} from './canvas-nodes';
import { useStagedRelayout, type DrawnFrom } from './staged-drawing';
import {
  isPhoneWidth,
  isSizedAhead,
  openingOf,
  showFirstLayout,
  type Opening,
} from './opening-view';
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

const emptyMessage = 'Create a workspace and add projects to see the visualization';

const noMoves: ReadonlyMap<string, { x: number; y: number }> = new Map();

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
  const drawnFrom = useRef<DrawnFrom | null>(null);

  // The canvas is measured as it reaches the page, before the graph is drawn in it, so the graph
  // opens where it should in its first drawing rather than being moved there after it.
  const canvasRef = useRef<HTMLElement | null>(null);
  const [opening, setOpening] = useState<Opening | null>(null);
  const measureCanvas = useCallback(
    (canvas: HTMLElement | null) => {
      canvasRef.current = canvas;
      if (!canvas || drawnFrom.current) return;
      const start = workspaceNodeId ? first.positions[workspaceNodeId] : undefined;
      const opened = openingOf(canvas, start, isPhone);
      setOpening(opened);
      drawnFrom.current = first;
      setNodes(
        toCanvasNodes(first.laidOut, {
          positions: first.positions,
          moved: noMoves,
          collapsed: first.collapsed,
          projectOfTask: first.projectOfTask,
          sizedAhead: isSizedAhead(opened.width, opened.height),
        }),
      );
    },
    [first, workspaceNodeId, isPhone, setNodes],
  );
  const sizedAhead = opening !== null && isSizedAhead(opening.width, opening.height);

  const isDrawing = useStagedRelayout(
    drawnFrom,
    laidOut,
    { positions, moved, collapsed, projectOfTask, sizedAhead },
    setNodes,
  );

  // Clicking a node (or choosing it with the keyboard) animates the edges that touch it.
  const [activeNodeId, setActiveNodeId] = useState<string | null>(null);
  const onSelectionChange = useCallback<OnSelectionChangeFunc<FlowCanvasNode>>(
    ({ nodes: selectedNodes }) => setActiveNodeId(selectedNodes[0]?.id ?? null),
    [],
  );
  const edges = useMemo<Edge[]>(
    () =>
      [...visible.edges, ...moreTasksEdges(laidOut.more)].map((edge) => ({
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
      showFirstLayout(instance, start, canvas, isPhone, opening);
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
