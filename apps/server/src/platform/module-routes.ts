import type { FastifyPluginOptions, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity } from './authenticate';
import { routeCaller, type RouteCaller } from './route-caller';

/**
 * The routes of one OpenAPI tag, all behind a session unless `security` says otherwise (`[]`:
 * public): `route(operationId, summary, schema)` is a route's options, its params, query, body
 * and answers in `schema` as Fastify takes them, so their types still drive the handler's.
 */
export function routeSchemas(tag: string, security: FastifySchema['security'] = bearerSecurity) {
  return <S extends FastifySchema>(operationId: string, summary: string, schema: S) => ({
    schema: { operationId, tags: [tag], security, summary, ...schema },
  });
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A module's routes as a plugin taking `deps` (its services) as options: `declare` adds them to
 * `app`, with the `caller` of its routes made once.
 */
export function routesOf<Deps extends FastifyPluginOptions>(
  declare: (app: ZodApp, deps: Deps, caller: RouteCaller) => void | Promise<void>,
): FastifyPluginAsyncZod<Deps> {
  return async (app, deps) => {
    await declare(app, deps, routeCaller(app));
  };
}
