import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '@groundwork/shared/common/api-error';
import { optionalWorkspaceQuerySchema } from '@groundwork/shared/common/schemas';
import {
  createTaskInputSchema,
  listTasksQuerySchema,
  taskListSchema,
  taskPathParamsSchema,
  taskSchema,
  updateTaskInputSchema,
} from '@groundwork/shared/tasks/schemas';
import { sendJsonBytes } from '../../platform/answer-cache';
import { bearerSecurity } from '../../platform/authenticate';
import { errorResponses } from '../../platform/openapi';
import { accessResolver } from '../../platform/workspace-access';
import type { TasksService } from './tasks.service';

const tags = ['tasks'];
const security = bearerSecurity;

export const tasksRoutes: FastifyPluginAsyncZod<{ tasksService: TasksService }> = async (
  app,
  { tasksService: service },
) => {
  app.get(
    '/api/tasks',
    {
      schema: {
        operationId: 'listTasks',
        tags,
        security,
        summary: 'The tasks the caller can see in a workspace or one project, filtered and sorted',
        querystring: listTasksQuerySchema,
        response: { 200: taskListSchema, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.query.workspaceId);
      return sendJsonBytes(reply, await service.listTasks(access, request.query));
    },
  );

  app.post(
    '/api/tasks',
    {
      schema: {
        operationId: 'createTask',
        tags,
        security,
        summary: 'Create a task in a project (project_manager or higher)',
        querystring: optionalWorkspaceQuerySchema,
        body: createTaskInputSchema,
        response: { 201: taskSchema, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const task = await service.createTask(
        auth.user,
        accessResolver(app, request, auth),
        request.body,
      );
      return reply.status(201).send(task);
    },
  );

  app.get(
    '/api/tasks/:id',
    {
      schema: {
        operationId: 'getTask',
        tags,
        security,
        summary: 'A task with its assignee and project',
        params: taskPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: taskSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.getTask(request.params.id, accessResolver(app, request, auth));
    },
  );

  app.put(
    '/api/tasks/:id',
    {
      schema: {
        operationId: 'updateTask',
        tags,
        security,
        summary:
          'Change a task: its status alone for any member who can see it, anything else project_manager or higher',
        params: taskPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        body: updateTaskInputSchema,
        response: { 200: taskSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.updateTask(
        auth.user,
        request.params.id,
        accessResolver(app, request, auth),
        request.body,
      );
    },
  );

  app.delete(
    '/api/tasks/:id',
    {
      schema: {
        operationId: 'deleteTask',
        tags,
        security,
        summary: 'Delete a task and its comments (project_manager or higher)',
        params: taskPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: successSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      await service.deleteTask(request.params.id, accessResolver(app, request, auth));
      return { success: true as const };
    },
  );
};
