import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '@groundwork/shared/common/api-error';
import { optionalWorkspaceQuerySchema } from '@groundwork/shared/common/schemas';
import {
  commentInputSchema,
  commentListSchema,
  commentPathParamsSchema,
  commentSchema,
  taskCommentsPathParamsSchema,
} from '@groundwork/shared/comments/schemas';
import { bearerSecurity, type AuthContext } from '../../platform/authenticate';
import { errorResponses } from '../../platform/openapi';
import type { ResolveAccess } from '../tasks/tasks.service';
import type { CommentsService } from './comments.service';

const tags = ['comments'];
const security = bearerSecurity;

export const commentsRoutes: FastifyPluginAsyncZod<{ commentsService: CommentsService }> = async (
  app,
  { commentsService: service },
) => {
  /** Access to the workspace the task belongs to, as this request's caller. */
  const accessFor =
    (request: FastifyRequest, auth: AuthContext): ResolveAccess =>
    (workspaceId) =>
      app.workspaceAccess(request, auth, workspaceId);

  app.get(
    '/api/tasks/:taskId/comments',
    {
      schema: {
        operationId: 'listComments',
        tags,
        security,
        summary: "A task's comments, oldest first",
        params: taskCommentsPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: commentListSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.listComments(request.params.taskId, accessFor(request, auth));
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
        accessFor(request, auth),
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
        accessFor(request, auth),
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
        accessFor(request, auth),
      );
      return { success: true as const };
    },
  );
};
