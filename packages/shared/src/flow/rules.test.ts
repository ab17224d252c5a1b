import { describe, expect, it } from 'vitest';
import {
  buildFlowGraph,
  connectedEdgeIds,
  flowNodeId,
  flowViewState,
  notificationTargetKind,
  type FlowNotification,
} from './rules';

const workspace = { id: 'w', name: 'Acme', isOwner: false, role: 'project_manager' } as const;
const projects = [
  { id: 'p1', name: 'House', status: 'in_progress', workspaceId: 'w', taskCount: 2 },
  { id: 'p2', name: 'Shop', status: null, workspaceId: 'w', taskCount: 0 },
] as const;
const tasks = [
  { id: 't1', title: 'Pour', status: 'to_do', priority: 'urgent', projectId: 'p1' },
  { id: 't2', title: 'Frame', status: 'complete', priority: 'low', projectId: 'p1' },
  { id: 't3', title: 'Orphan', status: 'to_do', priority: 'high', projectId: 'gone' },
] as const;
const notification = (id: string, fields: Partial<FlowNotification>): FlowNotification => ({
  id,
  type: 'task_assignment',
  title: `Title ${id}`,
  message: `Message ${id}`,
  readAt: null,
  ...fields,
});

describe('notificationTargetKind (001 §3)', () => {
  it.each([
    ['task_assignment', 'task'],
    ['task_comment', 'task'],
    ['task_mention', 'task'],
    ['due_date_reminder', 'task'],
    ['overdue_task', 'task'],
    ['project_update', 'project'],
    ['workspace_invite', 'workspace'],
    ['system', null],
  ])('%s → %j', (type, kind) => {
    expect(notificationTargetKind(type)).toBe(kind);
  });
});

describe('buildFlowGraph', () => {
  it('shows nothing until the workspace and its projects have loaded', () => {
    expect(buildFlowGraph({ workspace: null, projects: [...projects] })).toBeNull();
    expect(buildFlowGraph({ workspace, projects: null })).toBeNull();
  });

  it('builds nodes and the edges whose both ends exist', () => {
    const graph = buildFlowGraph({
      workspace,
      projects,
      tasks,
      notifications: [
        notification('n1', { taskId: 't1' }),
        notification('n2', { type: 'overdue_task', relatedId: 't2', isRead: true, message: '' }),
        notification('n3', { type: 'project_update', projectId: 'p2' }),
        notification('n4', { type: 'workspace_invite', relatedId: 'w' }),
        notification('n5', { type: 'task_comment', taskId: 'missing' }),
        notification('n6', { type: 'system', relatedId: 'w' }),
        notification('n7', { type: 'project_update' }),
        notification('n8', { type: 'workspace_invite', workspaceId: 'w', relatedId: 'x' }),
        notification('n9', { type: 'workspace_invite' }),
      ],
    });
    expect(graph?.nodes.map((node) => node.id)).toEqual([
      'workspace:w',
      'project:p1',
      'project:p2',
      'task:t1',
      'task:t2',
      'task:t3',
      'notification:n1',
      'notification:n2',
      'notification:n3',
      'notification:n4',
      'notification:n5',
      'notification:n6',
      'notification:n7',
      'notification:n8',
      'notification:n9',
    ]);
    expect(graph?.edges).toEqual([
      {
        id: 'workspace:w->project:p1',
        kind: 'contains',
        source: 'workspace:w',
        target: 'project:p1',
      },
      {
        id: 'workspace:w->project:p2',
        kind: 'contains',
        source: 'workspace:w',
        target: 'project:p2',
      },
      { id: 'project:p1->task:t1', kind: 'contains', source: 'project:p1', target: 'task:t1' },
      { id: 'project:p1->task:t2', kind: 'contains', source: 'project:p1', target: 'task:t2' },
      {
        id: 'notification:n1->task:t1',
        kind: 'notifies',
        source: 'notification:n1',
        target: 'task:t1',
      },
      {
        id: 'notification:n2->task:t2',
        kind: 'notifies',
        source: 'notification:n2',
        target: 'task:t2',
      },
      {
        id: 'notification:n3->project:p2',
        kind: 'notifies',
        source: 'notification:n3',
        target: 'project:p2',
      },
      {
        id: 'notification:n4->workspace:w',
        kind: 'notifies',
        source: 'notification:n4',
        target: 'workspace:w',
      },
      {
        id: 'notification:n8->workspace:w',
        kind: 'notifies',
        source: 'notification:n8',
        target: 'workspace:w',
      },
    ]);
  });

  it('fills node data as 001 §2 shows it', () => {
    const graph = buildFlowGraph({
      workspace,
      projects,
      tasks,
      notifications: [notification('n2', { isRead: true, message: '  ' })],
    });
    const byId = new Map(graph?.nodes.map((node) => [node.id, node.data]));
    expect(byId.get('workspace:w')).toEqual({
      name: 'Acme',
      badge: 'Project Manager',
      memberCount: null,
    });
    expect(byId.get('project:p2')).toEqual({ name: 'Shop', status: 'to_do', taskCount: 0 });
    expect(byId.get('task:t1')).toEqual({ title: 'Pour', status: 'to_do', priority: 'urgent' });
    expect(byId.get('notification:n2')).toEqual({ message: 'Title n2', readLabel: 'Read' });
  });

  it('badges the owner and leaves out projects of another workspace from the edges', () => {
    const graph = buildFlowGraph({
      workspace: { ...workspace, isOwner: true },
      projects: [{ id: 'p9', name: 'X', workspaceId: 'other', taskCount: 0 }],
    });
    expect(graph?.nodes[0]?.data).toMatchObject({ badge: 'Owner' });
    expect(graph?.edges).toEqual([]);
  });

  it('counts the active members on the workspace node, not invitations or revoked ones', () => {
    const members = [{ status: 'active' }, { status: 'active' }, { status: 'pending' }];
    const graph = buildFlowGraph({
      workspace: { ...workspace, members: [...members, { status: 'revoked' }] },
      projects: [],
    });
    expect(graph?.nodes[0]?.data).toMatchObject({ memberCount: 2 });
  });

  it('finds the edges to animate when a node is clicked', () => {
    const graph = buildFlowGraph({ workspace, projects, tasks });
    expect(graph && [...connectedEdgeIds(graph, flowNodeId('project', 'p1'))]).toEqual([
      'workspace:w->project:p1',
      'project:p1->task:t1',
      'project:p1->task:t2',
    ]);
  });
});

