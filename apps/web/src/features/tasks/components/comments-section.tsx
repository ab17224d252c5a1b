import { useCallback, useId, useState } from 'react';
import { ChevronDown, ChevronUp, MessageSquare } from 'lucide-react';
import { COMMENT_MAX_LENGTH } from '@groundwork/shared/common/constants';
import { commentRelativeTime, formatDate } from '@groundwork/shared/common/relative-time';
import { commentContentSchema, type Comment } from '@groundwork/shared/comments/schemas';
import {
  commentCounterText,
  EDITED_MARKER,
  isCommentEdited,
} from '@groundwork/shared/comments/rules';
import { can, type PermissionActor } from '@groundwork/shared/permissions/can';
import { commentMessages } from '@groundwork/shared/comments/constants';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Field, Textarea } from '../../../components/ui/field';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/spinner';
import { clearFormError } from '../../../lib/form-error';
import { isTemporaryId } from '../../../lib/offline-changes/change';
import { useWaitingSubjects } from '../../../lib/offline-changes/use-waiting-changes';
import {
  useAddComment,
  useCommentCount,
  useCommentPages,
  useDeleteComment,
  useUpdateComment,
} from '../api/comments';
import { commentUiMessages, taskUiMessages } from '../task-messages';
import { WaitingBadge } from './task-badges';
import { personLabel } from '../../../lib/phone-number';

const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The first problem with a comment's text, or null when it may be sent. */
function contentProblem(content: string): string | null {
  const result = commentContentSchema.safeParse(content);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The counter and message of a comment field. Text past the limit is kept as typed or pasted
 * (no silent cut): the counter turns red and the limit's message shows until it is shortened.
 * The limit counts the trimmed text, as the server does.
 */
function commentFieldState(content: string, submitError: string | undefined) {
  const isTooLong = content.trim().length > COMMENT_MAX_LENGTH;
  return {
    counter: commentCounterText(content),
    isCounterOver: isTooLong,
    error: isTooLong ? commentMessages.contentTooLong : submitError,
    isTooLong,
  };
}

/** The collapsible Comments section of the task detail (000 §2 Comments). */
export function CommentsSection({
  workspaceId,
  taskId,
  actor,
  now,
}: {
  workspaceId: string;
  taskId: string;
  actor: PermissionActor | null;
  now: Date;
}) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const bodyId = useId();
  const commentsQuery = useCommentPages(workspaceId, taskId);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = commentsQuery;
  const fetchMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const waiting = useWaitingSubjects();
  const { data: count } = useCommentCount(workspaceId, taskId);

  return (
    <Card role="region" aria-labelledby={headingId} className="p-4 md:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-ink">
          <MessageSquare aria-hidden size={16} className="text-muted" />
          Comments
          {count !== undefined && (
            <span className="rounded-full bg-subtle px-2 py-px text-xs font-semibold text-ink-soft tabular-nums">
              {count}
            </span>
          )}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide' : 'Show'}
          {open ? <ChevronUp aria-hidden size={16} /> : <ChevronDown aria-hidden size={16} />}
        </Button>
      </div>
      <div id={bodyId} hidden={!open} className="mt-4 space-y-4">
        {open && (
          <>
            <CommentForm workspaceId={workspaceId} taskId={taskId} />
            {commentsQuery.isPending ? (
              <div className="space-y-3" aria-hidden>
                {Array.from({ length: 3 }, (_, index) => (
                  <Skeleton key={index} className="h-16" />
                ))}
              </div>
            ) : commentsQuery.isError && !isFetchNextPageError ? (
              <ErrorState
                title={commentUiMessages.fetchFailed}
                message={commentsQuery.error.message}
                onRetry={() => void commentsQuery.refetch()}
                isRetrying={commentsQuery.isFetching}
              />
            ) : commentsQuery.data.length === 0 ? (
              <EmptyState
                icon={MessageSquare}
                title={commentUiMessages.emptyTitle}
                description={commentUiMessages.emptyDescription}
              />
            ) : (
              <div>
                <ul aria-label="Comments" className="divide-y divide-line">
                  {commentsQuery.data.map((comment) => (
                    <CommentRow
                      key={comment.id}
                      comment={comment}
                      workspaceId={workspaceId}
                      taskId={taskId}
                      mayEdit={actor !== null && can(actor, 'comment:update', comment)}
                      mayDelete={actor !== null && can(actor, 'comment:delete', comment)}
                      isWaiting={waiting.has(comment.id)}
                      now={now}
                    />
                  ))}
                </ul>
                {hasNextPage && (
                  <LoadMore
                    onLoadMore={fetchMore}
                    isLoading={isFetchingNextPage}
                    isFailed={isFetchNextPageError}
                    labels={{
                      loadMore: taskUiMessages.loadMore,
                      loading: taskUiMessages.loadingMore,
                      failed: commentUiMessages.loadMoreFailed,
                    }}
                  />
                )}
              </div>
            )}
          </>
        )}
      </div>
    </Card>
  );
}

