import { deniedReason } from '@groundwork/shared/permissions/can';
import type { Comment, CommentInput } from '@groundwork/shared/comments/schemas';
import { commentMessages } from '@groundwork/shared/comments/constants';
import { writtenNameOf } from '@groundwork/shared/comments/mentions';
import { isId } from '@groundwork/shared/common/guards';
import { displayName } from '@groundwork/shared/common/person';
import type { Page, PageQuery } from '@groundwork/shared/common/paging';
import type { Clock } from '../../platform/clock';
import type { Change, FieldChange } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import type { Database, Queryable } from '../../platform/database';
import { AppError, requireAllowed } from '../../platform/errors';
import { pageOf, pageRequestOf } from '../../platform/paging';
import type { ResolveAccess } from '../../platform/workspace-access';
import type { TasksService } from '../tasks/tasks.service';
import { peopleWhoCanSeeProject } from '../../platform/visibility';
import * as repo from './comments.repository';

export interface CommentsServiceDeps {
  db: Database;
  clock: Clock;
  /** Finds the task and checks the caller may see it, exactly as the task routes do. */
  tasks: Pick<TasksService, 'loadVisibleTask'>;
}

const commentNotFound = () => new AppError('NOT_FOUND', commentMessages.notFound);

function toComment({ comment, author, mentions }: repo.CommentWithAuthor): Comment {
  return {
    id: comment.id,
    taskId: comment.taskId,
    content: comment.content,
    userId: comment.userId,
    author,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt?.toISOString() ?? null,
    mentions: mentions.map((person) => ({
      id: person.id,
      name: displayName(person),
      writtenAs: person.writtenAs,
    })),
  };
}

type CommentChange = Extract<Change, { commentId: string }>;

/** What a comment's change says besides who did what: whom it mentions now, and whom newly. */
type MentionFields = Pick<CommentChange, 'mentionedIds' | 'newlyMentionedIds'>;

/** A mention as stored: the person, and the name the text holds for them (if it does). */
interface MentionRow {
  userId: string;
  writtenAs: string | null;
}

