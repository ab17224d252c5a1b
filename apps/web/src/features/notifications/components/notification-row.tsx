import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AtSign,
  Bell,
  Check,
  Clock,
  FolderKanban,
  Mail,
  MessageSquare,
  TriangleAlert,
  UserRoundCheck,
  X,
  type LucideIcon,
} from 'lucide-react';
import { compactRelativeTime } from '@groundwork/shared/common/relative-time';
import type { Notification } from '@groundwork/shared/notifications/schemas';
import { isNotificationRead, notificationText } from '@groundwork/shared/notifications/rules';
import type { NotificationType } from '@groundwork/shared/notifications/constants';
import { Button } from '../../../components/ui/button';
import type { VirtualRowProps } from '../../../components/ui/virtual-list';
import { cn } from '../../../lib/cn';

const typeIcons: Record<NotificationType, { icon: LucideIcon; tone: string }> = {
  overdue_task: { icon: TriangleAlert, tone: 'bg-red-50 text-red-700' },
  due_date_reminder: { icon: Clock, tone: 'bg-amber-50 text-amber-700' },
  task_assignment: { icon: UserRoundCheck, tone: 'bg-indigo-50 text-indigo-700' },
  task_comment: { icon: MessageSquare, tone: 'bg-blue-50 text-blue-700' },
  task_mention: { icon: AtSign, tone: 'bg-blue-50 text-blue-700' },
  project_update: { icon: FolderKanban, tone: 'bg-green-50 text-green-700' },
  workspace_invite: { icon: Mail, tone: 'bg-violet-50 text-violet-700' },
};
const otherType = { icon: Bell, tone: 'bg-slate-100 text-slate-700' };

function iconOf(type: string) {
  return Object.hasOwn(typeIcons, type) ? typeIcons[type as NotificationType] : otherType;
}

export interface NotificationRowProps {
  notification: Notification;
  now: Date;
  /** Where a click on the notification leads; without it the row is not a link. */
  to?: string | null;
  onMarkRead: (notificationId: string) => void;
  onDismiss: (notificationId: string) => void;
  /** What a virtual list's row carries so that the list can measure it. */
  rowProps?: VirtualRowProps;
}

/** One notification: its type, title, text and age, with Mark as read (when unread) and Dismiss. */
export function NotificationRow({
  notification,
  now,
  to,
  onMarkRead,
  onDismiss,
  rowProps,
}: NotificationRowProps) {
  const titleId = useId();
  const isRead = isNotificationRead(notification);
  const { icon: Icon, tone } = iconOf(notification.type);
  const text = notificationText(notification);
  return (
    <li
      {...rowProps}
      aria-labelledby={titleId}
      className={cn(
        'relative flex gap-3 px-4 py-3 transition-colors',
        !isRead && 'bg-accent-soft/60',
        to && 'hover:bg-subtle',
      )}
    >
      <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon aria-hidden size={16} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          {!isRead && (
            <>
              <span aria-hidden className="size-2 shrink-0 rounded-full bg-accent" />
              <span className="sr-only">Unread:</span>
            </>
          )}
          <span
            id={titleId}
            className={cn('min-w-0 break-words text-ink', isRead ? 'font-medium' : 'font-semibold')}
          >
            {to ? (
              <Link
                to={to}
                onClick={() => {
                  if (!isRead) onMarkRead(notification.id);
                }}
                // The whole row is the link's target; the buttons sit above it.
                className="rounded-sm hover:underline after:absolute after:inset-0 after:content-['']"
              >
                {notification.title}
              </Link>
            ) : (
              notification.title
            )}
          </span>
        </p>
        {text !== notification.title && (
          <p className="mt-0.5 text-[13px] break-words text-ink-soft">{text}</p>
        )}
        <p className="mt-1 text-xs text-muted">
          <time dateTime={notification.createdAt}>
            {compactRelativeTime(notification.createdAt, now)}
          </time>
        </p>
      </div>
      <div className="relative z-10 flex shrink-0 items-start gap-1">
        {!isRead && (
          <RowAction label="Mark as read" onClick={() => onMarkRead(notification.id)}>
            <Check aria-hidden size={16} />
          </RowAction>
        )}
        <RowAction label="Dismiss" danger onClick={() => onDismiss(notification.id)}>
          <X aria-hidden size={16} />
        </RowAction>
      </div>
    </li>
  );
}

/** An icon button of a row, named for screen readers and on hover, a full target on a phone. */
function RowAction({
  label,
  danger = false,
  onClick,
  children,
}: {
  label: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant={danger ? 'ghost-danger' : 'ghost'}
      size="sm"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="max-md:w-11 max-md:px-0"
    >
      {children}
    </Button>
  );
}
