import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserSummary } from '@groundwork/shared/common/schemas';
import type { TaskLabel } from '@groundwork/shared/labels/schemas';
import { taskEntityTag } from '@groundwork/shared/tasks/entity-tag';
import type { CreateTaskInput, Task, UpdateTaskInput } from '@groundwork/shared/tasks/schemas';
import type { TaskStatus } from '@groundwork/shared/tasks/constants';
import { apiClient, inWorkspace } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';
import { formErrorToastId } from '../../../lib/form-error';
import {
  newIdempotencyKey,
  newTemporaryId,
  queuedWriteKey,
  quoted,
  type WriteEffects,
  type WriteSnapshot,
  type QueuedWrite,
} from '../../../lib/queued-writes/queued-write';
import { useSendQueuedWrite } from '../../../lib/queued-writes/use-send-queued-write';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { taskToasts, taskUiMessages } from '../task-messages';
import { shiftTaskCounts } from './edit-task-counts';
import { cachedListedTasks, editTaskLists, listTakes, patchListedTask } from './edit-task-lists';
import {
  dashboardKey,
  projectDetailKey,
  projectsKey,
  taskWriteScope,
  taskKeys,
  taskPath,
} from './query-keys';

/** Task counts, project progress, investment and the dashboard follow tasks: they refetch too. */
function refreshAfterTaskWrite(queryClient: QueryClient, taskId?: string) {
  void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: taskKeys.allMetrics() });
  if (taskId) void queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
  void queryClient.invalidateQueries({ queryKey: projectsKey });
  void queryClient.invalidateQueries({ queryKey: dashboardKey });
}

/** The writes to tasks that can wait for a connection. */
export const taskWriteKeys = {
  create: [...queuedWriteKey, 'task', 'create'] as const,
  edit: [...queuedWriteKey, 'task', 'edit'] as const,
  status: [...queuedWriteKey, 'task', 'status'] as const,
};

function taskWriteEffects(taskId: string): WriteEffects {
  return {
    record: taskKeys.detail(taskId),
    lists: taskKeys.lists(),
    refresh: [
      taskKeys.lists(),
      taskKeys.allMetrics(),
      taskKeys.detail(taskId),
      projectsKey,
      dashboardKey,
    ],
  };
}

function taskRequest(workspaceId: string, taskId: string, body: UpdateTaskInput) {
  return {
    method: 'PUT' as const,
    path: taskPath(taskId),
    body,
    workspaceId,
    params: { workspaceId },
    fallbackMessage: taskUiMessages.updateFailed,
  };
}

/** Shows a change to a task at once in every cached list and its detail. */
async function patchCachedTask(
  queryClient: QueryClient,
  taskId: string,
  patch: Partial<Task>,
): Promise<WriteSnapshot> {
  await queryClient.cancelQueries({ queryKey: taskKeys.lists() });
  await queryClient.cancelQueries({ queryKey: taskKeys.detail(taskId) });
  await queryClient.cancelQueries({ queryKey: taskKeys.allMetrics() });
  const detail: WriteSnapshot[number] = [
    taskKeys.detail(taskId),
    queryClient.getQueryData<Task>(taskKeys.detail(taskId)),
  ];
  const before =
    cachedListedTasks(queryClient).find((task) => task.id === taskId) ??
    (detail[1] as Task | undefined);
  const counts = before ? shiftTaskCounts(queryClient, before, { ...before, ...patch }) : [];
  const lists = patchListedTask(queryClient, taskId, patch);
  queryClient.setQueryData<Task>(taskKeys.detail(taskId), (task) => task && { ...task, ...patch });
  return [...lists, ...counts, detail];
}

/** Shows a new task at once, under a temporary id, in the cached lists it belongs in. */
async function addCachedTask(queryClient: QueryClient, task: Task): Promise<WriteSnapshot> {
  await queryClient.cancelQueries({ queryKey: taskKeys.lists() });
  await queryClient.cancelQueries({ queryKey: taskKeys.allMetrics() });
  const counts = shiftTaskCounts(queryClient, null, task);
  const lists = editTaskLists(queryClient, (tasks, filters) => {
    if (!filters || !listTakes(filters, task)) return tasks;
    const oldestFirst = filters.sortBy === 'createdAt' && filters.sortOrder === 'asc';
    return oldestFirst ? [...tasks, task] : [task, ...tasks];
  });
  return [...lists, ...counts];
}

/** The name of a project as cached by the screens that show it, or by a task of it. */
function cachedProjectName(queryClient: QueryClient, projectId: string): string {
  const project = queryClient.getQueryData<{ name: string }>(projectDetailKey(projectId));
  if (project) return project.name;
  const task = cachedListedTasks(queryClient).find((listed) => listed.projectId === projectId);
  return task?.projectName ?? '';
}

/**
 * Creates a task. It shows at once in the lists it belongs in, under a temporary id the server's
 * answer replaces; without a connection it waits, and is sent once one returns. `assignee` and
 * `labels` are those the input names, for showing it.
 */
