import type { FlowGraph } from '@groundwork/shared/flow/rules';

/** Past this many nodes, projects start collapsed so the first drawing stays small. */
export const COLLAPSE_THRESHOLD = 300;

/** The projects collapsed when the graph first opens: all of them in a large graph, else none. */
export function initiallyCollapsed(graph: FlowGraph): Set<string> {
  if (graph.nodes.length <= COLLAPSE_THRESHOLD) return new Set();
  return new Set(graph.nodes.filter((node) => node.kind === 'project').map((node) => node.id));
}

export interface VisibleGraph extends FlowGraph {
  /** How many nodes each collapsed project hides (its tasks and the notifications below it). */
  hiddenCounts: Map<string, number>;
}

/**
 * The graph with everything below each collapsed project left out: its tasks, the notifications
 * about them and the notifications about the project itself, with the edges that touched them.
 */
export function visibleGraph(graph: FlowGraph, collapsed: ReadonlySet<string>): VisibleGraph {
  const hidden = new Set<string>();
  const hiddenCounts = new Map<string, number>();
  const hide = (nodeId: string, projectId: string) => {
    if (hidden.has(nodeId)) return;
    hidden.add(nodeId);
    hiddenCounts.set(projectId, (hiddenCounts.get(projectId) ?? 0) + 1);
  };
  const projectOfTask = new Map<string, string>();
  for (const edge of graph.edges) {
    if (edge.kind === 'contains' && collapsed.has(edge.source) && edge.target.startsWith('task:')) {
      projectOfTask.set(edge.target, edge.source);
      hide(edge.target, edge.source);
    }
  }
  for (const edge of graph.edges) {
    if (edge.kind !== 'notifies') continue;
    const projectId = collapsed.has(edge.target) ? edge.target : projectOfTask.get(edge.target);
    if (projectId) hide(edge.source, projectId);
  }
  for (const projectId of collapsed) {
    if (!hiddenCounts.has(projectId)) hiddenCounts.set(projectId, 0);
  }
  return {
    nodes: graph.nodes.filter((node) => !hidden.has(node.id)),
    edges: graph.edges.filter((edge) => !hidden.has(edge.source) && !hidden.has(edge.target)),
    hiddenCounts,
  };
}
