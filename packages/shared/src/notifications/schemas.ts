import { z } from 'zod';
import {
  booleanQuerySchema,
  idSchema,
  optionalQueryParam,
  timestampSchema,
} from '../common/schemas';
import { componentSchema } from '../common/component-schema';

/**
 * A notification (000 §3, 001 §3). `type` is open-ended text so that older clients keep working
 * when a type is added; `isRead` mirrors `readAt`.
 */
export const notificationSchema = componentSchema('Notification', {
  id: idSchema,
  type: z.string(),
  title: z.string(),
  message: z.string(),
  createdAt: timestampSchema,
  readAt: timestampSchema.nullable(),
  isRead: z.boolean(),
  relatedId: idSchema.nullable(),
  workspaceId: idSchema.nullable(),
  projectId: idSchema.nullable(),
  taskId: idSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications answers a bare array; it may be narrowed to a workspace or to unread. */
export const listNotificationsQuerySchema = z.object({
  workspaceId: optionalQueryParam('workspaceId', idSchema),
  unreadOnly: booleanQuerySchema,
});
export const notificationListSchema = z.array(notificationSchema);

/** GET /api/notifications/unread-count?workspaceId (optional). */
export const unreadCountQuerySchema = z.object({
  workspaceId: optionalQueryParam('workspaceId', idSchema),
});
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** PUT /api/notifications/{id}/read answers the notification, now read. */
export const notificationParamsSchema = z.object({ id: idSchema });

/** PUT /api/notifications/mark-all-read answers how many were marked. */
export const markAllReadSchema = z.object({ updated: z.number().int().nonnegative() });
