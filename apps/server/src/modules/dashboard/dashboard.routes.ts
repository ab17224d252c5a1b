import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@groundwork/shared/common/api-error';
import {
  dashboardMetricsQuerySchema,
  dashboardMetricsSchema,
} from '@groundwork/shared/dashboard/schemas';
import { bearerSecurity } from '../../platform/authenticate';
import type { DashboardService } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{
  dashboardService: DashboardService;
}> = async (app, { dashboardService: service }) => {
  app.get(
    '/api/dashboard/metrics',
    {
      schema: {
        operationId: 'getDashboardMetrics',
        tags: ['dashboard'],
        security: bearerSecurity,
        summary: 'Project and task metrics over the projects the caller can see',
        querystring: dashboardMetricsQuerySchema,
        response: {
          200: dashboardMetricsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.query.workspaceId);
      return service.metrics(access);
    },
  );
};
