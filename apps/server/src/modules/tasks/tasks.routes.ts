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
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { succeeded } from '../../platform/route-caller';
import { errorResponses } from '../../platform/openapi';
import { taskPageSchema } from './tasks.lists';
import type { TasksService } from './tasks.service';

const route = routeSchemas('tasks');
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

export const tasksRoutes = routesOf<{ tasksService: TasksService }>(
  (app, { tasksService: service }, caller) => {
    app.get(
      '/api/tasks',
      route(
        'listTasks',
        'The tasks the caller can see in a workspace or one project, filtered (by every label given, among others) and sorted: all of them, or a page with `limit`/`cursor`',
        {
          querystring: listTasksQuerySchema.extend(pageQueryShape),
          response: {
            200: z.union([taskListSchema, taskPageSchema]),
            ...errorResponses(403, 404),
          },
        },
      ),
      async (request, reply) => {
        const access = await caller.workspace(request, request.query.workspaceId);
        return sendJsonBytes(reply, await service.listTasks(access, request.query));
      },
    );

    // Before /api/tasks/:id, so that 'metrics' is never read as a task id.
    app.get(
      '/api/tasks/metrics',
      route(
        'getTaskMetrics',
        'Counts of the tasks the caller can see in a workspace or one project (the list of GET /api/tasks, narrowed only by the priority, assignee and labels given): by status, overdue, due soon, and the percent complete',
        {
          querystring: taskMetricsQuerySchema,
          response: { 200: taskMetricsSchema, ...errorResponses(403, 404) },
        },
      ),
      async (request) =>
        service.taskMetrics(
          await caller.workspace(request, request.query.workspaceId),
          request.query,
        ),
    );

    app.post(
      '/api/tasks',
      route('createTask', 'Create a task in a project (project_manager or higher)', {
        querystring: optionalWorkspaceQuerySchema,
        body: createTaskInputSchema,
        response: { 201: taskSchema, ...errorResponses(403, 404) },
        responseHeaders: { 201: entityTag },
      }),
      async (request, reply) => {
        const user = await caller.user(request);
        const access = await caller.access(request);
        const task = await service.createTask(user, access, request.body);
        return reply.status(201).header('etag', taskEntityTag(task)).send(task);
      },
    );

    app.get(
      '/api/tasks/:id',
      route('getTask', 'A task with its assignee and project', {
        params: taskPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: taskSchema, ...errorResponses(403) },
        responseHeaders: { 200: entityTag },
      }),
      async (request, reply) => {
        const access = await caller.access(request);
        const task = await service.getTask(request.params.id, access);
        return reply.header('etag', taskEntityTag(task)).send(task);
      },
    );

    app.put(
      '/api/tasks/:id',
      route(
        'updateTask',
        'Change a task: its status alone for any member who can see it, anything else (its labels too) project_manager or higher',
        {
          params: taskPathParamsSchema,
          querystring: optionalWorkspaceQuerySchema,
          headers: updateTaskHeadersSchema,
          body: updateTaskInputSchema,
          response: { 200: taskSchema, 412: taskSchema, ...errorResponses(403) },
          responseHeaders: { 200: entityTag, 412: entityTag },
        },
      ),
      async (request, reply) => {
        const user = await caller.user(request);
        const access = await caller.access(request);
        const { task, preconditionFailed } = await service.updateTask(
          user,
          request.params.id,
          access,
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
      route('deleteTask', 'Delete a task and its comments (project_manager or higher)', {
        params: taskPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: successSchema, ...errorResponses(403) },
      }),
      async (request) =>
        succeeded(service.deleteTask(request.params.id, await caller.access(request))),
    );
  },
);
