import { useQuery } from '@tanstack/react-query';
import type { Project } from '@groundwork/shared/projects/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { itemDetail } from '../../../lib/api-query';

// The answers the project and task screens cache too, under the same keys: one fetch for both.
const projectDetail = itemDetail<Project>('projects', 'Failed to fetch project');
const taskDetail = itemDetail<Task>('tasks', 'Failed to fetch task');

export function useProjectDetail(workspaceId: string, projectId: string, enabled = true) {
  return useQuery({ ...projectDetail.queryOptions(workspaceId, projectId), enabled });
}

export function useTaskDetail(workspaceId: string, taskId: string, enabled = true) {
  return useQuery({ ...taskDetail.queryOptions(workspaceId, taskId), enabled });
}
