import type { FastifyRequest } from 'fastify';
import type { User } from '@groundwork/shared/auth/schemas';
import { authMessages } from '@groundwork/shared/auth/constants';
import { AppError } from './errors';

/** Who is calling: the signed-in user and their session. */
export interface AuthContext {
  user: User;
  session: { id: string; createdAt: Date; expiresAt: Date };
}

export type SessionResolver = (token: string) => Promise<AuthContext | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's session, or a 401 "Invalid or expired session". Resolved once per request. */
    authenticate(request: FastifyRequest): Promise<AuthContext>;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function createAuthenticate(resolveSession: SessionResolver) {
  const resolved = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();
  return async function authenticate(request: FastifyRequest): Promise<AuthContext> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new AppError('UNAUTHENTICATED', authMessages.invalidSession);
    let pending = resolved.get(request);
    if (!pending) {
      pending = resolveSession(token);
      resolved.set(request, pending);
    }
    const auth = await pending;
    if (!auth) throw new AppError('UNAUTHENTICATED', authMessages.invalidSession);
    return auth;
  };
}

/** OpenAPI marker for routes that need a bearer session. */
export const bearerSecurity = [{ bearerAuth: [] }];
