import type { FlowNotification, FlowProject, FlowTask } from '@groundwork/shared/flow/rules';

/**
 * A generated workspace: `projectCount` projects, `tasksPerProject` tasks each, and one
 * notification per task (every third one about its project instead), for tests and the bench.
 */
export function generateFlowWorkspace(projectCount: number, tasksPerProject: number) {
  const workspace = { id: 'w1', name: 'Generated Works', isOwner: true, role: 'admin' as const };
  const projects: FlowProject[] = [];
  const tasks: FlowTask[] = [];
  const notifications: FlowNotification[] = [];
  for (let p = 0; p < projectCount; p += 1) {
    projects.push({
      id: `p${p}`,
      name: `Project ${p}`,
      status: 'in_progress',
      workspaceId: workspace.id,
      taskCount: tasksPerProject,
    });
    for (let t = 0; t < tasksPerProject; t += 1) {
      const taskId = `p${p}t${t}`;
      tasks.push({
        id: taskId,
        title: `Task ${t} of project ${p}`,
        status: 'to_do',
        priority: 'medium',
        projectId: `p${p}`,
      });
      notifications.push(
        t % 3 === 2
          ? { id: `n${taskId}`, type: 'project_update', title: 'Updated', projectId: `p${p}` }
          : { id: `n${taskId}`, type: 'task_assignment', title: 'Assigned', taskId },
      );
    }
  }
  return { workspace, projects, tasks, notifications };
}