export function createCommentsService({ db, clock, tasks }: CommentsServiceDeps) {
  function record(
    tx: Queryable,
    type: CommentChange['type'],
    task: { id: string; title: string; workspaceId: string; projectId: string },
    commentId: string,
    actorId: string,
    fields: FieldChange[] = [],
    mentions: MentionFields = {},
  ): Promise<void> {
    const change = {
      type,
      workspaceId: task.workspaceId,
      projectId: task.projectId,
      taskId: task.id,
      taskTitle: task.title,
      commentId,
      actorId,
      fields,
      ...mentions,
    };
    return recordChanges(tx, [change], clock.now());
  }

  /**
   * The mentions to store. Each person the comment did not mention before must be able to see the
   * task (the one visibility rule): anyone else is refused, naming their place in the list. Those
   * it mentioned already stay as they are, as an edit keeps the rest of the text. The name the
   * text holds is the person's current one, or the one an earlier version held (before a rename).
   */
  async function mentionRows(
    projectId: string,
    content: string,
    userIds: readonly string[],
    earlier: readonly repo.MentionedPerson[] = [],
  ): Promise<MentionRow[]> {
    const earlierById = new Map(earlier.map((mention) => [mention.id, mention]));
    const added = userIds.filter((userId) => !earlierById.has(userId));
    const visible = new Map(
      (await peopleWhoCanSeeProject(db, projectId, added)).map((person) => [person.id, person]),
    );
    return userIds.map((userId, index) => {
      const before = earlierById.get(userId);
      const person = before ?? visible.get(userId);
      if (!person) {
        const message = commentMessages.mentionCannotSee;
        throw new AppError('VALIDATION_FAILED', message, [{ path: `mentions.${index}`, message }]);
      }
      const names = [displayName(person), before?.writtenAs ?? null];
      return { userId, writtenAs: writtenNameOf(content, names) };
    });
  }

  /** The task's comment, once the caller may see the task and is the comment's author. */
  async function loadOwnComment(
    taskId: string,
    commentId: string,
    resolveAccess: ResolveAccess,
    action: 'comment:update' | 'comment:delete',
  ) {
    const { access, task } = await tasks.loadVisibleTask(taskId, resolveAccess);
    if (!isId(commentId)) throw commentNotFound();
    const found = await repo.findComment(db, task.task.id, commentId);
    if (!found) throw commentNotFound();
    requireAllowed(deniedReason(access.actor, action, found.comment));
    return { found, task: task.task, actorId: access.actor.userId };
  }

  return {
    /** Every comment of a task the caller can see, oldest first; or a page of them. */
    async listComments(
      taskId: string,
      resolveAccess: ResolveAccess,
      query: PageQuery = {},
    ): Promise<Comment[] | Page<Comment>> {
      const page = pageRequestOf(repo.commentOrder, query);
      const { task } = await tasks.loadVisibleTask(taskId, resolveAccess);
      if (page) {
        const rows = await repo.listCommentsPage(db, task.task.id, page);
        return pageOf(repo.commentOrder, page, rows, toComment);
      }
      return (await repo.listComments(db, task.task.id)).map(toComment);
    },

    /** How many comments the task has, once the caller may see it. */
    async countComments(taskId: string, resolveAccess: ResolveAccess): Promise<number> {
      const { task } = await tasks.loadVisibleTask(taskId, resolveAccess);
      return repo.countComments(db, task.task.id);
    },

    /**
     * Any member who can see the task may comment on it, mentioning others who can; its people
     * hear of it.
     */
    async createComment(
      taskId: string,
      resolveAccess: ResolveAccess,
      { content, mentions: mentionIds = [] }: CommentInput,
    ): Promise<Comment> {
      const { access, task, project } = await tasks.loadVisibleTask(taskId, resolveAccess);
      requireAllowed(deniedReason(access.actor, 'comment:create', project));
      const mentions = await mentionRows(task.task.projectId, content, mentionIds);
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertComment(tx, {
          taskId: task.task.id,
          userId: access.actor.userId,
          content,
          createdAt: now,
          updatedAt: null,
        });
        await repo.replaceMentions(tx, row.id, mentions);
        const found = await repo.findComment(tx, task.task.id, row.id);
        if (!found) throw commentNotFound();
        await record(
          tx,
          'comment.created',
          task.task,
          row.id,
          access.actor.userId,
          [{ field: 'content', from: null, to: content }],
          { mentionedIds: mentionIds },
        );
        return found;
      });
      return toComment(created);
    },

    /**
     * Only the author edits; an edited comment carries updatedAt. Mentions sent replace the
     * comment's (absent, they stay as they were), and only those it did not have hear of it.
     */
    async updateComment(
      taskId: string,
      commentId: string,
      resolveAccess: ResolveAccess,
      { content, mentions: sentIds }: CommentInput,
    ): Promise<Comment> {
      const { found, task, actorId } = await loadOwnComment(
        taskId,
        commentId,
        resolveAccess,
        'comment:update',
      );
      const earlier = found.mentions;
      const mentionIds = sentIds ?? earlier.map((mention) => mention.id);
      const mentions = await mentionRows(task.projectId, content, mentionIds, earlier);
      const newlyMentionedIds = mentionIds.filter(
        (userId) => !earlier.some((mention) => mention.id === userId),
      );
      const updated = await db.transaction(async (tx) => {
        await repo.updateComment(tx, found.comment.id, { content, updatedAt: clock.now() });
        await repo.replaceMentions(tx, found.comment.id, mentions);
        const row = await repo.findComment(tx, task.id, found.comment.id);
        if (!row) throw commentNotFound();
        await record(
          tx,
          'comment.updated',
          task,
          found.comment.id,
          actorId,
          [{ field: 'content', from: found.comment.content, to: content }],
          { mentionedIds: mentionIds, newlyMentionedIds },
        );
        return row;
      });
      return toComment(updated);
    },

    /** Only the author deletes. */
    async deleteComment(
      taskId: string,
      commentId: string,
      resolveAccess: ResolveAccess,
    ): Promise<void> {
      const { found, task, actorId } = await loadOwnComment(
        taskId,
        commentId,
        resolveAccess,
        'comment:delete',
      );
      await db.transaction(async (tx) => {
        await repo.deleteComment(tx, found.comment.id);
        await record(tx, 'comment.deleted', task, found.comment.id, actorId);
      });
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
