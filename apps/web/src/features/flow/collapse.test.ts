import { describe, expect, it } from 'vitest';
import { buildFlowGraph, type FlowGraph } from '@groundwork/shared/flow/rules';
import { COLLAPSE_THRESHOLD, initiallyCollapsed, visibleGraph } from './collapse';
import { generateFlowWorkspace } from './flow-test-data';

function graphOf(projectCount: number, tasksPerProject: number): FlowGraph {
  const graph = buildFlowGraph(generateFlowWorkspace(projectCount, tasksPerProject));
  if (!graph) throw new Error('no graph');
  return graph;
}

describe('collapsing projects', () => {
  it('starts with every project open in a small graph and all collapsed past the threshold', () => {
    const small = graphOf(3, 4);
    expect(small.nodes.length).toBeLessThanOrEqual(COLLAPSE_THRESHOLD);
    expect(initiallyCollapsed(small).size).toBe(0);

    const large = graphOf(40, 10);
    expect(large.nodes.length).toBeGreaterThan(COLLAPSE_THRESHOLD);
    const collapsed = initiallyCollapsed(large);
    expect([...collapsed].sort()).toEqual(
      large.nodes
        .filter((node) => node.kind === 'project')
        .map((node) => node.id)
        .sort(),
    );
    const visible = visibleGraph(large, collapsed);
    expect(visible.nodes.some((node) => node.kind === 'task')).toBe(false);
  });

  it('hides everything below a collapsed project, and only that', () => {
    const graph = graphOf(2, 3);
    const visible = visibleGraph(graph, new Set(['project:p0']));
    const ids = visible.nodes.map((node) => node.id);
    expect(ids).toContain('project:p0');
    expect(ids).not.toContain('task:p0t0');
    expect(ids).not.toContain('notification:np0t0');
    // The notification about the project itself goes too.
    expect(ids).not.toContain('notification:np0t2');
    expect(ids).toContain('task:p1t0');
    expect(ids).toContain('notification:np1t0');
    expect(ids).toContain('notification:np1t2');
    // Three tasks, the two notifications about them and the one about the project.
    expect(visible.hiddenCounts.get('project:p0')).toBe(6);
    expect(visible.hiddenCounts.has('project:p1')).toBe(false);
  });

  it('never leaves an edge to a hidden node', () => {
    const graph = graphOf(6, 5);
    for (const collapsed of [new Set<string>(), new Set(['project:p1', 'project:p4'])]) {
      const visible = visibleGraph(graph, collapsed);
      const ids = new Set(visible.nodes.map((node) => node.id));
      for (const edge of visible.edges) {
        expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
      }
    }
  });

  it('expanding again shows the whole graph', () => {
    const graph = graphOf(2, 3);
    const visible = visibleGraph(graph, new Set());
    expect(visible.nodes).toEqual(graph.nodes);
    expect(visible.edges).toEqual(graph.edges);
  });
});
