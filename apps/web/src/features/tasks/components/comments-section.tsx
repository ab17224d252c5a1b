import { useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown, ChevronUp, MessageSquare } from 'lucide-react';
import { COMMENT_MAX_LENGTH } from '@groundwork/shared/common/constants';
import { commentRelativeTime, formatDate } from '@groundwork/shared/common/relative-time';
import { commentContentSchema, type Comment } from '@groundwork/shared/comments/schemas';
import {
  mentionableMembers,
  mentionsStillIn,
  withCurrentNames,
  type PickedMention,
} from '@groundwork/shared/comments/mentions';
import type { UserSummary } from '@groundwork/shared/common/schemas';
import type { ProjectAccess } from '@groundwork/shared/permissions/visibility';
import type { WorkspaceDetail } from '@groundwork/shared/workspaces/schemas';
import {
  commentCounterText,
  EDITED_MARKER,
  isCommentEdited,
} from '@groundwork/shared/comments/rules';
import { can, type PermissionActor } from '@groundwork/shared/permissions/can';
import { commentMessages } from '@groundwork/shared/comments/constants';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Field, Textarea } from '../../../components/ui/field';
import { PagedListEnd } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/spinner';
import { clearFormError } from '../../../lib/form-error';
import { loadMoreLabels } from '../../../lib/load-more-labels';
import { isTemporaryId } from '../../../lib/queued-writes/queued-write';
import { useWaitingSubjects } from '../../../lib/queued-writes/use-waiting-writes';
import {
  useAddComment,
  useCommentCount,
  useCommentPages,
  useDeleteComment,
  useUpdateComment,
} from '../api/comments';
import { commentUiMessages, deleteCommentDialog, taskUiMessages } from '../task-messages';
import { WaitingBadge } from './task-badges';
import { personLabel } from '../../../lib/phone-number';
import { CommentText } from './comment-text';
import { MentionSuggestions } from './mention-suggestions';
import { useMentionPicker } from './use-mention-picker';

const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The first problem with a comment's text, or null when it may be sent. */
function contentProblem(content: string): string | null {
  const result = commentContentSchema.safeParse(content);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * A comment being written, with its counter and message, and the people picked to mention. Text
 * past the limit is kept as typed or pasted (no silent cut): the counter turns red and the
 * limit's message shows until it is shortened. The limit counts the trimmed text, as the server
 * does.
 */
function useCommentDraft(initial: string, initialMentions: readonly PickedMention[] = []) {
  const [content, setContent] = useState(initial);
  const [picked, setPicked] = useState(initialMentions);
  const [error, setError] = useState<string | undefined>();
  const isTooLong = content.trim().length > COMMENT_MAX_LENGTH;
  return {
    content,
    isTooLong,
    counter: commentCounterText(content),
    error: isTooLong ? commentMessages.contentTooLong : error,
    change(value: string) {
      setContent(value);
      // A shown message goes as soon as the text is right.
      if (error) setError(contentProblem(value) ?? undefined);
    },
    pick(person: PickedMention) {
      setPicked((people) => [...people, person]);
    },
    /** The trimmed text when it may be sent; otherwise null, and the reason shows. */
    check(): string | null {
      const problem = contentProblem(content);
      if (problem) setError(problem);
      return problem ? null : content.trim();
    },
    /** The people picked whose `@Name` the text still holds. */
    mentions(): PickedMention[] {
      return mentionsStillIn(content, picked);
    },
    reset(value: string, mentions: readonly PickedMention[] = []) {
      setContent(value);
      setPicked(mentions);
      setError(undefined);
    },
  };
}
type CommentDraft = ReturnType<typeof useCommentDraft>;

/**
 * A comment's text field in its form, with `@` suggesting `people` to mention, sent with the
 * buttons given when it may be.
 */
function CommentEditor({
  label,
  draft,
  people,
  onSend,
  textareaProps,
  className,
  children,
}: {
  label: string;
  draft: CommentDraft;
  people: readonly UserSummary[];
  onSend: (content: string, mentions: PickedMention[]) => void;
  textareaProps: ComponentProps<'textarea'>;
  className: string;
  children: ReactNode;
}) {
  const picker = useMentionPicker({
    people,
    value: draft.content,
    onChange: draft.change,
    onPick: draft.pick,
  });
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        clearFormError();
        const content = draft.check();
        if (content !== null) onSend(content, draft.mentions());
      }}
    >
      <Field
        label={label}
        counter={draft.counter}
        isCounterOver={draft.isTooLong}
        error={draft.error}
      >
        {(fieldProps) => (
          <div className="relative">
            <Textarea
              {...fieldProps}
              {...picker.textareaProps}
              value={draft.content}
              onChange={(event) => {
                draft.change(event.target.value);
                picker.onTextChange(event.target);
              }}
              rows={3}
              {...textareaProps}
            />
            <MentionSuggestions picker={picker} />
          </div>
        )}
      </Field>
      <div className={className}>{children}</div>
    </form>
  );
}

/**
 * The members `@` suggests: the workspace's who can see the task's project, the writer aside.
 * None until the workspace and the project are known.
 */
function useMentionablePeople(
  workspace: Pick<WorkspaceDetail, 'ownerId' | 'members'> | undefined,
  project: ProjectAccess | undefined,
  writerId: string | undefined,
): UserSummary[] {
  return useMemo(
    () =>
      workspace && project
        ? mentionableMembers(workspace.members, project, workspace.ownerId).filter(
            (person) => person.id !== writerId,
          )
        : [],
    [workspace, project, writerId],
  );
}

