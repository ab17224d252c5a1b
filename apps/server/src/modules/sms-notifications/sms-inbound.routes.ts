import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@groundwork/shared/common/api-error';
import { toE164 } from '@groundwork/shared/common/phone';
import { textInputSchema } from '@groundwork/shared/common/schemas';
import { smsHelpText } from '@groundwork/shared/notifications/sms-texts';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import {
  signaturesMatch,
  twilioSignature,
  WEBHOOK_SIGNATURE_HEADER,
  webhookSignature,
} from '../../platform/sms/sms-signatures';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import type { NotificationPreferencesService } from './notification-preferences.service';
import { inboundRequestOf, twimlOf } from './sms-inbound';

// The gateway signs its requests rather than holding a session.
const gatewayRoute = routeSchemas('sms', []);
const inboundSchema = z
  .looseObject({
    From: textInputSchema('From').describe('The sender, in E.164'),
    Body: textInputSchema('Body').describe("The text of the sender's message"),
  })
  .describe("The form fields an SMS gateway posts (Twilio's names); others are accepted");

const FORBIDDEN = 'The request is not signed by the SMS gateway';

export interface SmsInboundRoutesOptions {
  sms: Config['sms'];
  publicUrl: string | undefined;
  preferencesService: NotificationPreferencesService;
}

/**
 * POST /api/sms/inbound: what people answer by SMS. STOP and its synonyms opt the number out,
 * START opts it in again, HELP answers with what the service is. With `twilio` the request must
 * carry Twilio's signature, with `webhook` the HMAC of SMS_WEBHOOK_SECRET; `console` and `outbox`
 * have no gateway to sign anything and take the request as it comes (tests and demos).
 */
export const smsInboundRoutes = routesOf<SmsInboundRoutesOptions>(
  (app, { sms, publicUrl, preferencesService }) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    /** The address the gateway requested, as it signed it. */
    const requestedUrl = (request: FastifyRequest) =>
      `${publicUrl ? publicUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`}${request.url}`;

    function isSigned(request: FastifyRequest, params: Record<string, string>): boolean {
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      switch (sms.provider) {
        case 'twilio':
          return signaturesMatch(
            header('x-twilio-signature'),
            twilioSignature(sms.authToken, requestedUrl(request), params),
          );
        case 'webhook':
          return (
            sms.secret !== undefined &&
            signaturesMatch(
              header(WEBHOOK_SIGNATURE_HEADER),
              webhookSignature(sms.secret, rawBodies.get(request) ?? ''),
            )
          );
        case 'console':
        case 'outbox':
          return true;
      }
    }

    app.post(
      '/api/sms/inbound',
      gatewayRoute(
        'receiveSms',
        'What people answer by SMS: STOP, START, HELP (the gateway posts here)',
        {
          description:
            'Give the gateway `<PUBLIC_URL>/api/sms/inbound`. STOP, STOPALL, UNSUBSCRIBE, CANCEL, END and QUIT (any case) stop every SMS to the number except sign-in codes it asks for; START, YES and UNSTOP resume them; HELP answers with what the service is. When STOP or START changes anything for a number with an account, the open pages of that person hear of it on `GET /api/events` (a `change` of subject `notification`: `notification.sms-opted-out` or `notification.sms-opted-in`). With `SMS_PROVIDER=twilio` the request must carry a valid `X-Twilio-Signature`, with `webhook` an `X-Groundwork-Signature` (`sha256=` and the hex HMAC-SHA256 of the body with SMS_WEBHOOK_SECRET); otherwise 403. Answers TwiML.',
          consumes: ['application/x-www-form-urlencoded'],
          body: inboundSchema,
          response: {
            200: {
              description: 'TwiML: a message back for HELP, an empty `<Response/>` otherwise',
              content: { 'text/xml': { schema: z.string() } },
            },
            400: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      ),
      async (request, reply) => {
        const params = Object.fromEntries(
          Object.entries(request.body).map(([name, value]) => [name, String(value)]),
        );
        if (!isSigned(request, params)) throw new AppError('FORBIDDEN', FORBIDDEN);
        const from = toE164(request.body.From) ?? request.body.From.trim();
        let answer: string | null = null;
        switch (inboundRequestOf(request.body.Body)) {
          case 'stop':
            await preferencesService.optOut(from);
            break;
          case 'start':
            await preferencesService.optIn(from);
            break;
          case 'help':
            answer = smsHelpText(publicUrl ?? `${request.protocol}://${request.host}`);
            break;
          case 'other':
            break;
        }
        return reply
          .type('text/xml; charset=utf-8')
          .serializer((payload: unknown) => payload as string)
          .send(twimlOf(answer));
      },
    );
  },
);
