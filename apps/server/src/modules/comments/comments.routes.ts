import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { bearerSecurity } from '../../platform/authenticate';
import { errorResponses } from '../../platform/openapi';
import { listOrPageAnswer } from '../../platform/paging';
import { accessResolver } from '../../platform/workspace-access';
import type { CommentsService } from './comments.service';

const tags = ['comments'];
const commentsAnswer = listOrPageAnswer(
  commentListSchema,
  pageSchema(commentSchema, 'CommentPage'),
);
const security = bearerSecurity;

export const commentsRoutes: FastifyPluginAsyncZod<{ commentsService: CommentsService }> = async (
  app,
  { commentsService: service },
) => {
  app.get(
    '/api/tasks/:taskId/comments',
    {
      schema: {
        operationId: 'listComments',
        tags,
        security,
        summary: "A task's comments, oldest first: all of them, or a page with `limit`/`cursor`",
        params: taskCommentsPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema.extend(pageQueryShape),
        response: {
          200: commentsAnswer.schema,
          ...errorResponses(403),
        },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const { limit, cursor } = request.query;
      const answer = await service.listComments(
        request.params.taskId,
        accessResolver(app, request, auth),
        { limit, cursor },
      );
      return commentsAnswer.send(reply, answer);
    },
  );

  app.get(
    '/api/tasks/:taskId/comments/count',
    {
      schema: {
        operationId: 'countComments',
        tags,
        security,
        summary: 'How many comments a task has (any member who can see the task)',
        params: taskCommentsPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: countSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = accessResolver(app, request, auth);
      return { count: await service.countComments(request.params.taskId, access) };
    },
  );

  app.post(
    '/api/tasks/:taskId/comments',
    {
      schema: {
        operationId: 'createComment',
        tags,
        security,
        summary: 'Comment on a task (any member who can see it)',
        params: taskCommentsPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        body: commentInputSchema,
        response: { 201: commentSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const comment = await service.createComment(
        request.params.taskId,
        accessResolver(app, request, auth),
        request.body.content,
      );
      return reply.status(201).send(comment);
    },
  );

  app.put(
    '/api/tasks/:taskId/comments/:commentId',
    {
      schema: {
        operationId: 'updateComment',
        tags,
        security,
        summary: 'Edit a comment (its author only)',
        params: commentPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        body: commentInputSchema,
        response: { 200: commentSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.updateComment(
        request.params.taskId,
        request.params.commentId,
        accessResolver(app, request, auth),
        request.body.content,
      );
    },
  );

  app.delete(
    '/api/tasks/:taskId/comments/:commentId',
    {
      schema: {
        operationId: 'deleteComment',
        tags,
        security,
        summary: 'Delete a comment (its author only)',
        params: commentPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: successSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      await service.deleteComment(
        request.params.taskId,
        request.params.commentId,
        accessResolver(app, request, auth),
      );
      return { success: true as const };
    },
  );
};
