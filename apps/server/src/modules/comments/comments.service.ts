import { deniedReason } from '@groundwork/shared/permissions/can';
import type { Comment } from '@groundwork/shared/comments/schemas';
import { commentMessages } from '@groundwork/shared/comments/constants';
import { isId } from '@groundwork/shared/common/guards';
import type { Page, PageQuery } from '@groundwork/shared/common/paging';
import type { Clock } from '../../platform/clock';
import type { Change, FieldChange } from '../../platform/changes/change';
import { recordChanges } from '../../platform/changes/change-record';
import type { Database, Queryable } from '../../platform/database';
import { AppError, requireAllowed } from '../../platform/errors';
import { pageOf, pageRequestOf } from '../../platform/paging';
import type { ResolveAccess } from '../../platform/workspace-access';
import type { TasksService } from '../tasks/tasks.service';
import * as repo from './comments.repository';

export interface CommentsServiceDeps {
  db: Database;
  clock: Clock;
  /** Finds the task and checks the caller may see it, exactly as the task routes do. */
  tasks: Pick<TasksService, 'loadVisibleTask'>;
}

const commentNotFound = () => new AppError('NOT_FOUND', commentMessages.notFound);

function toComment({ comment, author }: repo.CommentWithAuthor): Comment {
  return {
    id: comment.id,
    taskId: comment.taskId,
    content: comment.content,
    userId: comment.userId,
    author,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt?.toISOString() ?? null,
  };
}

type CommentChange = Extract<Change, { commentId: string }>['type'];

export function createCommentsService({ db, clock, tasks }: CommentsServiceDeps) {
  function record(
    tx: Queryable,
    type: CommentChange,
    task: { id: string; title: string; workspaceId: string; projectId: string },
    commentId: string,
    actorId: string,
    fields: FieldChange[] = [],
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
    };
    return recordChanges(tx, [change], clock.now());
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

    /** Any member who can see the task may comment on it; its people hear of it. */
    async createComment(
      taskId: string,
      resolveAccess: ResolveAccess,
      content: string,
    ): Promise<Comment> {
      const { access, task, project } = await tasks.loadVisibleTask(taskId, resolveAccess);
      requireAllowed(deniedReason(access.actor, 'comment:create', project));
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertComment(tx, {
          taskId: task.task.id,
          userId: access.actor.userId,
          content,
          createdAt: now,
          updatedAt: null,
        });
        const found = await repo.findComment(tx, task.task.id, row.id);
        if (!found) throw commentNotFound();
        await record(tx, 'comment.created', task.task, row.id, access.actor.userId, [
          { field: 'content', from: null, to: content },
        ]);
        return found;
      });
      return toComment(created);
    },

    /** Only the author edits; an edited comment carries updatedAt. */
    async updateComment(
      taskId: string,
      commentId: string,
      resolveAccess: ResolveAccess,
      content: string,
    ): Promise<Comment> {
      const { found, task, actorId } = await loadOwnComment(
        taskId,
        commentId,
        resolveAccess,
        'comment:update',
      );
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateComment(tx, found.comment.id, {
          content,
          updatedAt: clock.now(),
        });
        await record(tx, 'comment.updated', task, updated.id, actorId, [
          { field: 'content', from: found.comment.content, to: content },
        ]);
        return updated;
      });
      return toComment({ comment: row, author: found.author });
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
