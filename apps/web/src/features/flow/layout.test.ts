import { describe, expect, it } from 'vitest';
import {
  FLOW_NODE_SIZES,
  FLOW_NODE_SPACING,
  FLOW_RANK_SPACING,
} from '@groundwork/shared/common/constants';
import { buildFlowGraph } from '@groundwork/shared/flow/rules';
import { generateFlowWorkspace } from './flow-test-data';
import { layoutFlow } from './layout';

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

  it('centres a project over its rank below and keeps the projects on one rank, in order', () => {
    const { at } = laidOut(3, 3);
    const centre = (id: string, kind: keyof typeof FLOW_NODE_SIZES) =>
      at(id).x + FLOW_NODE_SIZES[kind].width / 2;
    // Below a project: its tasks, then the notification about the project itself.
    expect(at('notification:np1t2').y).toBe(
      at('task:p1t0').y + FLOW_NODE_SIZES.task.height / 2 - FLOW_NODE_SIZES.notification.height / 2,
    );
    expect(centre('project:p1', 'project')).toBeCloseTo(
      (centre('task:p1t0', 'task') + centre('notification:np1t2', 'notification')) / 2,
    );
    expect(at('project:p0').y).toBe(at('project:p2').y);
    expect(at('project:p0').x).toBeLessThan(at('project:p1').x);
    expect(at('project:p1').x).toBeLessThan(at('project:p2').x);
    // The workspace sits over the middle of its projects.
    expect(centre('workspace:w1', 'workspace')).toBeCloseTo(
      (centre('project:p0', 'project') + centre('project:p2', 'project')) / 2,
    );
  });

  it('keeps neighbours on a rank the node spacing apart, and starts at the origin', () => {
    const { graph, at } = laidOut(3, 2);
    const tasks = graph.nodes
      .filter((node) => node.kind === 'task')
      .map((node) => at(node.id))
      .sort((a, b) => a.x - b.x);
    for (const [index, task] of tasks.slice(1).entries()) {
      const before = tasks[index];
      if (!before) throw new Error('no task before');
      expect(task.x - (before.x + FLOW_NODE_SIZES.task.width)).toBeGreaterThanOrEqual(
        FLOW_NODE_SPACING - 0.001,
      );
    }
    const lefts = graph.nodes.map((node) => at(node.id).x);
    expect(Math.min(...lefts)).toBe(0);
    expect(at('workspace:w1').y).toBe(0);
  });

  it('places a node that nothing contains beside the tree, on the top rank', () => {
    const graph = buildFlowGraph({
      ...generateFlowWorkspace(1, 1),
      notifications: [{ id: 'loose', type: 'system', title: 'Maintenance tonight' }],
    });
    if (!graph) throw new Error('no graph');
    const positions = layoutFlow(graph);
    expect(positions['notification:loose']?.y).toBe(
      (FLOW_NODE_SIZES.workspace.height - FLOW_NODE_SIZES.notification.height) / 2,
    );
    expect(positions['notification:loose']?.x).toBeGreaterThanOrEqual(
      FLOW_NODE_SIZES.workspace.width + FLOW_NODE_SPACING,
    );
  });

  it('places every node of a workspace of thousands, neighbours on a rank the spacing apart', () => {
    const graph = buildFlowGraph(generateFlowWorkspace(40, 50));
    if (!graph) throw new Error('no graph');
    const positions = layoutFlow(graph);
    const ranks = new Map<number, { left: number; right: number }[]>();
    for (const node of graph.nodes) {
      const position = positions[node.id];
      if (!position) throw new Error(`${node.id} was not placed`);
      const centreY = position.y + FLOW_NODE_SIZES[node.kind].height / 2;
      const rank = ranks.get(centreY) ?? [];
      rank.push({ left: position.x, right: position.x + FLOW_NODE_SIZES[node.kind].width });
      ranks.set(centreY, rank);
    }
    expect(ranks.size).toBe(4);
    for (const rank of ranks.values()) {
      rank.sort((a, b) => a.left - b.left);
      for (const [index, box] of rank.slice(1).entries()) {
        expect(box.left - (rank[index]?.right ?? -Infinity)).toBeGreaterThanOrEqual(
          FLOW_NODE_SPACING - 0.001,
        );
      }
    }
  });
});
