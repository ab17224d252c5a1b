import { useCallback } from 'react';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type QueryClient,
  useQuery,
} from '@tanstack/react-query';
import type { User } from '@groundwork/shared/auth/schemas';
import type { PickedMention } from '@groundwork/shared/comments/mentions';
import type { Comment, CommentMention } from '@groundwork/shared/comments/schemas';
import type { Page } from '@groundwork/shared/common/paging';
import type { Count } from '@groundwork/shared/common/schemas';
import type { Task } from '@groundwork/shared/tasks/schemas';
import { apiClient } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';
import { formErrorToastId } from '../../../lib/form-error';
import { editCachedList } from '../../../lib/queued-writes/cached-list';
import { distinctItems, pageParams, pagedListParams } from '../../../lib/paged-list';
import {
  newIdempotencyKey,
  newTemporaryId,
  queuedWriteKey,
  quoted,
  type WriteRequest,
  type WriteSnapshot,
  type QueuedWrite,
} from '../../../lib/queued-writes/queued-write';
import { useSendQueuedWrite } from '../../../lib/queued-writes/use-send-queued-write';
import { commentToasts, commentUiMessages } from '../task-messages';
import { commentKeys, taskWriteScope, taskKeys, taskPath } from './query-keys';

/**
 * One page of a task's comments, oldest first (the spec's order): the first without a cursor,
 * then each after the one before.
 */
