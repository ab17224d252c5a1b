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

/** Left and right edges of a subtree at each depth below its root, from the root's centre. */
interface Outline {
  left: number[];
  right: number[];
}

/**
 * Top-to-bottom placement with the spacing and node sizes of 001 §9: each node one rank below
 * what contains it, and a notification one rank below what it is about (its edge still points
 * from it), so it sits under its task. Every node has at most one such parent, so the graph is a
 * forest and is laid out as one, in time proportional to its size: siblings side by side in the
 * graph's order, each subtree as close to the one before as the node spacing allows at every
 * rank, a parent centred over its children, and the trees side by side like siblings.
 */
export function layoutFlow({ nodes, edges }: LayoutRequest): LayoutPositions {
  const kinds = new Map<string, FlowNodeKind>();
  for (const node of nodes) if (!kinds.has(node.id)) kinds.set(node.id, node.kind);
  const parentOf = new Map<string, string>();
  for (const edge of edges) {
    const [parent, child] =
      edge.kind === 'notifies' ? [edge.target, edge.source] : [edge.source, edge.target];
    if (parent !== child && kinds.has(parent) && kinds.has(child) && !parentOf.has(child)) {
      parentOf.set(child, parent);
    }
  }
  const childrenOf = new Map<string, string[]>();
  for (const id of kinds.keys()) {
    const parent = parentOf.get(id);
    if (parent === undefined) continue;
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(id);
    else childrenOf.set(parent, [id]);
  }
  const roots = [...kinds.keys()].filter((id) => !parentOf.has(id));

  // Centre of each node from its parent's centre, and its rank.
  const offset = new Map<string, number>();
  const rank = new Map<string, number>();
  const rankHeights: number[] = [];
  const sizeOf = (id: string) => FLOW_NODE_SIZES[kinds.get(id) ?? 'task'];

  /** Places `ids` side by side: their centres from the first one's, and their joint outline. */
  const packSideBySide = (ids: string[], outlines: Outline[]) => {
    const centres: number[] = [];
    const joint: Outline = { left: [], right: [] };
    outlines.forEach((outline, index) => {
      let centre = 0;
      if (index > 0) {
        centre = -Infinity;
        const shared = Math.min(joint.right.length, outline.left.length);
        for (let depth = 0; depth < shared; depth += 1) {
          const apart = (joint.right[depth] ?? 0) + FLOW_NODE_SPACING - (outline.left[depth] ?? 0);
          centre = Math.max(centre, apart);
        }
        if (centre === -Infinity) centre = 0;
      }
      centres.push(centre);
      outline.left.forEach((left, depth) => {
        if (depth >= joint.left.length) joint.left.push(left + centre);
      });
      outline.right.forEach((right, depth) => {
        joint.right[depth] = right + centre;
      });
    });
    ids.forEach((id, index) => offset.set(id, centres[index] ?? 0));
    return { centres, joint };
  };

  // Post-order without recursion: a child is placed before its parent.
  const outlines = new Map<string, Outline>();
  const stack: { id: string; depth: number; visited: boolean }[] = roots
    .map((id) => ({ id, depth: 0, visited: false }))
    .reverse();
  while (stack.length > 0) {
    const entry = stack.pop();
    if (!entry) break;
    const { id, depth } = entry;
    const children = childrenOf.get(id) ?? [];
    if (!entry.visited) {
      rank.set(id, depth);
      rankHeights[depth] = Math.max(rankHeights[depth] ?? 0, sizeOf(id).height);
      stack.push({ id, depth, visited: true });
      for (let index = children.length - 1; index >= 0; index -= 1) {
        const child = children[index];
        if (child !== undefined) stack.push({ id: child, depth: depth + 1, visited: false });
      }
      continue;
    }
    const half = sizeOf(id).width / 2;
    const outline: Outline = { left: [-half], right: [half] };
    if (children.length > 0) {
      const { centres, joint } = packSideBySide(
        children,
        children.map((child) => outlines.get(child) ?? { left: [], right: [] }),
      );
      const middle = ((centres[0] ?? 0) + (centres.at(-1) ?? 0)) / 2;
      for (const child of children) offset.set(child, (offset.get(child) ?? 0) - middle);
      joint.left.forEach((left) => outline.left.push(left - middle));
      joint.right.forEach((right) => outline.right.push(right - middle));
      for (const child of children) outlines.delete(child);
    }
    outlines.set(id, outline);
  }
  packSideBySide(
    roots,
    roots.map((root) => outlines.get(root) ?? { left: [], right: [] }),
  );

  // Each rank is as tall as its tallest node, with the rank spacing between ranks; a node sits
  // in the middle of its rank's height.
  const rankTops: number[] = [];
  let top = 0;
  for (const height of rankHeights) {
    rankTops.push(top);
    top += height + FLOW_RANK_SPACING;
  }
  const centres = new Map<string, number>();
  const positions: LayoutPositions = {};
  let leftmost = Infinity;
  // Parents come before their children in a pre-order walk, so a parent's centre is known first.
  const walk = [...roots].reverse();
  while (walk.length > 0) {
    const id = walk.pop();
    if (id === undefined) break;
    const parent = parentOf.get(id);
    const centre = (parent === undefined ? 0 : (centres.get(parent) ?? 0)) + (offset.get(id) ?? 0);
    centres.set(id, centre);
    const { width, height } = sizeOf(id);
    const nodeRank = rank.get(id) ?? 0;
    positions[id] = {
      x: centre - width / 2,
      y: (rankTops[nodeRank] ?? 0) + ((rankHeights[nodeRank] ?? height) - height) / 2,
    };
    leftmost = Math.min(leftmost, centre - width / 2);
    const children = childrenOf.get(id) ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const child = children[index];
      if (child !== undefined) walk.push(child);
    }
  }
  // The graph starts at x = 0, as its top starts at y = 0.
  for (const position of Object.values(positions)) position.x -= leftmost;
  return positions;
}
