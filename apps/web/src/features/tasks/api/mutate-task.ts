import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  CreateTaskInput,
  Task,
  TaskList,
  TaskStatus,
  UpdateTaskInput,
} from '@groundwork/shared/tasks/schemas';
import { apiClient } from '../../../lib/api-client';
import { taskToasts, taskUiMessages } from '../task-messages';
import { dashboardKey, projectsKey, taskKeys, taskPath } from './query-keys';

/** Tasks change project progress, investment and the dashboard, so those refetch too. */
function refreshAfterTaskChange(queryClient: QueryClient, taskId?: string) {
  void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
  if (taskId) void queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
  void queryClient.invalidateQueries({ queryKey: projectsKey });
  void queryClient.invalidateQueries({ queryKey: dashboardKey });
}

export function createTask(workspaceId: string, input: CreateTaskInput): Promise<Task> {
  return apiClient.post<Task>('/api/tasks', input, {
    workspaceId,
    params: { workspaceId },
    fallbackMessage: taskUiMessages.createFailed,
  });
}

export function useCreateTask(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTaskInput) => createTask(workspaceId, input),
    onSuccess: () => {
      toast.success(taskToasts.created);
      refreshAfterTaskChange(queryClient);
    },
    onError: (error) => toast.error(error.message),
  });
}

export function updateTask(
  workspaceId: string,
  taskId: string,
  input: UpdateTaskInput,
): Promise<Task> {
  return apiClient.put<Task>(taskPath(taskId), input, {
    workspaceId,
    params: { workspaceId },
    fallbackMessage: taskUiMessages.updateFailed,
  });
}

export function useUpdateTask(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, input }: { taskId: string; input: UpdateTaskInput }) =>
      updateTask(workspaceId, taskId, input),
    onSuccess: (task) => {
      toast.success(taskToasts.updated);
      queryClient.setQueryData(taskKeys.detail(task.id), task);
      refreshAfterTaskChange(queryClient, task.id);
    },
    onError: (error) => toast.error(error.message),
  });
}

export function deleteTask(workspaceId: string, taskId: string): Promise<undefined> {
  return apiClient.delete<undefined>(taskPath(taskId), {
    workspaceId,
    params: { workspaceId },
    fallbackMessage: taskUiMessages.deleteFailed,
  });
}

export function useDeleteTask(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => deleteTask(workspaceId, taskId),
    onSuccess: (_answer, taskId) => {
      toast.success(taskToasts.deleted);
      // Gone from every cached list at once, so no screen shows it while the lists refetch.
      queryClient.setQueriesData<TaskList>({ queryKey: taskKeys.lists() }, (tasks) =>
        tasks?.filter((task) => task.id !== taskId),
      );
      queryClient.removeQueries({ queryKey: taskKeys.detail(taskId) });
      refreshAfterTaskChange(queryClient);
    },
    onError: (error) => toast.error(error.message),
  });
}

interface StatusSnapshot {
  lists: Array<[QueryKey, TaskList | undefined]>;
  detail: Task | undefined;
}

/**
 * Changes a task's status at once in every cached list and the detail, then asks the server (a
 * status-only PUT, allowed to every member who sees the project). A refusal puts the old status
 * back and says why.
 */
export function useChangeTaskStatus(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation<Task, Error, { taskId: string; status: TaskStatus }, StatusSnapshot>({
    mutationFn: ({ taskId, status }) => updateTask(workspaceId, taskId, { status }),
    onMutate: async ({ taskId, status }) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.lists() });
      await queryClient.cancelQueries({ queryKey: taskKeys.detail(taskId) });
      const snapshot: StatusSnapshot = {
        lists: queryClient.getQueriesData<TaskList>({ queryKey: taskKeys.lists() }),
        detail: queryClient.getQueryData<Task>(taskKeys.detail(taskId)),
      };
      queryClient.setQueriesData<TaskList>({ queryKey: taskKeys.lists() }, (tasks) =>
        tasks?.map((task) => (task.id === taskId ? { ...task, status } : task)),
      );
      if (snapshot.detail) {
        queryClient.setQueryData<Task>(taskKeys.detail(taskId), { ...snapshot.detail, status });
      }
      return snapshot;
    },
    onError: (error, { taskId }, snapshot) => {
      if (snapshot) {
        for (const [key, tasks] of snapshot.lists) queryClient.setQueryData(key, tasks);
        if (snapshot.detail) queryClient.setQueryData(taskKeys.detail(taskId), snapshot.detail);
      }
      toast.error(error.message);
    },
    onSuccess: (task) => {
      toast.success(taskToasts.updated);
      queryClient.setQueryData(taskKeys.detail(task.id), task);
    },
    onSettled: (_task, _error, { taskId }) => refreshAfterTaskChange(queryClient, taskId),
  });
}
