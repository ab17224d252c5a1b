import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { bearerSecurity } from '../../platform/authenticate';
import { listOrPageAnswer } from '../../platform/paging';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const notificationsAnswer = listOrPageAnswer(
  notificationListSchema,
  pageSchema(notificationSchema, 'NotificationPage'),
);
const security = bearerSecurity;

/** The caller's own notifications; anyone else's answer 404 'Notification not found'. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notificationsService: NotificationsService;
}> = async (app, { notificationsService: service }) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        tags,
        security,
        summary:
          "The caller's notifications: unread first, then by type, then newest; all of them, or a page with `limit`/`cursor`",
        querystring: listNotificationsQuerySchema.extend(pageQueryShape),
        response: { 200: notificationsAnswer.schema },
      },
    },
    async (request, reply) => {
      const { user } = await app.authenticate(request);
      return notificationsAnswer.send(reply, await service.list(user.id, request.query));
    },
  );

  app.get(
    '/api/notifications/count',
    {
      schema: {
        operationId: 'countNotifications',
        tags,
        security,
        summary:
          "How many notifications the caller's list has with the same `workspaceId` and `unreadOnly`",
        querystring: listNotificationsQuerySchema,
        response: { 200: countSchema },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return { count: await service.count(user.id, request.query) };
    },
  );

  app.get(
    '/api/notifications/unread-count',
    {
      schema: {
        operationId: 'getUnreadNotificationCount',
        tags,
        security,
        summary: "How many of the caller's notifications are unread",
        querystring: unreadCountQuerySchema,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return { count: await service.unreadCount(user.id, request.query.workspaceId) };
    },
  );

  app.put(
    '/api/notifications/mark-all-read',
    {
      schema: {
        operationId: 'markAllNotificationsRead',
        tags,
        security,
        summary: "Marks every unread notification of the caller read (or a workspace's)",
        querystring: unreadCountQuerySchema,
        response: { 200: markAllReadSchema },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return { updated: await service.markAllRead(user.id, request.query.workspaceId) };
    },
  );

  app.put(
    '/api/notifications/:id/read',
    {
      schema: {
        operationId: 'markNotificationRead',
        tags,
        security,
        summary: "Marks one of the caller's notifications read",
        params: notificationParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return service.markRead(user.id, request.params.id);
    },
  );

  app.delete(
    '/api/notifications/:id',
    {
      schema: {
        operationId: 'dismissNotification',
        tags,
        security,
        summary: "Dismisses (deletes) one of the caller's notifications",
        params: notificationParamsSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      await service.dismiss(user.id, request.params.id);
      return { success: true as const };
    },
  );
};
