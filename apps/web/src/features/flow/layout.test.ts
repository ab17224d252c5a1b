import { describe, expect, it } from 'vitest';
import { FLOW_NODE_SIZES, FLOW_RANK_SPACING } from '@groundwork/shared/common/constants';
import { buildFlowGraph } from '@groundwork/shared/flow/rules';
import { generateFlowWorkspace } from './flow-test-data';
import { layoutFlow, layoutKey } from './layout';

function laidOut(projectCount: number, tasksPerProject: number) {
  const graph = buildFlowGraph(generateFlowWorkspace(projectCount, tasksPerProject));
  if (!graph) throw new Error('no graph');
  const positions = layoutFlow(graph);
  const at = (id: string) => {
    const position = positions[id];
    if (!position) throw new Error(`${id} was not placed`);
    return position;
  };
  return { graph, at };
}

describe('the Flow View layout', () => {
  it('places every node without two of them overlapping', () => {
    const { graph, at } = laidOut(4, 5);
    const boxes = graph.nodes.map((node) => ({
      id: node.id,
      ...at(node.id),
      ...FLOW_NODE_SIZES[node.kind],
    }));
    expect(boxes.every((box) => Number.isFinite(box.x) && Number.isFinite(box.y))).toBe(true);
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y;
        expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
      }
    }
  });

  it('goes top to bottom: workspace, then projects, then tasks, then their notifications', () => {
    const { at } = laidOut(2, 3);
    const bottom = (id: string, kind: keyof typeof FLOW_NODE_SIZES) =>
      at(id).y + FLOW_NODE_SIZES[kind].height;
    expect(at('project:p0').y - bottom('workspace:w1', 'workspace')).toBeGreaterThanOrEqual(
      FLOW_RANK_SPACING,
    );
    expect(at('task:p0t0').y).toBeGreaterThan(bottom('project:p0', 'project'));
    // A notification sits below the task it is about, even though its edge points at the task.
    expect(at('notification:np0t0').y).toBeGreaterThan(bottom('task:p0t0', 'task'));
  });

  it('keys a layout by the graph shape only', () => {
    const { graph } = laidOut(2, 2);
    const renamed = {
      nodes: graph.nodes.map((node) => ({ ...node, data: { ...node.data, name: 'Other' } })),
      edges: graph.edges,
    };
    expect(layoutKey(renamed)).toBe(layoutKey(graph));
    expect(layoutKey({ nodes: graph.nodes.slice(1), edges: graph.edges })).not.toBe(
      layoutKey(graph),
    );
  });
});
