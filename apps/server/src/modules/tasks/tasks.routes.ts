import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '@groundwork/shared/common/api-error';
import { pageQueryShape } from '@groundwork/shared/common/paging';
import { optionalWorkspaceQuerySchema } from '@groundwork/shared/common/schemas';
import { taskEntityTag } from '@groundwork/shared/tasks/entity-tag';
import {
  createTaskInputSchema,
  listTasksQuerySchema,
  taskListSchema,
  taskMetricsQuerySchema,
  taskMetricsSchema,
  taskPathParamsSchema,
  taskSchema,
  updateTaskInputSchema,
} from '@groundwork/shared/tasks/schemas';
import { sendJsonBytes } from '../../platform/answer-cache';
import { bearerSecurity } from '../../platform/authenticate';
import { errorResponses } from '../../platform/openapi';
import { accessResolver } from '../../platform/workspace-access';
import { taskPageSchema, type TasksService } from './tasks.service';

const tags = ['tasks'];
const security = bearerSecurity;

const entityTag = {
  ETag: {
    type: 'string' as const,
    description: "The task's version, to send back as `If-Match` with a change to it",
  },
};

// Loose: the other headers stay on the request.
const updateTaskHeadersSchema = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .meta({
      description:
        'The `ETag` of the version the change was made on (or `*`): when the task has changed since, ' +
        'nothing is changed and the answer is 412 with the task as it is now',
    }),
});

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
        summary:
          'The tasks the caller can see in a workspace or one project, filtered and sorted: all of them, or a page with `limit`/`cursor`',
        querystring: listTasksQuerySchema.extend(pageQueryShape),
        response: {
          200: z.union([taskListSchema, taskPageSchema]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.query.workspaceId);
      return sendJsonBytes(reply, await service.listTasks(access, request.query));
    },
  );

  // Before /api/tasks/:id, so that 'metrics' is never read as a task id.
  app.get(
    '/api/tasks/metrics',
    {
      schema: {
        operationId: 'getTaskMetrics',
        tags,
        security,
        summary:
          'Counts of the tasks the caller can see in a workspace or one project (the list of GET /api/tasks, narrowed only by the priority and assignee given): by status, overdue, due soon, and the percent complete',
        querystring: taskMetricsQuerySchema,
        response: { 200: taskMetricsSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.query.workspaceId);
      return service.taskMetrics(access, request.query);
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
        responseHeaders: { 201: entityTag },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const task = await service.createTask(
        auth.user,
        accessResolver(app, request, auth),
        request.body,
      );
      return reply.status(201).header('etag', taskEntityTag(task)).send(task);
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
        responseHeaders: { 200: entityTag },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const task = await service.getTask(request.params.id, accessResolver(app, request, auth));
      return reply.header('etag', taskEntityTag(task)).send(task);
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
        headers: updateTaskHeadersSchema,
        body: updateTaskInputSchema,
        response: { 200: taskSchema, 412: taskSchema, ...errorResponses(403) },
        responseHeaders: { 200: entityTag, 412: entityTag },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const { task, preconditionFailed } = await service.updateTask(
        auth.user,
        request.params.id,
        accessResolver(app, request, auth),
        request.body,
        request.headers['if-match'],
      );
      return reply
        .status(preconditionFailed ? 412 : 200)
        .header('etag', taskEntityTag(task))
        .send(task);
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
