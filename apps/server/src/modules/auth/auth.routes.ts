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
import type { AuthContext } from '../../platform/authenticate';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { success, succeeded } from '../../platform/route-caller';
import type { AuthService } from './auth.service';

const publicRoute = routeSchemas('auth', []);
const route = routeSchemas('auth');
const sessionAnswer = (session: AuthContext['session']) => ({
  id: session.id,
  createdAt: session.createdAt.toISOString(),
  expiresAt: session.expiresAt.toISOString(),
});

export interface AuthRoutesOptions {
  authService: AuthService;
  codesPrintedToTerminal: boolean;
}

export const authRoutes = routesOf<AuthRoutesOptions>(
  (app, { authService, codesPrintedToTerminal }, caller) => {
    app.get(
      '/api/auth/settings',
      publicRoute('getAuthSettings', 'How sign-in codes are delivered', {
        response: { 200: authSettingsSchema },
      }),
      async () => ({ codesPrintedToTerminal }),
    );

    app.post(
      '/api/auth/register',
      publicRoute('requestSignInCode', 'Send a sign-in code to a phone number', {
        body: registerInputSchema,
        response: {
          200: successSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      }),
      async (request) => succeeded(authService.requestCode(request.body.phoneNumber, request.ip)),
    );

    app.post(
      '/api/auth/verify',
      publicRoute('verifySignInCode', 'Exchange a sign-in code for a session', {
        body: verifyInputSchema,
        response: { 200: verifyResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      }),
      async (request) =>
        authService.verifyCode(request.body.phoneNumber, request.body.code, request.body.timeZone),
    );

    app.get(
      '/api/auth/me',
      route('getMe', 'The signed-in user and their session', {
        response: { 200: meResponseSchema, 401: apiErrorSchema },
      }),
      async (request) => {
        const { user, session } = await app.authenticate(request);
        return { user, session: sessionAnswer(session) };
      },
    );

    app.put(
      '/api/auth/me',
      route('updateMe', 'Set the display name', {
        body: updateMeInputSchema,
        response: { 200: updateMeResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      }),
      async (request) => ({
        user: await authService.updateName(await caller.userId(request), request.body.name),
      }),
    );

    app.post(
      '/api/auth/logout',
      route('logout', 'End the current session', {
        response: { 200: successSchema, 401: apiErrorSchema },
      }),
      async (request) => {
        const { session } = await app.authenticate(request);
        await authService.logout(session.id);
        return success;
      },
    );
  },
);
