import { roleLabels, type MemberRole } from '../permissions/roles';
import { projectStatusOrDefault } from '../projects/rules';
import { isNotificationRead, notificationText } from '../notifications/rules';
import type { ProjectStatus } from '../projects/constants';
import type { TaskPriority, TaskStatus } from '../tasks/constants';

/** The Flow View graph of 001 §2–§3: which nodes and edges, not where they go (layout is the web's). */

/** Tasks in the graph may carry 'urgent', a priority no task form offers. */
export type FlowTaskPriority = TaskPriority | 'urgent';

export type FlowNodeKind = 'workspace' | 'project' | 'task' | 'notification';

export interface FlowWorkspace {
  id: string;
  name: string;
  isOwner: boolean;
  role: MemberRole;
  /** The members with their status, when loaded: the node counts the active ones. */
  members?: ReadonlyArray<{ status: string }>;
}
export interface FlowProject {
  id: string;
  name: string;
  status?: ProjectStatus | null;
  workspaceId: string;
  taskCount: number;
}
export interface FlowTask {
  id: string;
  title: string;
  status: TaskStatus;
  priority: FlowTaskPriority;
  projectId: string;
}
export interface FlowNotification {
  id: string;
  type: string;
  title: string;
  message?: string | null;
  readAt?: string | Date | null;
  isRead?: boolean | null;
  relatedId?: string | null;
  workspaceId?: string | null;
  projectId?: string | null;
  taskId?: string | null;
}

export type FlowNode =
  | {
      id: string;
      kind: 'workspace';
      data: { name: string; badge: string; memberCount: number | null };
    }
  | {
      id: string;
      kind: 'project';
      data: { name: string; status: ProjectStatus; taskCount: number };
    }
  | {
      id: string;
      kind: 'task';
      data: { title: string; status: TaskStatus; priority: FlowTaskPriority };
    }
  | { id: string; kind: 'notification'; data: { message: string; readLabel: 'Read' | 'Unread' } };

export interface FlowEdge {
  id: string;
  kind: 'contains' | 'notifies';
  source: string;
  target: string;
}

export interface FlowGraph {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

/** Node ids are prefixed by kind, so a project and a task can never collide. */
export function flowNodeId(kind: FlowNodeKind, id: string): string {
  return `${kind}:${id}`;
}

const TASK_NOTIFICATION_TYPES = new Set([
  'task_assignment',
  'task_comment',
  'task_mention',
  'due_date_reminder',
  'overdue_task',
]);

/** The kind of node a notification type points at (001 §3); null for types that point nowhere. */
export function notificationTargetKind(type: string): Exclude<FlowNodeKind, 'notification'> | null {
  if (TASK_NOTIFICATION_TYPES.has(type)) return 'task';
  if (type === 'project_update') return 'project';
  if (type === 'workspace_invite') return 'workspace';
  return null;
}

function notificationTargetId(notification: FlowNotification): string | null {
  switch (notificationTargetKind(notification.type)) {
    case 'task':
      return notification.taskId ?? notification.relatedId ?? null;
    case 'project':
      return notification.projectId ?? notification.relatedId ?? null;
    case 'workspace':
      return notification.workspaceId ?? notification.relatedId ?? null;
    default:
      return null;
  }
}

export interface FlowSources {
  workspace: FlowWorkspace | null;
  projects: readonly FlowProject[] | null;
  tasks?: readonly FlowTask[] | null;
  notifications?: readonly FlowNotification[] | null;
}

/**
 * The graph of a workspace: null until both the workspace and its projects have loaded (001 §2).
 * Edges: workspace contains project, project contains task, notification notifies its workspace,
 * project or task; an edge only when both ends exist. The workspace node counts its active
 * members (001 §3 leaves the count empty; people asked for it), or shows none when they are not
 * loaded.
 */
export function buildFlowGraph(sources: FlowSources): FlowGraph | null {
  const { workspace, projects } = sources;
  if (!workspace || !projects) return null;
  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];
  const nodeIds = new Set<string>();
  const addNode = (node: FlowNode) => {
    nodes.push(node);
    nodeIds.add(node.id);
  };
  const addEdge = (kind: FlowEdge['kind'], source: string, target: string) => {
    if (nodeIds.has(source) && nodeIds.has(target)) {
      edges.push({ id: `${source}->${target}`, kind, source, target });
    }
  };

