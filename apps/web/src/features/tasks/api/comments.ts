import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@groundwork/shared/auth/schemas';
import type { Comment, CommentList } from '@groundwork/shared/comments/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { apiClient } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';
import {
  newIdempotencyKey,
  newTemporaryId,
  offlineChangeKey,
  quoted,
  type ChangeRequest,
  type ChangeSnapshot,
  type OfflineChange,
} from '../../../lib/offline-changes/change';
import { useSendChange } from '../../../lib/offline-changes/use-send-change';
import { commentToasts, commentUiMessages } from '../task-messages';
import { commentKeys, taskChangeScope, taskKeys, taskPath } from './query-keys';

export function getComments(
  workspaceId: string,
  taskId: string,
  signal?: AbortSignal,
): Promise<CommentList> {
  return apiClient.get<CommentList>(taskPath(taskId, 'comments'), {
    signal,
    workspaceId,
    params: { workspaceId },
    fallbackMessage: commentUiMessages.fetchFailed,
  });
}

export function getCommentsQueryOptions(workspaceId: string, taskId: string) {
  return queryOptions({
    queryKey: commentKeys.list(taskId),
    queryFn: ({ signal }) => getComments(workspaceId, taskId, signal),
  });
}

export function useComments(workspaceId: string, taskId: string) {
  return useQuery(getCommentsQueryOptions(workspaceId, taskId));
}

/** The changes to comments that can wait for a connection. */
export const commentChangeKeys = {
  add: [...offlineChangeKey, 'comment', 'add'] as const,
  edit: [...offlineChangeKey, 'comment', 'edit'] as const,
  delete: [...offlineChangeKey, 'comment', 'delete'] as const,
};

/** Changes the cached comments of a task at once, keeping them as they were for an undo. */
async function updateCachedComments(
  queryClient: QueryClient,
  taskId: string,
  update: (comments: CommentList) => CommentList,
): Promise<ChangeSnapshot> {
  const queryKey = commentKeys.list(taskId);
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueryData<CommentList>(queryKey);
  if (before) queryClient.setQueryData<CommentList>(queryKey, update(before));
  return [[queryKey, before]];
}

/**
 * The comment changes of one task: each shows at once, waits for a connection if there is none,
 * and goes in the order made, together with the task's own changes.
 */
function useCommentChange(workspaceId: string, taskId: string) {
  const queryClient = useQueryClient();
  const { send, isSending } = useSendChange();
  const sendCommentChange = useCallback(
    (
      mutationKey: readonly unknown[],
      subjectId: string,
      request: Omit<ChangeRequest, 'workspaceId' | 'params'>,
      savedMessage: string,
      update: (comments: CommentList) => CommentList,
    ) => {
      const title = queryClient.getQueryData<Task>(taskKeys.detail(taskId))?.title;
      const change: OfflineChange = {
        scope: taskChangeScope(taskId),
        subjectId,
        refusal: title
          ? `Could not save your comment on ${quoted(title)}`
          : 'Could not save your comment',
        request: { ...request, workspaceId, params: { workspaceId } },
        idempotencyKey: newIdempotencyKey(),
        effects: { lists: commentKeys.list(taskId), refresh: [commentKeys.list(taskId)] },
        savedMessage,
      };
      return send(mutationKey, change, () => updateCachedComments(queryClient, taskId, update));
    },
    [queryClient, send, taskId, workspaceId],
  );
  return { sendCommentChange, isSending, queryClient };
}

export function useAddComment(workspaceId: string, taskId: string) {
  const { sendCommentChange, isSending, queryClient } = useCommentChange(workspaceId, taskId);
  const addComment = (content: string) => {
    const author = queryClient.getQueryData<User | null>(currentUserQueryKey);
    const comment: Comment = {
      id: newTemporaryId(),
      taskId,
      content,
      userId: author?.id ?? '',
      author: {
        id: author?.id ?? '',
        name: author?.name ?? null,
        phoneNumber: author?.phoneNumber ?? '',
      },
      createdAt: new Date().toISOString(),
      updatedAt: null,
    };
    return sendCommentChange(
      commentChangeKeys.add,
      comment.id,
      {
        method: 'POST',
        path: taskPath(taskId, 'comments'),
        body: { content },
        fallbackMessage: commentUiMessages.addFailed,
      },
      commentToasts.added,
      (comments) => [...comments, comment],
    );
  };
  return { addComment, isPending: isSending };
}

export function useUpdateComment(workspaceId: string, taskId: string) {
  const { sendCommentChange, isSending } = useCommentChange(workspaceId, taskId);
  const updateComment = (commentId: string, content: string) =>
    sendCommentChange(
      commentChangeKeys.edit,
      commentId,
      {
        method: 'PUT',
        path: taskPath(taskId, 'comments', commentId),
        body: { content },
        fallbackMessage: commentUiMessages.updateFailed,
      },
      commentToasts.updated,
      (comments) =>
        comments.map((comment) =>
          comment.id === commentId
            ? { ...comment, content, updatedAt: new Date().toISOString() }
            : comment,
        ),
    );
  return { updateComment, isPending: isSending };
}

export function useDeleteComment(workspaceId: string, taskId: string) {
  const { sendCommentChange, isSending } = useCommentChange(workspaceId, taskId);
  const deleteComment = (commentId: string) =>
    sendCommentChange(
      commentChangeKeys.delete,
      commentId,
      {
        method: 'DELETE',
        path: taskPath(taskId, 'comments', commentId),
        fallbackMessage: commentUiMessages.deleteFailed,
      },
      commentToasts.deleted,
      (comments) => comments.filter((comment) => comment.id !== commentId),
    );
  return { deleteComment, isPending: isSending };
}
