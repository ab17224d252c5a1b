import { successSchema } from '@groundwork/shared/common/api-error';
import { countSchema } from '@groundwork/shared/common/schemas';
import { pageQueryShape, pageSchema } from '@groundwork/shared/common/paging';
import {
  listNotificationsQuerySchema,
  markAllReadSchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationSchema,
  unreadCountQuerySchema,
  unreadCountSchema,
} from '@groundwork/shared/notifications/schemas';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { succeeded } from '../../platform/route-caller';
import { listOrPageAnswer } from '../../platform/paging';
import type { NotificationsService } from './notifications.service';

const route = routeSchemas('notifications');
const notificationsAnswer = listOrPageAnswer(
  notificationListSchema,
  pageSchema(notificationSchema, 'NotificationPage'),
);

/** The caller's own notifications; anyone else's answer 404 'Notification not found'. */
export const notificationsRoutes = routesOf<{
  notificationsService: NotificationsService;
}>((app, { notificationsService: service }, caller) => {
  app.get(
    '/api/notifications',
    route(
      'listNotifications',
      "The caller's notifications: unread first, then by type, then newest; all of them, or a page with `limit`/`cursor`",
      {
        querystring: listNotificationsQuerySchema.extend(pageQueryShape),
        response: { 200: notificationsAnswer.schema },
      },
    ),
    async (request, reply) => {
      const answer = await service.list(await caller.userId(request), request.query);
      return notificationsAnswer.send(reply, answer);
    },
  );

  app.get(
    '/api/notifications/count',
    route(
      'countNotifications',
      "How many notifications the caller's list has with the same `workspaceId` and `unreadOnly`",
      { querystring: listNotificationsQuerySchema, response: { 200: countSchema } },
    ),
    async (request) => ({
      count: await service.count(await caller.userId(request), request.query),
    }),
  );

  app.get(
    '/api/notifications/unread-count',
    route('getUnreadNotificationCount', "How many of the caller's notifications are unread", {
      querystring: unreadCountQuerySchema,
      response: { 200: unreadCountSchema },
    }),
    async (request) => ({
      count: await service.unreadCount(await caller.userId(request), request.query.workspaceId),
    }),
  );

  app.put(
    '/api/notifications/mark-all-read',
    route(
      'markAllNotificationsRead',
      "Marks every unread notification of the caller read (or a workspace's)",
      { querystring: unreadCountQuerySchema, response: { 200: markAllReadSchema } },
    ),
    async (request) => ({
      updated: await service.markAllRead(await caller.userId(request), request.query.workspaceId),
    }),
  );

  app.put(
    '/api/notifications/:id/read',
    route('markNotificationRead', "Marks one of the caller's notifications read", {
      params: notificationParamsSchema,
      response: { 200: notificationSchema },
    }),
    async (request) => service.markRead(await caller.userId(request), request.params.id),
  );

  app.delete(
    '/api/notifications/:id',
    route('dismissNotification', "Dismisses (deletes) one of the caller's notifications", {
      params: notificationParamsSchema,
      response: { 200: successSchema },
    }),
    async (request) => succeeded(service.dismiss(await caller.userId(request), request.params.id)),
  );
});
