import { useQuery } from '@tanstack/react-query';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { itemDetail } from '../../../lib/api-query';
import { taskUiMessages } from '../task-messages';

const taskDetail = itemDetail<Task>('tasks', taskUiMessages.fetchFailed);

export const getTask = taskDetail.fetch;

export function useTask(workspaceId: string, taskId: string, enabled = true) {
  return useQuery({ ...taskDetail.queryOptions(workspaceId, taskId), enabled });
}
