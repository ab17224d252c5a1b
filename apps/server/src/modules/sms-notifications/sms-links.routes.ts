import { z } from 'zod';
import { routesOf } from '../../platform/module-routes';

/**
 * GET /s/{code}: the short link of a message, redirected to the app's page it is about (which
 * asks the person to sign in as any page does). An unknown code leads to the app's start.
 */
export const smsLinksRoutes = routesOf<{
  findLinkTarget(code: string): Promise<string | null>;
}>((app, { findLinkTarget }) => {
  app.get(
    '/s/:code',
    { schema: { hide: true, params: z.object({ code: z.string().max(64) }) } },
    async (request, reply) => {
      const target = (await findLinkTarget(request.params.code)) ?? '/';
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );
});