/** The collapsible Comments section of the task detail (000 §2 Comments). */
export function CommentsSection({
  workspaceId,
  taskId,
  actor,
  workspace,
  project,
  now,
}: {
  workspaceId: string;
  taskId: string;
  actor: PermissionActor | null;
  /** Its members who can see the project are those `@` suggests. */
  workspace: Pick<WorkspaceDetail, 'ownerId' | 'members'> | undefined;
  project: ProjectAccess | undefined;
  now: Date;
}) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const bodyId = useId();
  const commentsQuery = useCommentPages(workspaceId, taskId);
  const waiting = useWaitingSubjects();
  const { data: count } = useCommentCount(workspaceId, taskId);
  const people = useMentionablePeople(workspace, project, actor?.userId);

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
            <CommentForm workspaceId={workspaceId} taskId={taskId} people={people} />
            {commentsQuery.isPending ? (
              <div className="space-y-3" aria-hidden>
                {Array.from({ length: 3 }, (_, index) => (
                  <Skeleton key={index} className="h-16" />
                ))}
              </div>
            ) : commentsQuery.isError && !commentsQuery.isFetchNextPageError ? (
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
                      people={people}
                      mayEdit={actor !== null && can(actor, 'comment:update', comment)}
                      mayDelete={actor !== null && can(actor, 'comment:delete', comment)}
                      isWaiting={waiting.has(comment.id)}
                      now={now}
                    />
                  ))}
                </ul>
                <PagedListEnd
                  pages={commentsQuery}
                  labels={loadMoreLabels({ ...taskUiMessages, ...commentUiMessages })}
                />
              </div>
            )}
          </>
        )}
      </div>
    </Card>
  );
}

function CommentForm({
  workspaceId,
  taskId,
  people,
}: {
  workspaceId: string;
  taskId: string;
  people: readonly UserSummary[];
}) {
  const draft = useCommentDraft('');
  const { addComment, isPending } = useAddComment(workspaceId, taskId);

  return (
    <CommentEditor
      label="Add a comment"
      draft={draft}
      people={people}
      onSend={(content, mentions) =>
        void addComment(content, mentions).then((outcome) => {
          if (outcome !== 'refused') draft.reset('');
        })
      }
      textareaProps={{ placeholder: 'Write a comment...' }}
      className="flex justify-end"
    >
      <Button type="submit" disabled={isPending || draft.content.trim() === '' || draft.isTooLong}>
        {isPending ? 'Posting...' : 'Post Comment'}
      </Button>
    </CommentEditor>
  );
}

function CommentRow({
  comment,
  workspaceId,
  taskId,
  people,
  mayEdit,
  mayDelete,
  isWaiting,
  now,
}: {
  comment: Comment;
  workspaceId: string;
  taskId: string;
  people: readonly UserSummary[];
  /** Only the author edits and deletes (000 §6), as the shared rules say. */
  mayEdit: boolean;
  mayDelete: boolean;
  isWaiting: boolean;
  now: Date;
}) {
  const [isEditing, setIsEditing] = useState(false);
  // An edit starts from the text with each mention under the person's current name.
  const editable = {
    content: withCurrentNames(comment.content, comment.mentions),
    mentions: comment.mentions.map(({ id, name }) => ({ id, name })),
  };
  const draft = useCommentDraft(editable.content, editable.mentions);
  const { updateComment, isPending: isSaving } = useUpdateComment(workspaceId, taskId);
  const { deleteComment, isPending: isDeleting } = useDeleteComment(workspaceId, taskId);
  // One made offline has no id the server knows until it is sent.
  const isSaved = !isTemporaryId(comment.id);
  const canEdit = mayEdit && isSaved;
  const canDelete = mayDelete && isSaved;
  const author = personLabel(comment.author);
  const authorId = useId();

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
          <CommentEditor
            label="Edit comment"
            draft={draft}
            people={people}
            onSend={(content, mentions) =>
              // A comment that never mentioned anyone sends no mentions, as before there were any.
              void updateComment(
                comment.id,
                content,
                comment.mentions.length > 0 || mentions.length > 0 ? mentions : undefined,
              ).then((outcome) => {
                if (outcome !== 'refused') setIsEditing(false);
              })
            }
            textareaProps={{ autoFocus: true }}
            className="flex justify-end gap-2"
          >
            <Button
              variant="secondary"
              size="sm"
              disabled={isSaving}
              onClick={() => {
                setIsEditing(false);
                draft.reset(editable.content, editable.mentions);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={isSaving || draft.isTooLong}>
              {isSaving ? 'Saving...' : 'Save'}
            </Button>
          </CommentEditor>
        ) : (
          <CommentText comment={comment} />
        )}
        {(canEdit || canDelete) && !isEditing && (
          <div className="flex gap-1 pt-1">
            {canEdit && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  draft.reset(editable.content, editable.mentions);
                  setIsEditing(true);
                }}
              >
                Edit
              </Button>
            )}
            {canDelete && (
              <ConfirmButton
                variant="ghost-danger"
                size="sm"
                confirmation={deleteCommentDialog}
                isPending={isDeleting}
                onConfirm={(close) =>
                  void deleteComment(comment.id).then((outcome) => {
                    if (outcome !== 'refused') close();
                  })
                }
              >
                Delete
              </ConfirmButton>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
