import { apiErrorSchema } from '@groundwork/shared/common/api-error';
import {
  notificationPreferencesSchema,
  undeliveredSmsSchema,
  updateNotificationPreferencesSchema,
  waitingSmsSchema,
} from '@groundwork/shared/notifications/notification-preferences';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import type { NotificationPreferencesService } from './notification-preferences.service';

const route = routeSchemas('notifications');

/** The caller's own notification preferences: which kinds reach them by SMS, and when. */
export const notificationPreferencesRoutes = routesOf<{
  preferencesService: NotificationPreferencesService;
}>((app, { preferencesService: service }, caller) => {
  app.get(
    '/api/notification-preferences',
    route(
      'getNotificationPreferences',
      "The caller's time zone, quiet hours, SMS kinds, daily digest and STOP state",
      {
        description:
          "Before the caller changes anything, the defaults: quiet hours 21:00 to 08:00, SMS for assignments, due-date reminders, overdue tasks and invitations, no digest. `timeZone` is the browser's at sign-in until the caller picks one.",
        response: { 200: notificationPreferencesSchema, 401: apiErrorSchema },
      },
    ),
    async (request) => service.get(await caller.userId(request)),
  );

  app.put(
    '/api/notification-preferences',
    route(
      'updateNotificationPreferences',
      'Changes the fields given and answers the whole preferences',
      {
        description:
          '`sms` and `dailyDigest` may name only some of their fields; `quietHours: null` turns quiet hours off. `smsOptedOut` follows STOP and START by SMS and cannot be set here. A bad value answers 400 naming the field.',
        body: updateNotificationPreferencesSchema,
        response: {
          200: notificationPreferencesSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    ),
    async (request) => service.update(await caller.userId(request), request.body),
  );

  app.get(
    '/api/notification-preferences/undelivered',
    route(
      'countUndeliveredSms',
      "How many of the caller's SMS could not be delivered in the last 30 days",
      {
        description: 'Messages the gateway refused on every one of their five tries.',
        response: { 200: undeliveredSmsSchema, 401: apiErrorSchema },
      },
    ),
    async (request) => ({ count: await service.countUndelivered(await caller.userId(request)) }),
  );

  app.get(
    '/api/notification-preferences/waiting',
    route(
      'getWaitingSms',
      "How many of the caller's texts wait to be sent, and when they are due",
      {
        description:
          "Texts held by quiet hours or the day's cap of 10, or waiting to be tried again, that would still go out as the preferences now stand (none after STOP). `firstSendAt` and `lastSendAt` are when the first and the last of them are due (null when none waits); texts due together go out as one. A `change` of subject `notification` (`notification.sms-waiting`) on `GET /api/events` says when this moved.",
        response: { 200: waitingSmsSchema, 401: apiErrorSchema },
      },
    ),
    async (request) => service.waiting(await caller.userId(request)),
  );
});
