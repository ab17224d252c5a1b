import { apiErrorSchema } from '@groundwork/shared/common/api-error';
import { healthSchema, readinessSchema } from '@groundwork/shared/health/schemas';
import type { Readiness } from '../../platform/readiness';
import { routeSchemas, routesOf } from '../../platform/module-routes';

const publicRoute = routeSchemas('health', []);

export const healthRoutes = routesOf<{ readiness: Readiness }>((app, { readiness }) => {
  app.get(
    '/api/health',
    publicRoute('getHealth', 'Whether the server process runs (liveness)', {
      description:
        'Answers from the process alone, without the database: a slow or unreachable database ' +
        'is a reason to send the instance no requests (see the readiness probe), not to restart it.',
      response: { 200: healthSchema },
    }),
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    publicRoute('getReadiness', 'Whether the instance should be sent requests (readiness)', {
      description:
        'Answers 503 while the instance is shutting down (from SIGTERM on, while it still ' +
        'finishes what it has) or when its database does not answer; `error` says which. The ' +
        'database check uses a connection of its own, so requests holding every pooled ' +
        'connection do not delay it. A ready answer names the consumers of the change record ' +
        'stalled on a change (failing on it again and again, retried with backoff, never ' +
        'skipped): the instance stays ready, since every instance shares them.',
      response: { 200: readinessSchema, 503: apiErrorSchema },
    }),
    async (_request, reply) => {
      const reason = await readiness.notReadyReason();
      if (reason === null) {
        return { status: 'ready' as const, stalledConsumers: readiness.stalledConsumers() };
      }
      return reply.status(503).send({ error: reason, code: 'SERVICE_UNAVAILABLE' });
    },
  );
});
