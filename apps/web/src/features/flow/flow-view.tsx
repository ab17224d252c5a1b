import '@xyflow/react/dist/style.css';
import './flow-view.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  FLOW_NODE_SIZES,
  FLOW_SNAP_GRID,
} from '@groundwork/shared/common/constants';
import { buildFlowGraph, flowViewState, type FlowGraph } from '@groundwork/shared/flow/rules';
import type { FlowSourceQueries } from './api/get-flow-sources';
import { FlowError, FlowMessage } from './components/flow-states';
import {
  FlowNodeActionsContext,
  flowNodeTypes,
  handleIds,
  type FlowCanvasNode,
} from './components/flow-nodes';
import { initiallyCollapsed, visibleGraph, type VisibleGraph } from './collapse';
import type { LayoutPositions } from './layout';
import { useFlowLayout } from './use-flow-layout';
import { cn } from '../../lib/cn';

/** Set when the graph is first on screen; the bench measures up to it. */
export const FIRST_GRAPH_MARK = 'flow:first-graph';

/** The Flow View tab (001 §2): the workspace, its projects, tasks and notifications as a graph. */
export default function FlowView({
  workspaceId,
  sources: { workspace, projects, tasks, notifications },
}: {
  workspaceId: string;
  sources: FlowSourceQueries;
}) {
  const graph = useMemo(
    () =>
      buildFlowGraph({
        workspace: workspace.data ?? null,
        projects: projects.data ?? null,
        tasks: tasks.data,
        notifications: notifications.data,
      }),
    [workspace.data, projects.data, tasks.data, notifications.data],
  );

  const view = flowViewState({
    workspace: { ...workspace, hasData: Boolean(workspace.data) },
    projects: { ...projects, count: projects.data?.length ?? null },
    tasks,
    notifications,
  });
  if (view.state === 'loading') return <FlowMessage loading title={view.message} />;
  if (view.state === 'error') return <FlowError title={view.title} message={view.message} />;
  if (view.state === 'empty' || !graph) {
    return <FlowMessage title="No data to visualize" message={emptyMessage} />;
  }
  return (
    <ReactFlowProvider>
      <FlowCanvas key={workspaceId} workspaceId={workspaceId} graph={graph} />
    </ReactFlowProvider>
  );
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

function toCanvasNodes(
  visible: VisibleGraph,
  positions: LayoutPositions,
  moved: ReadonlyMap<string, { x: number; y: number }>,
  collapsed: ReadonlySet<string>,
  projectOfTask: ReadonlyMap<string, string>,
): FlowCanvasNode[] {
  const nodes: FlowCanvasNode[] = [];
  for (const node of visible.nodes) {
    const position = moved.get(node.id) ?? positions[node.id];
    // A node the pending layout has not placed yet waits for it.
    if (!position) continue;
    const common = {
      id: node.id,
      position,
      ...FLOW_NODE_SIZES[node.kind],
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
            hiddenCount: visible.hiddenCounts.get(node.id) ?? 0,
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
export const FLOW_PHONE_MIN_ZOOM = 12 / 11;

// Room above the workspace node for the row of 44 px zoom buttons.
const phoneTopInset = 68;

function isPhoneWidth(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767.98px)').matches
  );
}

const noMoves: ReadonlyMap<string, { x: number; y: number }> = new Map();

function FlowCanvas({ workspaceId, graph }: { workspaceId: string; graph: FlowGraph }) {
  const [collapsed, setCollapsed] = useState(() => initiallyCollapsed(graph));
  const visible = useMemo(() => visibleGraph(graph, collapsed), [graph, collapsed]);
  const projectOfTask = useMemo(() => projectsOfTasks(graph), [graph]);
  const layoutRequest = useMemo(
    () => ({
      nodes: visible.nodes.map(({ id, kind }) => ({ id, kind })),
      edges: visible.edges,
    }),
    [visible],
  );
  const { positions, isPending } = useFlowLayout(layoutRequest);

  // Where people dragged nodes to; a relayout leaves those where they were put.
  const [moved, setMoved] = useState<ReadonlyMap<string, { x: number; y: number }>>(noMoves);
  // A layout ready at mount is drawn by the first render, rather than by a second one after it.
  const [firstNodes] = useState(() =>
    positions ? toCanvasNodes(visible, positions, noMoves, collapsed, projectOfTask) : [],
  );
  const [nodes, setNodes, onNodesChange] = useNodesState<FlowCanvasNode>(firstNodes);
  const drawnFrom = useRef(positions && { visible, positions });
  useEffect(() => {
    if (!positions) return;
    if (drawnFrom.current?.visible === visible && drawnFrom.current.positions === positions) return;
    drawnFrom.current = { visible, positions };
    setNodes((current) => {
      const selected = new Set(current.filter((node) => node.selected).map((node) => node.id));
      return toCanvasNodes(visible, positions, moved, collapsed, projectOfTask).map((node) =>
        selected.has(node.id) ? { ...node, selected: true } : node,
      );
    });
    // Moves are recorded when a drag ends; the node is already there, so no redraw for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, positions, collapsed, projectOfTask, setNodes]);

  // Clicking a node (or choosing it with the keyboard) animates the edges that touch it.
  const [activeNodeId, setActiveNodeId] = useState<string | null>(null);
  const onSelectionChange = useCallback<OnSelectionChangeFunc<FlowCanvasNode>>(
    ({ nodes: selectedNodes }) => setActiveNodeId(selectedNodes[0]?.id ?? null),
    [],
  );
  const edges = useMemo<Edge[]>(
    () =>
      visible.edges.map((edge) => ({
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
      })),
    [visible.edges, activeNodeId],
  );

  const workspaceNodeId = graph.nodes.find((node) => node.kind === 'workspace')?.id;
  const canvasRef = useRef<HTMLElement>(null);
  const [isPhone] = useState(isPhoneWidth);
  const onInit = useCallback(
    (instance: ReactFlowInstance<FlowCanvasNode>) => {
      const start = workspaceNodeId ? positions?.[workspaceNodeId] : undefined;
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
      } else if (start) {
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

  if (!positions) return <FlowMessage loading title="Loading visualization..." />;
  return (
    <FlowNodeActionsContext value={actions}>
      <section
        ref={canvasRef}
        aria-label="Workspace graph"
        aria-busy={isPending}
        className={cn(
          'relative h-[70vh] min-h-[420px] w-full overflow-hidden rounded-lg border border-line bg-subtle',
          // A phone gives the graph the screen's whole width.
          'max-md:-mx-4 max-md:w-auto max-md:rounded-none max-md:border-x-0',
        )}
      >
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
          defaultViewport={{ x: 0, y: 0, zoom: FLOW_DEFAULT_ZOOM }}
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
        {isPending && (
          <p
            role="status"
            className="absolute top-2 right-2 rounded bg-surface px-2 py-1 text-[12px] text-muted shadow-sm"
          >
            Laying out...
          </p>
        )}
      </section>
    </FlowNodeActionsContext>
  );
}
