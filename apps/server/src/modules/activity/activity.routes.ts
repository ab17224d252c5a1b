import {
  activityPageSchema,
  resourceActivityQuerySchema,
  workspaceActivityQuerySchema,
} from '@groundwork/shared/activity/schemas';
import { projectPathParamsSchema } from '@groundwork/shared/projects/schemas';
import { taskPathParamsSchema } from '@groundwork/shared/tasks/schemas';
import { workspaceIdParamsSchema } from '@groundwork/shared/workspaces/schemas';
import { errorResponses } from '../../platform/openapi';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import type { ActivityService } from './activity.service';

// Each history is listed under the tag of what it is the history of.
const taskRoute = routeSchemas('tasks');
const projectRoute = routeSchemas('projects');
const workspaceRoute = routeSchemas('workspaces');
// 400 (the query), 401 and 404 (the path id) are implied by each route's shape (openapi.ts).
const response = { 200: activityPageSchema, ...errorResponses(403) };

/**
 * The activity history of a task, a project or a workspace, newest first, a page at a time: each
 * answers `{ items, nextCursor }`, and `?cursor=` takes the `nextCursor` of the page before.
 */
export const activityRoutes = routesOf<{ activityService: ActivityService }>(
  (app, { activityService: service }, caller) => {
    app.get(
      '/api/tasks/:id/activity',
      taskRoute(
        'listTaskActivity',
        "A task's history: its changes, comments and files (as its detail, who may see it)",
        { params: taskPathParamsSchema, querystring: resourceActivityQuerySchema, response },
      ),
      async (request) =>
        service.taskActivity(request.params.id, await caller.access(request), request.query),
    );

    app.get(
      '/api/projects/:id/activity',
      projectRoute(
        'listProjectActivity',
        "A project's history and everything in it (as its detail, who may see it)",
        { params: projectPathParamsSchema, querystring: resourceActivityQuerySchema, response },
      ),
      async (request) =>
        service.projectActivity(request.params.id, await caller.access(request), request.query),
    );

    app.get(
      '/api/workspaces/:id/activity',
      workspaceRoute(
        'listWorkspaceActivity',
        "A workspace's history as the caller may see it, by subject type and by who acted",
        {
          params: workspaceIdParamsSchema,
          querystring: workspaceActivityQuerySchema,
          response: { 200: activityPageSchema },
        },
      ),
      async (request) =>
        service.workspaceActivity(
          await caller.workspace(request, request.params.id),
          request.query,
        ),
    );
  },
);