export function useCreateTask(workspaceId: string) {
  const queryClient = useQueryClient();
  const { send, isSending } = useSendQueuedWrite();
  const createTask = useCallback(
    (input: CreateTaskInput, assignee: UserSummary | null, labels: TaskLabel[]) => {
      const id = newTemporaryId();
      const now = new Date().toISOString();
      const task: Task = {
        id,
        title: input.title,
        description: input.description ?? null,
        status: 'to_do',
        priority: input.priority ?? 'medium',
        dueDate: input.dueDate ?? null,
        amount: input.amount ?? null,
        transactionType: input.transactionType ?? null,
        assignedTo: assignee?.id ?? null,
        assignee,
        projectId: input.projectId,
        projectName: cachedProjectName(queryClient, input.projectId),
        workspaceId,
        createdBy: queryClient.getQueryData<{ id: string }>(currentUserQueryKey)?.id ?? '',
        createdAt: now,
        updatedAt: now,
        checklist: { done: 0, total: 0 },
        labels,
      };
      const write: QueuedWrite = {
        scope: taskWriteScope(id),
        subjectId: id,
        refusal: `Could not save ${quoted(input.title)}`,
        request: {
          method: 'POST',
          path: '/api/tasks',
          body: input,
          workspaceId,
          params: { workspaceId },
          fallbackMessage: taskUiMessages.createFailed,
        },
        idempotencyKey: newIdempotencyKey(),
        effects: {
          lists: taskKeys.lists(),
          refresh: [taskKeys.lists(), taskKeys.allMetrics(), projectsKey, dashboardKey],
        },
        savedMessage: taskToasts.created,
        refusalToastId: formErrorToastId,
      };
      return send(taskWriteKeys.create, write, () => addCachedTask(queryClient, task));
    },
    [queryClient, send, workspaceId],
  );
  return { createTask, isPending: isSending };
}

/**
 * Edits a task: only the fields the person changed are sent, with the version of the copy they
 * edited (If-Match), so that nobody's change to the other fields is overwritten. `shown` holds
 * the new assignee and labels, when they changed, for showing the change at once.
 */
export function useEditTask(workspaceId: string) {
  const queryClient = useQueryClient();
  const { send, isSending } = useSendQueuedWrite();
  const editTask = useCallback(
    (edited: Task, changes: UpdateTaskInput, shown: Partial<Pick<Task, 'assignee' | 'labels'>>) => {
      const { labelIds, ...fields } = changes;
      // A task answers its labels, not their ids: a conflict over them is found by the labels.
      const mine: Record<string, unknown> =
        labelIds === undefined ? fields : { ...fields, labels: shown.labels };
      const write: QueuedWrite = {
        scope: taskWriteScope(edited.id),
        subjectId: edited.id,
        refusal: `Could not save ${quoted(edited.title)}`,
        request: taskRequest(workspaceId, edited.id, changes),
        idempotencyKey: newIdempotencyKey(),
        ifMatch: taskEntityTag(edited),
        guard: { base: edited, mine },
        effects: taskWriteEffects(edited.id),
        savedMessage: taskToasts.updated,
        refusalToastId: formErrorToastId,
      };
      const patch: Partial<Task> = { ...(fields as Partial<Task>), ...shown };
      return send(taskWriteKeys.edit, write, () => patchCachedTask(queryClient, edited.id, patch));
    },
    [queryClient, send, workspaceId],
  );
  return { editTask, isPending: isSending };
}

/**
 * Changes a task's status, at once on screen; the server is told when there is a connection. A
 * status alone is sent without If-Match: the latest person to set it wins.
 */
export function useChangeTaskStatus(workspaceId: string) {
  const queryClient = useQueryClient();
  const { send } = useSendQueuedWrite();
  return useCallback(
    (task: Task, status: TaskStatus) => {
      const write: QueuedWrite = {
        scope: taskWriteScope(task.id),
        subjectId: task.id,
        refusal: `Could not save ${quoted(task.title)}`,
        request: taskRequest(workspaceId, task.id, { status }),
        idempotencyKey: newIdempotencyKey(),
        effects: taskWriteEffects(task.id),
        savedMessage: taskToasts.updated,
      };
      return send(taskWriteKeys.status, write, () =>
        patchCachedTask(queryClient, task.id, { status }),
      );
    },
    [queryClient, send, workspaceId],
  );
}

export function updateTask(
  workspaceId: string,
  taskId: string,
  input: UpdateTaskInput,
): Promise<Task> {
  return apiClient.put<Task>(
    taskPath(taskId),
    input,
    inWorkspace(workspaceId, taskUiMessages.updateFailed),
  );
}

/** Saves a task's fields online at once (the timeline's date moves). */
export function useUpdateTask(workspaceId: string) {
  return useToastedMutation(
    ({ taskId, input }: { taskId: string; input: UpdateTaskInput }) =>
      updateTask(workspaceId, taskId, input),
    {
      succeeded: taskToasts.updated,
      afterSuccess: (queryClient, task) => {
        queryClient.setQueryData(taskKeys.detail(task.id), task);
        refreshAfterTaskWrite(queryClient, task.id);
      },
    },
  );
}

export function deleteTask(workspaceId: string, taskId: string): Promise<undefined> {
  return apiClient.delete<undefined>(
    taskPath(taskId),
    inWorkspace(workspaceId, taskUiMessages.deleteFailed),
  );
}

export function useDeleteTask(workspaceId: string) {
  return useToastedMutation((taskId: string) => deleteTask(workspaceId, taskId), {
    succeeded: taskToasts.deleted,
    afterSuccess: (queryClient, _answer, taskId) => {
      // Gone from every cached list at once, so no screen shows it while the lists refetch.
      editTaskLists(queryClient, (tasks) => tasks.filter((task) => task.id !== taskId));
      queryClient.removeQueries({ queryKey: taskKeys.detail(taskId) });
      refreshAfterTaskWrite(queryClient);
    },
  });
}
