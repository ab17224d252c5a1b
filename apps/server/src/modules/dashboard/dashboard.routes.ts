import { apiErrorSchema } from '@groundwork/shared/common/api-error';
import {
  dashboardMetricsQuerySchema,
  dashboardMetricsSchema,
} from '@groundwork/shared/dashboard/schemas';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import type { DashboardService } from './dashboard.service';

const route = routeSchemas('dashboard');

export const dashboardRoutes = routesOf<{ dashboardService: DashboardService }>(
  (app, { dashboardService: service }, caller) => {
    app.get(
      '/api/dashboard/metrics',
      route(
        'getDashboardMetrics',
        'Project and task metrics over the projects the caller can see',
        {
          querystring: dashboardMetricsQuerySchema,
          response: {
            200: dashboardMetricsSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      ),
      async (request) =>
        service.metrics(await caller.workspace(request, request.query.workspaceId)),
    );
  },
);
