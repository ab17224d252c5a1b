import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@groundwork/shared/common/api-error';
import {
  notificationPreferencesSchema,
  undeliveredSmsSchema,
  updateNotificationPreferencesSchema,
  waitingSmsSchema,
} from '@groundwork/shared/notifications/preferences';
import { bearerSecurity } from '../../platform/authenticate';
import type { NotificationPreferencesService } from './notification-preferences.service';

const tags = ['notifications'];
const security = bearerSecurity;

/** The caller's own notification preferences: which kinds reach them by SMS, and when. */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod<{
  preferencesService: NotificationPreferencesService;
}> = async (app, { preferencesService: service }) => {
  app.get(
    '/api/notification-preferences',
    {
      schema: {
        operationId: 'getNotificationPreferences',
        tags,
        security,
        summary: "The caller's time zone, quiet hours, SMS kinds, daily digest and STOP state",
        description:
          "Before the caller changes anything, the defaults: quiet hours 21:00 to 08:00, SMS for assignments, due-date reminders, overdue tasks and invitations, no digest. `timeZone` is the browser's at sign-in until the caller picks one.",
        response: { 200: notificationPreferencesSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return service.get(user.id);
    },
  );

  app.put(
    '/api/notification-preferences',
    {
      schema: {
        operationId: 'updateNotificationPreferences',
        tags,
        security,
        summary: 'Changes the fields given and answers the whole preferences',
        description:
          '`sms` and `dailyDigest` may name only some of their fields; `quietHours: null` turns quiet hours off. `smsOptedOut` follows STOP and START by SMS and cannot be set here. A bad value answers 400 naming the field.',
        body: updateNotificationPreferencesSchema,
        response: {
          200: notificationPreferencesSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return service.update(user.id, request.body);
    },
  );

  app.get(
    '/api/notification-preferences/undelivered',
    {
      schema: {
        operationId: 'countUndeliveredSms',
        tags,
        security,
        summary: "How many of the caller's SMS could not be delivered in the last 30 days",
        description: 'Messages the gateway refused on every one of their five tries.',
        response: { 200: undeliveredSmsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return { count: await service.countUndelivered(user.id) };
    },
  );

  app.get(
    '/api/notification-preferences/waiting',
    {
      schema: {
        operationId: 'getWaitingSms',
        tags,
        security,
        summary: "How many of the caller's texts wait to be sent, and when they are due",
        description:
          "Texts held by quiet hours or the day's cap of 10, or waiting to be tried again, that would still go out as the preferences now stand (none after STOP). `firstSendAt` and `lastSendAt` are when the first and the last of them are due (null when none waits); texts due together go out as one. A `change` of subject `notification` (`notification.sms-waiting`) on `GET /api/events` says when this moved.",
        response: { 200: waitingSmsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return service.waiting(user.id);
    },
  );
};
