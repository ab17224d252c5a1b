import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, genericErrorMessages } from '@groundwork/shared/common/api-error';
import { healthSchema } from '@groundwork/shared/health/schemas';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (
  app,
  { ping },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        security: [],
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database ping failed');
        return reply
          .status(503)
          .send({ error: genericErrorMessages.serviceUnavailable, code: 'SERVICE_UNAVAILABLE' });
      }
    },
  );
};
