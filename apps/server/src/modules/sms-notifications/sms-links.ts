import { notificationTargetPath } from '@groundwork/shared/notifications/rules';
import type { Notification } from '@groundwork/shared/notifications/schemas';
import type { SmsKind } from '@groundwork/shared/notifications/notification-preferences';

/**
 * The links in messages: `<PUBLIC_URL>/s/<code>`, where the code is the message's id in 22
 * characters (base64url). A full task address alone would fill most of an SMS.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function shortCodeOf(id: string): string {
  return Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url');
}

/** The message id of a code, or null when it is not one. */
export function idOfShortCode(code: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return null;
  const hex = Buffer.from(code, 'base64url').toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return UUID.test(id) ? id : null;
}

/** Where people land when a message is about no single page. */
export const HOME_PATH = '/dashboard';

/** The page of the app a notification is about. */
export function targetPathOf(notification: Notification, kind: SmsKind): string {
  const { workspaceId, relatedId } = notification;
  if (!workspaceId) return HOME_PATH;
  if (kind === 'venture_update' && relatedId) {
    return `/workspaces/${workspaceId}/ventures/${relatedId}`;
  }
  return notificationTargetPath(workspaceId, notification) ?? `/workspaces/${workspaceId}`;
}