describe('buildFlowGraph on generated workspaces', () => {
  // A small deterministic generator (no randomness, so a failure can be reproduced).
  function generate(seed: number) {
    const next = (() => {
      let state = seed;
      return (limit: number) => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return state % limit;
      };
    })();
    const projectList = Array.from({ length: 1 + next(12) }, (_, p) => ({
      id: `p${p}`,
      name: `Project ${p}`,
      status: next(5) === 0 ? null : ('in_progress' as const),
      workspaceId: next(8) === 0 ? 'elsewhere' : 'w',
      taskCount: 0,
    }));
    const taskList = Array.from({ length: next(80) }, (_, t) => ({
      id: `t${t}`,
      title: `Task ${t}`,
      status: 'to_do' as const,
      priority: 'medium' as const,
      // Some tasks point at a project that is not in the list.
      projectId: `p${next(projectList.length + 2)}`,
    }));
    const types = [
      'task_assignment',
      'overdue_task',
      'project_update',
      'workspace_invite',
      'system',
    ];
    const notificationList = Array.from({ length: next(60) }, (_, n) =>
      notification(`n${n}`, {
        type: types[next(types.length)],
        taskId: `t${next(taskList.length + 3)}`,
        projectId: `p${next(projectList.length + 2)}`,
        workspaceId: next(4) === 0 ? 'gone' : 'w',
      }),
    );
    return { projects: projectList, tasks: taskList, notifications: notificationList };
  }

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'seed %i: one node per record, of its kind, and no edge with a missing end',
    (seed) => {
      const data = generate(seed);
      const graph = buildFlowGraph({ workspace, ...data });
      if (!graph) throw new Error('no graph');
      const count = (kind: string) => graph.nodes.filter((node) => node.kind === kind).length;
      expect(count('workspace')).toBe(1);
      expect(count('project')).toBe(data.projects.length);
      expect(count('task')).toBe(data.tasks.length);
      expect(count('notification')).toBe(data.notifications.length);
      expect(new Set(graph.nodes.map((node) => node.id)).size).toBe(graph.nodes.length);

      const ids = new Set(graph.nodes.map((node) => node.id));
      for (const edge of graph.edges) {
        expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
        const [sourceKind, targetKind] = [edge.source, edge.target].map((id) => id.split(':')[0]);
        if (edge.kind === 'contains') {
          expect(`${sourceKind}>${targetKind}`).toMatch(/^(workspace>project|project>task)$/);
        } else {
          expect(sourceKind).toBe('notification');
          expect(targetKind).not.toBe('notification');
        }
      }
      // Every task whose project exists hangs under it; the others float free.
      const projectIds = new Set(data.projects.map((project) => project.id));
      const contained = graph.edges.filter(
        (edge) => edge.kind === 'contains' && edge.target.startsWith('task:'),
      ).length;
      expect(contained).toBe(data.tasks.filter((task) => projectIds.has(task.projectId)).length);
      // A notification notifies at most one node.
      const notifies = graph.edges.filter((edge) => edge.kind === 'notifies');
      expect(new Set(notifies.map((edge) => edge.source)).size).toBe(notifies.length);
    },
  );
});

describe('flowViewState (001 §2)', () => {
  const ok = { isLoading: false, error: null };
  const base = {
    workspace: { ...ok, hasData: true },
    projects: { ...ok, count: 2 },
    tasks: ok,
    notifications: ok,
  };

  it.each([
    ['ready', base, { state: 'ready' }],
    [
      'loading tasks',
      { ...base, tasks: { isLoading: true, error: null } },
      { state: 'loading', message: 'Loading visualization...' },
    ],
    [
      'workspace failed',
      { ...base, workspace: { isLoading: false, error: new Error('x'), hasData: false } },
      {
        state: 'error',
        title: 'Failed to load visualization',
        message: 'Unable to load workspace data',
      },
    ],
    [
      'projects failed',
      { ...base, projects: { isLoading: false, error: 'x', count: null } },
      {
        state: 'error',
        title: 'Failed to load visualization',
        message: 'Unable to load project data',
      },
    ],
    [
      'notifications failed',
      { ...base, notifications: { isLoading: false, error: 'x' } },
      {
        state: 'error',
        title: 'Failed to load visualization',
        message: 'An error occurred while loading data',
      },
    ],
    [
      'no projects',
      { ...base, projects: { ...ok, count: 0 } },
      {
        state: 'empty',
        title: 'No data to visualize',
        message: 'Create a workspace and add projects to see the visualization',
      },
    ],
    [
      'no workspace',
      { ...base, workspace: { ...ok, hasData: false } },
      {
        state: 'empty',
        title: 'No data to visualize',
        message: 'Create a workspace and add projects to see the visualization',
      },
    ],
  ] as const)('%s', (_case, sources, expected) => {
    expect(flowViewState(sources)).toEqual(expected);
  });
});
