import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityPageSchema,
  resourceActivityQuerySchema,
  workspaceActivityQuerySchema,
} from '@groundwork/shared/activity/schemas';
import { projectPathParamsSchema } from '@groundwork/shared/projects/schemas';
import { taskPathParamsSchema } from '@groundwork/shared/tasks/schemas';
import { workspaceIdParamsSchema } from '@groundwork/shared/workspaces/schemas';
import { bearerSecurity } from '../../platform/authenticate';
import { errorResponses } from '../../platform/openapi';
import { accessResolver } from '../../platform/workspace-access';
import type { ActivityService } from './activity.service';

const security = bearerSecurity;
// 400 (the query), 401 and 404 (the path id) are implied by each route's shape (openapi.ts).
const response = { 200: activityPageSchema, ...errorResponses(403) };

/**
 * The activity history of a task, a project or a workspace, newest first, a page at a time: each
 * answers `{ items, nextCursor }`, and `?cursor=` takes the `nextCursor` of the page before.
 */
export const activityRoutes: FastifyPluginAsyncZod<{ activityService: ActivityService }> = async (
  app,
  { activityService: service },
) => {
  app.get(
    '/api/tasks/:id/activity',
    {
      schema: {
        operationId: 'listTaskActivity',
        tags: ['tasks'],
        security,
        summary:
          "A task's history: its changes, comments and files (as its detail, who may see it)",
        params: taskPathParamsSchema,
        querystring: resourceActivityQuerySchema,
        response,
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.taskActivity(
        request.params.id,
        accessResolver(app, request, auth),
        request.query,
      );
    },
  );

  app.get(
    '/api/projects/:id/activity',
    {
      schema: {
        operationId: 'listProjectActivity',
        tags: ['projects'],
        security,
        summary: "A project's history and everything in it (as its detail, who may see it)",
        params: projectPathParamsSchema,
        querystring: resourceActivityQuerySchema,
        response,
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.projectActivity(
        request.params.id,
        accessResolver(app, request, auth),
        request.query,
      );
    },
  );

  app.get(
    '/api/workspaces/:id/activity',
    {
      schema: {
        operationId: 'listWorkspaceActivity',
        tags: ['workspaces'],
        security,
        summary: "A workspace's history as the caller may see it, by subject type and by who acted",
        params: workspaceIdParamsSchema,
        querystring: workspaceActivityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.params.id);
      return service.workspaceActivity(access, request.query);
    },
  );
};