function CommentForm({ workspaceId, taskId }: { workspaceId: string; taskId: string }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { addComment, isPending } = useAddComment(workspaceId, taskId);
  const field = commentFieldState(content, error);

  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        clearFormError();
        const problem = contentProblem(content);
        if (problem) {
          setError(problem);
          return;
        }
        void addComment(content.trim()).then((outcome) => {
          if (outcome === 'refused') return;
          setContent('');
          setError(undefined);
        });
      }}
    >
      <Field
        label="Add a comment"
        counter={field.counter}
        isCounterOver={field.isCounterOver}
        error={field.error}
      >
        {(fieldProps) => (
          <Textarea
            {...fieldProps}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              if (error) setError(contentProblem(event.target.value) ?? undefined);
            }}
            rows={3}
            placeholder="Write a comment..."
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={isPending || content.trim() === '' || field.isTooLong}>
          {isPending ? 'Posting...' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}

function CommentRow({
  comment,
  workspaceId,
  taskId,
  mayEdit,
  mayDelete,
  isWaiting,
  now,
}: {
  comment: Comment;
  workspaceId: string;
  taskId: string;
  /** Only the author edits and deletes (000 §6), as the shared rules say. */
  mayEdit: boolean;
  mayDelete: boolean;
  isWaiting: boolean;
  now: Date;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [error, setError] = useState<string | undefined>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { updateComment, isPending: isSaving } = useUpdateComment(workspaceId, taskId);
  const { deleteComment, isPending: isDeleting } = useDeleteComment(workspaceId, taskId);
  // One made offline has no id the server knows until it is sent.
  const isSaved = !isTemporaryId(comment.id);
  const canEdit = mayEdit && isSaved;
  const canDelete = mayDelete && isSaved;
  const author = personLabel(comment.author);
  const authorId = useId();
  const field = commentFieldState(draft, error);

  return (
    <li aria-labelledby={authorId} className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-[13px] font-semibold text-accent uppercase"
      >
        {author.replace(/^\+/, '').charAt(0)}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-[13px]">
          <span id={authorId} className="font-medium text-ink">
            {author}
          </span>
          <time
            dateTime={comment.createdAt}
            title={formatDate(comment.createdAt, { timeZone: browserTimeZone })}
            className="text-muted"
          >
            {commentRelativeTime(comment.createdAt, now, { timeZone: browserTimeZone })}
          </time>
          {isCommentEdited(comment) && <span className="text-muted">{EDITED_MARKER}</span>}
          {isWaiting && <WaitingBadge />}
        </div>
        {isEditing ? (
          <form
            noValidate
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              clearFormError();
              const problem = contentProblem(draft);
              if (problem) {
                setError(problem);
                return;
              }
              void updateComment(comment.id, draft.trim()).then((outcome) => {
                if (outcome !== 'refused') setIsEditing(false);
              });
            }}
          >
            <Field
              label="Edit comment"
              counter={field.counter}
              isCounterOver={field.isCounterOver}
              error={field.error}
            >
              {(fieldProps) => (
                <Textarea
                  {...fieldProps}
                  value={draft}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    if (error) setError(contentProblem(event.target.value) ?? undefined);
                  }}
                  rows={3}
                  autoFocus
                />
              )}
            </Field>
            <div className="flex justify-end gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={isSaving}
                onClick={() => {
                  setIsEditing(false);
                  setDraft(comment.content);
                  setError(undefined);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" size="sm" disabled={isSaving || field.isTooLong}>
                {isSaving ? 'Saving...' : 'Save'}
              </Button>
            </div>
          </form>
        ) : (
          <p className="break-words whitespace-pre-wrap text-ink-soft">{comment.content}</p>
        )}
        {(canEdit || canDelete) && !isEditing && (
          <div className="flex gap-1 pt-1">
            {canEdit && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setDraft(comment.content);
                  setIsEditing(true);
                }}
              >
                Edit
              </Button>
            )}
            {canDelete && (
              <Button variant="ghost-danger" size="sm" onClick={() => setConfirmingDelete(true)}>
                Delete
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete Comment"
        message={commentUiMessages.deleteConfirmation}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={isDeleting}
        onConfirm={() =>
          void deleteComment(comment.id).then((outcome) => {
            if (outcome !== 'refused') setConfirmingDelete(false);
          })
        }
      />
    </li>
  );
}
