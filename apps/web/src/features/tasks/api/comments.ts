import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Comment, CommentList } from '@groundwork/shared/comments/schemas';
import { apiClient } from '../../../lib/api-client';
import { commentToasts, commentUiMessages } from '../task-messages';
import { commentKeys, taskPath } from './query-keys';

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

/** The comment list refetches after each change (000 §7). */
function useCommentMutation<Variables>(
  taskId: string,
  request: (variables: Variables) => Promise<unknown>,
  successMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast.success(successMessage);
      void queryClient.invalidateQueries({ queryKey: commentKeys.list(taskId) });
    },
    onError: (error) => toast.error(error.message),
  });
}

export function useAddComment(workspaceId: string, taskId: string) {
  return useCommentMutation(
    taskId,
    (content: string) =>
      apiClient.post<Comment>(
        taskPath(taskId, 'comments'),
        { content },
        { workspaceId, params: { workspaceId }, fallbackMessage: commentUiMessages.addFailed },
      ),
    commentToasts.added,
  );
}

export function useUpdateComment(workspaceId: string, taskId: string) {
  return useCommentMutation(
    taskId,
    ({ commentId, content }: { commentId: string; content: string }) =>
      apiClient.put<Comment>(
        taskPath(taskId, 'comments', commentId),
        { content },
        { workspaceId, params: { workspaceId }, fallbackMessage: commentUiMessages.updateFailed },
      ),
    commentToasts.updated,
  );
}

export function useDeleteComment(workspaceId: string, taskId: string) {
  return useCommentMutation(
    taskId,
    (commentId: string) =>
      apiClient.delete<undefined>(taskPath(taskId, 'comments', commentId), {
        workspaceId,
        params: { workspaceId },
        fallbackMessage: commentUiMessages.deleteFailed,
      }),
    commentToasts.deleted,
  );
}