function getCommentPage(
  workspaceId: string,
  taskId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<Comment>> {
  return apiClient.get<Page<Comment>>(taskPath(taskId, 'comments'), {
    signal,
    workspaceId,
    params: { workspaceId, ...pageParams(cursor) },
    fallbackMessage: commentUiMessages.fetchFailed,
  });
}

/**
 * A task's comments a page at a time, under the task's comment key (which live changes and saved
 * comments refresh), as a shape of their own.
 */
const commentPagesKey = (taskId: string) => [...commentKeys.list(taskId), 'pages'] as const;

function getCommentPagesQueryOptions(workspaceId: string, taskId: string) {
  return infiniteQueryOptions({
    queryKey: commentPagesKey(taskId),
    queryFn: ({ pageParam, signal }) => getCommentPage(workspaceId, taskId, pageParam, signal),
    ...pagedListParams,
  });
}

/** The comments fetched so far as one list (`fetchNextPage` for more). */
export function useCommentPages(workspaceId: string, taskId: string) {
  return useInfiniteQuery({
    ...getCommentPagesQueryOptions(workspaceId, taskId),
    select: distinctItems,
  });
}

/** A task's comment count, under its comment key too, so that the same changes refresh it. */
const commentCountKey = (taskId: string) => [...commentKeys.list(taskId), 'count'] as const;

/** How many comments the task has, from the server's count rather than the pages fetched. */
export function useCommentCount(workspaceId: string, taskId: string) {
  return useQuery({
    queryKey: commentCountKey(taskId),
    queryFn: async ({ signal }) => {
      const { count } = await apiClient.get<Count>(taskPath(taskId, 'comments', 'count'), {
        signal,
        workspaceId,
        params: { workspaceId },
        fallbackMessage: commentUiMessages.fetchFailed,
      });
      return count;
    },
  });
}

/** The writes to comments that can wait for a connection. */
const commentWriteKeys = {
  add: [...queuedWriteKey, 'comment', 'add'] as const,
  edit: [...queuedWriteKey, 'comment', 'edit'] as const,
  delete: [...queuedWriteKey, 'comment', 'delete'] as const,
};

/**
 * Changes the cached comments of a task at once, whole or paged alike (a new one joins the last
 * page fetched), keeping them as they were for an undo.
 */
async function updateCachedComments(
  queryClient: QueryClient,
  taskId: string,
  update: (comments: Comment[]) => Comment[],
): Promise<WriteSnapshot> {
  const queryKey = commentKeys.list(taskId);
  await queryClient.cancelQueries({ queryKey });
  const before: WriteSnapshot = queryClient.getQueriesData({ queryKey });
  // The count moves by as many comments as the change adds or removes.
  let added = 0;
  for (const [key, data] of before) {
    const edited = editCachedList<Comment>(data, (comments) => {
      const next = update(comments);
      added = next.length - comments.length;
      return next;
    });
    if (edited !== data) queryClient.setQueryData(key, edited);
  }
  if (added !== 0) {
    queryClient.setQueryData<number>(commentCountKey(taskId), (count) =>
      count === undefined ? count : count + added,
    );
  }
  return before;
}

/**
 * The comment changes of one task: each shows at once, waits for a connection if there is none,
 * and goes in the order made, together with the task's own changes.
 */
function useCommentWrite(workspaceId: string, taskId: string) {
  const queryClient = useQueryClient();
  const { send, isSending } = useSendQueuedWrite();
  const sendCommentWrite = useCallback(
    (
      mutationKey: readonly unknown[],
      subjectId: string,
      request: Omit<WriteRequest, 'workspaceId' | 'params'>,
      savedMessage: string,
      update: (comments: Comment[]) => Comment[],
      refusalToastId?: string,
    ) => {
      const title = queryClient.getQueryData<Task>(taskKeys.detail(taskId))?.title;
      const write: QueuedWrite = {
        scope: taskWriteScope(taskId),
        subjectId,
        refusal: title
          ? `Could not save your comment on ${quoted(title)}`
          : 'Could not save your comment',
        request: { ...request, workspaceId, params: { workspaceId } },
        idempotencyKey: newIdempotencyKey(),
        effects: { lists: commentKeys.list(taskId), refresh: [commentKeys.list(taskId)] },
        savedMessage,
        refusalToastId,
      };
      return send(mutationKey, write, () => updateCachedComments(queryClient, taskId, update));
    },
    [queryClient, send, taskId, workspaceId],
  );
  return { sendCommentWrite, isSending, queryClient };
}

/** The mentions a comment shows before the server answers: the names as picked. */
function pickedMentions(mentions: readonly PickedMention[]): CommentMention[] {
  return mentions.map(({ id, name }) => ({ id, name, writtenAs: name }));
}

export function useAddComment(workspaceId: string, taskId: string) {
  const { sendCommentWrite, isSending, queryClient } = useCommentWrite(workspaceId, taskId);
  const addComment = (content: string, mentions: readonly PickedMention[] = []) => {
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
      mentions: pickedMentions(mentions),
    };
    const mentionIds = mentions.map((mention) => mention.id);
    return sendCommentWrite(
      commentWriteKeys.add,
      comment.id,
      {
        method: 'POST',
        path: taskPath(taskId, 'comments'),
        body: mentionIds.length > 0 ? { content, mentions: mentionIds } : { content },
        fallbackMessage: commentUiMessages.addFailed,
      },
      commentToasts.added,
      (comments) => [...comments, comment],
      formErrorToastId,
    );
  };
  return { addComment, isPending: isSending };
}

export function useUpdateComment(workspaceId: string, taskId: string) {
  const { sendCommentWrite, isSending } = useCommentWrite(workspaceId, taskId);
  /** `mentions` replace the comment's; left out, the comment keeps those it has. */
  const updateComment = (commentId: string, content: string, mentions?: readonly PickedMention[]) =>
    sendCommentWrite(
      commentWriteKeys.edit,
      commentId,
      {
        method: 'PUT',
        path: taskPath(taskId, 'comments', commentId),
        body: mentions ? { content, mentions: mentions.map((mention) => mention.id) } : { content },
        fallbackMessage: commentUiMessages.updateFailed,
      },
      commentToasts.updated,
      (comments) =>
        comments.map((comment) =>
          comment.id === commentId
            ? {
                ...comment,
                content,
                updatedAt: new Date().toISOString(),
                mentions: mentions ? pickedMentions(mentions) : comment.mentions,
              }
            : comment,
        ),
      formErrorToastId,
    );
  return { updateComment, isPending: isSending };
}

export function useDeleteComment(workspaceId: string, taskId: string) {
  const { sendCommentWrite, isSending } = useCommentWrite(workspaceId, taskId);
  const deleteComment = (commentId: string) =>
    sendCommentWrite(
      commentWriteKeys.delete,
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
