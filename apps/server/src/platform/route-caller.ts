import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '@groundwork/shared/auth/schemas';
import { accessResolver, type ResolveAccess, type WorkspaceAccess } from './workspace-access';

/** The answer of a route that removes or ends something and has nothing else to say. */
export const success = { success: true as const };

/** Answers `success` once `change` is done, for a handler that is that change alone. */
export async function succeeded(change: Promise<unknown>) {
  await change;
  return success;
}

/**
 * The caller of a route, each way a route needs it: every one signs the caller in first (401
 * without a valid session), so a handler is the service call alone.
 */
export function routeCaller(app: FastifyInstance) {
  return {
    /** Their access resolver, for a resource whose workspace its service learns on loading it. */
    async access(request: FastifyRequest): Promise<ResolveAccess> {
      return accessResolver(app, request, await app.authenticate(request));
    },

    /** Their access to the workspace a route names (undefined: the one claimed by header or query). */
    async workspace(request: FastifyRequest, workspaceId?: string): Promise<WorkspaceAccess> {
      return app.workspaceAccess(request, await app.authenticate(request), workspaceId);
    },

    /** Who they are, for their own things, which no workspace holds. */
    async user(request: FastifyRequest): Promise<User> {
      return (await app.authenticate(request)).user;
    },

    /** Their user id, for a service that needs no more of them. */
    async userId(request: FastifyRequest): Promise<string> {
      return (await app.authenticate(request)).user.id;
    },
  };
}

export type RouteCaller = ReturnType<typeof routeCaller>;
