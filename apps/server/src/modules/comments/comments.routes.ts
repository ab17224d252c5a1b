import { successSchema } from '@groundwork/shared/common/api-error';
import { pageQueryShape, pageSchema } from '@groundwork/shared/common/paging';
import { countSchema, optionalWorkspaceQuerySchema } from '@groundwork/shared/common/schemas';
import {
  commentInputSchema,
  commentListSchema,
  commentPathParamsSchema,
  commentSchema,
  taskCommentsPathParamsSchema,
} from '@groundwork/shared/comments/schemas';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { succeeded } from '../../platform/route-caller';
import { errorResponses } from '../../platform/openapi';
import { listOrPageAnswer } from '../../platform/paging';
import type { CommentsService } from './comments.service';

const route = routeSchemas('comments');
const commentsAnswer = listOrPageAnswer(
  commentListSchema,
  pageSchema(commentSchema, 'CommentPage'),
);

export const commentsRoutes = routesOf<{ commentsService: CommentsService }>(
  (app, { commentsService: service }, caller) => {
    app.get(
      '/api/tasks/:taskId/comments',
      route(
        'listComments',
        "A task's comments, oldest first: all of them, or a page with `limit`/`cursor`",
        {
          params: taskCommentsPathParamsSchema,
          querystring: optionalWorkspaceQuerySchema.extend(pageQueryShape),
          response: { 200: commentsAnswer.schema, ...errorResponses(403) },
        },
      ),
      async (request, reply) => {
        const access = await caller.access(request);
        const { limit, cursor } = request.query;
        const answer = await service.listComments(request.params.taskId, access, { limit, cursor });
        return commentsAnswer.send(reply, answer);
      },
    );

    app.get(
      '/api/tasks/:taskId/comments/count',
      route('countComments', 'How many comments a task has (any member who can see the task)', {
        params: taskCommentsPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: countSchema, ...errorResponses(403) },
      }),
      async (request) => ({
        count: await service.countComments(request.params.taskId, await caller.access(request)),
      }),
    );

    app.post(
      '/api/tasks/:taskId/comments',
      route(
        'createComment',
        'Comment on a task, mentioning members who can see it (any member who can see the task)',
        {
          params: taskCommentsPathParamsSchema,
          querystring: optionalWorkspaceQuerySchema,
          body: commentInputSchema,
          response: { 201: commentSchema, ...errorResponses(403) },
        },
      ),
      async (request, reply) => {
        const access = await caller.access(request);
        const comment = await service.createComment(request.params.taskId, access, request.body);
        return reply.status(201).send(comment);
      },
    );

    app.put(
      '/api/tasks/:taskId/comments/:commentId',
      route('updateComment', 'Edit a comment and whom it mentions (its author only)', {
        params: commentPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        body: commentInputSchema,
        response: { 200: commentSchema, ...errorResponses(403) },
      }),
      async (request) =>
        service.updateComment(
          request.params.taskId,
          request.params.commentId,
          await caller.access(request),
          request.body,
        ),
    );

    app.delete(
      '/api/tasks/:taskId/comments/:commentId',
      route('deleteComment', 'Delete a comment (its author only)', {
        params: commentPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: successSchema, ...errorResponses(403) },
      }),
      async (request) =>
        succeeded(
          service.deleteComment(
            request.params.taskId,
            request.params.commentId,
            await caller.access(request),
          ),
        ),
    );
  },
);
