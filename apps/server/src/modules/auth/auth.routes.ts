import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authSettingsSchema,
  meResponseSchema,
  registerInputSchema,
  updateMeInputSchema,
  updateMeResponseSchema,
  verifyInputSchema,
  verifyResponseSchema,
} from '@groundwork/shared/auth/schemas';
import { apiErrorSchema, successSchema } from '@groundwork/shared/common/api-error';
import { bearerSecurity, type AuthContext } from '../../platform/authenticate';
import type { AuthService } from './auth.service';

const sessionAnswer = (session: AuthContext['session']) => ({
  id: session.id,
  createdAt: session.createdAt.toISOString(),
  expiresAt: session.expiresAt.toISOString(),
});

export interface AuthRoutesOptions {
  authService: AuthService;
  codesPrintedToTerminal: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { authService, codesPrintedToTerminal },
) => {
  app.get(
    '/api/auth/settings',
    {
      schema: {
        operationId: 'getAuthSettings',
        tags: ['auth'],
        security: [],
        summary: 'How sign-in codes are delivered',
        response: { 200: authSettingsSchema },
      },
    },
    async () => ({ codesPrintedToTerminal }),
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        operationId: 'requestSignInCode',
        tags: ['auth'],
        security: [],
        summary: 'Send a sign-in code to a phone number',
        body: registerInputSchema,
        response: {
          200: successSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await authService.requestCode(request.body.phoneNumber, request.ip);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/verify',
    {
      schema: {
        operationId: 'verifySignInCode',
        tags: ['auth'],
        security: [],
        summary: 'Exchange a sign-in code for a session',
        body: verifyInputSchema,
        response: { 200: verifyResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) =>
      authService.verifyCode(request.body.phoneNumber, request.body.code, request.body.timeZone),
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        operationId: 'getMe',
        tags: ['auth'],
        summary: 'The signed-in user and their session',
        security: bearerSecurity,
        response: { 200: meResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user, session } = await app.authenticate(request);
      return { user, session: sessionAnswer(session) };
    },
  );

  app.put(
    '/api/auth/me',
    {
      schema: {
        operationId: 'updateMe',
        tags: ['auth'],
        summary: 'Set the display name',
        security: bearerSecurity,
        body: updateMeInputSchema,
        response: { 200: updateMeResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return { user: await authService.updateName(user.id, request.body.name) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'End the current session',
        security: bearerSecurity,
        response: { 200: successSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { session } = await app.authenticate(request);
      await authService.logout(session.id);
      return { success: true as const };
    },
  );
};
