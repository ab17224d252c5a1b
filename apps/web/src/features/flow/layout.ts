import { Graph, layout } from '@dagrejs/dagre';
import {
  FLOW_NODE_SIZES,
  FLOW_NODE_SPACING,
  FLOW_RANK_SPACING,
} from '@groundwork/shared/common/constants';
import type { FlowEdge, FlowNodeKind } from '@groundwork/shared/flow/rules';

export interface LayoutRequest {
  nodes: { id: string; kind: FlowNodeKind }[];
  edges: Pick<FlowEdge, 'kind' | 'source' | 'target'>[];
}

/** Top-left corner of each node, by id. */
export type LayoutPositions = Record<string, { x: number; y: number }>;

/**
 * Top-to-bottom placement by dagre with the spacing and node sizes of 001 §9. A notification is
 * ranked below what it is about (its edge still points from it), so it sits under its task.
 */
export function layoutFlow({ nodes, edges }: LayoutRequest): LayoutPositions {
  const graph = new Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: FLOW_NODE_SPACING, ranksep: FLOW_RANK_SPACING });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { ...FLOW_NODE_SIZES[node.kind] });
  for (const edge of edges) {
    if (edge.kind === 'notifies') graph.setEdge(edge.target, edge.source);
    else graph.setEdge(edge.source, edge.target);
  }
  layout(graph);
  const positions: LayoutPositions = {};
  for (const node of nodes) {
    const { x, y } = graph.node(node.id);
    const { width, height } = FLOW_NODE_SIZES[node.kind];
    // dagre gives centres; the canvas places nodes by their top-left corner.
    positions[node.id] = { x: x - width / 2, y: y - height / 2 };
  }
  return positions;
}

/** A key that changes only when the graph's shape does, so a relayout runs only then. */
export function layoutKey({ nodes, edges }: LayoutRequest): string {
  return `${nodes.map((node) => node.id).join(',')}|${edges
    .map((edge) => `${edge.source}>${edge.target}`)
    .join(',')}`;
}