  const workspaceNodeId = flowNodeId('workspace', workspace.id);
  addNode({
    id: workspaceNodeId,
    kind: 'workspace',
    data: {
      name: workspace.name,
      badge: workspace.isOwner ? 'Owner' : roleLabels[workspace.role],
      memberCount: workspace.members
        ? workspace.members.filter((member) => member.status === 'active').length
        : null,
    },
  });
  for (const project of projects) {
    const id = flowNodeId('project', project.id);
    addNode({
      id,
      kind: 'project',
      data: {
        name: project.name,
        status: projectStatusOrDefault(project.status),
        taskCount: project.taskCount,
      },
    });
    if (project.workspaceId === workspace.id) addEdge('contains', workspaceNodeId, id);
  }
  for (const task of sources.tasks ?? []) {
    const id = flowNodeId('task', task.id);
    addNode({
      id,
      kind: 'task',
      data: { title: task.title, status: task.status, priority: task.priority },
    });
    addEdge('contains', flowNodeId('project', task.projectId), id);
  }
  for (const notification of sources.notifications ?? []) {
    const id = flowNodeId('notification', notification.id);
    addNode({
      id,
      kind: 'notification',
      data: {
        message: notificationText(notification),
        readLabel: isNotificationRead(notification) ? 'Read' : 'Unread',
      },
    });
    const targetKind = notificationTargetKind(notification.type);
    const targetId = notificationTargetId(notification);
    if (targetKind && targetId) addEdge('notifies', id, flowNodeId(targetKind, targetId));
  }
  return { nodes, edges };
}

/** Edges touching a node: the ones animated when it is clicked. */
export function connectedEdgeIds(graph: FlowGraph, nodeId: string): Set<string> {
  return new Set(
    graph.edges
      .filter((edge) => edge.source === nodeId || edge.target === nodeId)
      .map((edge) => edge.id),
  );
}

export interface SourceState {
  isLoading: boolean;
  error: unknown;
}

export type FlowViewState =
  | { state: 'loading'; message: 'Loading visualization...' }
  | { state: 'error'; title: 'Failed to load visualization'; message: string }
  | {
      state: 'empty';
      title: 'No data to visualize';
      message: 'Create a workspace and add projects to see the visualization';
    }
  | { state: 'ready' };

/**
 * What the Flow View shows (001 §2): loading while any source loads; an error with the first
 * failing source's message (workspace, then projects, then the others); empty when no workspace
 * or no projects; else the graph.
 */
export function flowViewState(sources: {
  workspace: SourceState & { hasData: boolean };
  projects: SourceState & { count: number | null };
  tasks: SourceState;
  notifications: SourceState;
}): FlowViewState {
  const all = [sources.workspace, sources.projects, sources.tasks, sources.notifications];
  if (all.some((source) => source.isLoading)) {
    return { state: 'loading', message: 'Loading visualization...' };
  }
  const title = 'Failed to load visualization';
  if (sources.workspace.error) {
    return { state: 'error', title, message: 'Unable to load workspace data' };
  }
  if (sources.projects.error) {
    return { state: 'error', title, message: 'Unable to load project data' };
  }
  if (sources.tasks.error || sources.notifications.error) {
    return { state: 'error', title, message: 'An error occurred while loading data' };
  }
  if (!sources.workspace.hasData || !sources.projects.count) {
    return {
      state: 'empty',
      title: 'No data to visualize',
      message: 'Create a workspace and add projects to see the visualization',
    };
  }
  return { state: 'ready' };
}
