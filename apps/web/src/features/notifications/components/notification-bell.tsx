import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { NeedsWorkspaceButton } from '../../../components/needs-workspace-button';
import { cn } from '../../../lib/cn';
import { useUnreadCount } from '../api/get-notifications';

// More than this shows as '99+' so the badge keeps its size.
const MAX_SHOWN_COUNT = 99;

/**
 * The header's bell: the unread count across every workspace, kept fresh by the live stream, and
 * a link to the notifications page. Without a workspace to open it in, it is not a link, and a tap
 * says why.
 */
export function NotificationBell({ to }: { to: string | null }) {
  const { data: count } = useUnreadCount();
  const name = count === undefined ? 'Notifications' : `Notifications, ${count} unread`;
  const content = (
    <>
      <Bell aria-hidden size={18} />
      {count !== undefined && count > 0 && (
        <span
          aria-hidden
          className="absolute top-0.5 right-0.5 h-4 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 font-semibold text-white tabular-nums max-md:top-1.5 max-md:right-1.5"
        >
          {count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}
        </span>
      )}
    </>
  );
  const classes = cn(
    'relative inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink-soft transition-colors max-md:size-11',
    to ? 'hover:bg-subtle hover:text-ink' : 'cursor-not-allowed opacity-45',
  );
  if (!to) {
    return (
      <NeedsWorkspaceButton className={classes}>
        {content}
        <span className="sr-only">{name}</span>
      </NeedsWorkspaceButton>
    );
  }
  return (
    <Link to={to} aria-label={name} title={name} className={classes}>
      {content}
    </Link>
  );
}
